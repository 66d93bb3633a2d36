import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useSignOut } from "../api/logout";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Sign out of this device; delete the account (with a typed confirmation). */
export function AccountCard({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Account</CardTitle>
        <CardDescription>End your session on this device, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          className="w-full text-destructive hover:bg-destructive-soft sm:w-auto"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? "Signing out..." : "Sign out"}
        </Button>
        <DeleteAccountDialog email={email} />
      </CardContent>
    </Card>
  );
}
