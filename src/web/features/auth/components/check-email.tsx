import { MailCheck } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Success state after POST /auth/magic-link: the link is on its way. */
export function CheckEmail({ email, onUseDifferentEmail }: { email: string; onUseDifferentEmail: () => void }) {
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <MailCheck className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Check your email</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        We sent a sign-in link to <strong className="font-semibold break-words text-foreground">{email}</strong>. Open it on this device to
        continue.
      </p>
      <p className="mt-4 rounded-xl bg-muted/70 px-3.5 py-2.5 text-xs text-muted-foreground">
        Can't find it? Look in your spam or promotions folder. The link works once and expires soon.
      </p>
      <Button variant="outline" size="lg" className="mt-6 w-full" onClick={onUseDifferentEmail}>
        Use a different email
      </Button>
    </div>
  );
}
