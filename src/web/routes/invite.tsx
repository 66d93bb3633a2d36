import type { User } from "../../shared/schemas/auth";
import { AuthLayout } from "../features/auth/components/auth-layout";
import { InviteSignOutButton, InviteView } from "../features/invitations/components/invite-view";
import { useSignOut } from "../features/settings/api/logout";

/** /invite?token=… — a household invitation, signed in or out (issue 19), in the auth screens' layout. */
export function InviteRoute({ user }: { user: User | null }) {
  const signOut = useSignOut();
  return (
    <AuthLayout>
      <InviteView user={user} signOut={<InviteSignOutButton onClick={() => signOut.mutate()} busy={signOut.isPending} />} />
    </AuthLayout>
  );
}
