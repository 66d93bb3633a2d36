import { AuthScreen } from "../features/auth/components/auth-screen";

/** Shown instead of every route while signed out. */
export function AuthRoute() {
  return <AuthScreen />;
}
