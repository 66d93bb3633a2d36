import { MailCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useSignedInElsewhere } from "../lib/signed-in-elsewhere";

/**
 * Success state after POST /auth/magic-link: the link is on its way. After a sign-in request the
 * text says a link was sent *if* an account exists (the server answers the same for every address,
 * so no one can learn which addresses have accounts) and offers to create one. The tab moves on by
 * itself once the link is confirmed in another tab (BroadcastChannel, or GET /api/me polling).
 */
export function CheckEmail({
  email,
  mode,
  onUseDifferentEmail,
  onCreateAccount,
}: {
  email: string;
  mode: "signin" | "signup";
  onUseDifferentEmail: () => void;
  onCreateAccount: () => void;
}) {
  useSignedInElsewhere(() => window.location.reload());
  const address = <strong className="font-semibold break-words text-foreground">{email}</strong>;
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <MailCheck className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Check your email</h1>
      {mode === "signin" ? (
        <p className="mt-2 text-sm text-muted-foreground">
          If an account exists for {address}, we sent a sign-in link to it. Open it to continue — this page moves on by itself once you
          have.
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          We sent a sign-in link to {address}. Open it to continue — this page moves on by itself once you have.
        </p>
      )}
      <p className="mt-4 rounded-xl bg-muted/70 px-3.5 py-2.5 text-xs text-muted-foreground">
        Can't find it? Look in your spam or promotions folder. The link works once and expires soon.
      </p>
      {mode === "signin" && (
        <div className="mt-5 w-full rounded-xl border border-border px-3.5 py-3 text-sm">
          <p className="text-muted-foreground">No email after a few minutes? There may be no account for this address yet.</p>
          <Button variant="secondary" size="lg" className="mt-3 w-full" onClick={onCreateAccount}>
            Create an account
          </Button>
        </div>
      )}
      <Button variant="outline" size="lg" className="mt-4 w-full" onClick={onUseDifferentEmail}>
        Use a different email
      </Button>
    </div>
  );
}
