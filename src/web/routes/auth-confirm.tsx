import { ConfirmView } from "../features/auth/components/confirm-view";

/** /auth/confirm?token=… — the e-mailed sign-in link lands here. */
export function AuthConfirmRoute() {
  return <ConfirmView />;
}
