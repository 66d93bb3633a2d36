import { useState } from "react";
import { Link, useSearch } from "wouter";
import { LogIn, MailCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ErrorAlert } from "../../../components/ui/alert";
import { takePendingInvitePath } from "../../../lib/pending-invite";
import { useAuth } from "../../../lib/use-auth";
import { useVerifyMagicLink } from "../api/verify-magic-link";
import { announceSignedIn } from "../lib/signed-in-elsewhere";
import { AuthLayout } from "./auth-layout";

/**
 * /auth/confirm?token=… — the page the e-mailed link opens. Opening it spends nothing; only the
 * button's POST /auth/verify does (so mail scanners that follow links cannot use it up). A tab still
 * showing "Check your email" hears of the success and moves on. Opened while already signed in, it
 * says so and leads back into the app; once a link has failed, its button is gone.
 */
export function ConfirmView() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const mutation = useVerifyMagicLink();
  const { user } = useAuth();
  // The server refused the link (used, expired or voided): pressing again cannot help.
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : "This sign-in link is incomplete. Please request a new one.");

  const confirm = async () => {
    setError(null);
    try {
      const result = await mutation.mutateAsync(token);
      if (result.success) {
        announceSignedIn();
        // Back to a household invitation opened while signed out (issue 19), else the usual start.
        window.location.replace(takePendingInvitePath() ?? (result.isNewUser ? "/settings?onboarding=true" : "/"));
        return;
      }
      setRefused(true);
      setError(result.error ?? "Failed to sign in");
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to sign in");
    }
  };

  const busy = mutation.isPending || (mutation.isSuccess && mutation.data.success);
  const signedIn = user !== null && !busy;

  return (
    <AuthLayout>
      <Card className="p-6 text-center shadow-xl shadow-primary/5 sm:p-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{signedIn ? "You're already signed in" : "Confirm sign-in"}</h1>
        <p className="mt-2 text-balance text-sm text-muted-foreground">
          {signedIn ? (
            <>
              This device is signed in as <strong className="break-words text-foreground">{user?.email}</strong>. Use the link only to
              switch to another account.
            </>
          ) : (
            "You're one click away. Press the button below to sign in on this device — the link then stops working."
          )}
        </p>
        {error && <ErrorAlert className="mt-5 text-left">{error}</ErrorAlert>}
        <div className="mt-6 grid gap-2.5">
          {signedIn && (
            <Button asChild size="lg">
              <Link href="/">Go to your pantry</Link>
            </Button>
          )}
          {token && !refused && (
            <Button size="lg" variant={signedIn ? "outline" : "default"} onClick={confirm} disabled={busy}>
              <LogIn aria-hidden="true" />
              {busy ? "Signing in..." : signedIn ? "Sign in with this link instead" : "Sign in to Pantry → Meals"}
            </Button>
          )}
          {(refused || !token) && !signedIn && (
            <Button asChild size="lg" variant="outline">
              <Link href="/">Back to sign in</Link>
            </Button>
          )}
        </div>
      </Card>
    </AuthLayout>
  );
}
