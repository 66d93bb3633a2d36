import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useSignOut } from "../api/logout";

export function AccountCard() {
  const signOut = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Account</CardTitle>
        <CardDescription>End your session on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="w-full text-destructive hover:bg-red-50 sm:w-auto"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? "Signing out..." : "Sign out"}
        </Button>
      </CardContent>
    </Card>
  );
}
