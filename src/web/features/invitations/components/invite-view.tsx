import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { LogIn, LogOut, UsersRound } from "lucide-react";
import type { User } from "../../../../shared/schemas/auth";
import type { InvitationStatus } from "../../../../shared/schemas/households";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useInvitationPreview } from "../api/invitation-preview";
import { useReceivedInvitations } from "../api/received-invitations";
import { rememberPendingInvite } from "../../../lib/pending-invite";
import { JoinChoice } from "./join-choice";

const CLOSED: Record<Exclude<InvitationStatus, "open">, string> = {
  expired: "This invitation has expired. Ask for a new one if you still want to join.",
  revoked: "This invitation was withdrawn by the household.",
  accepted: "This invitation has already been used.",
  declined: "This invitation was declined.",
};

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric" });

/**
 * /invite?token=… — the page an invitation e-mail links to. Opening it spends nothing. Signed
 * out: who invites you to which household, and sign in / create an account with that address
 * first. Signed in as that address: what joining does, the choice, Accept and Decline. Signed in
 * as another address: says so (with a sign-out button from the caller). The route puts it in the
 * auth screens' layout.
 */
export function InviteView({ user, signOut }: { user: User | null; signOut: ReactNode }) {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const preview = useInvitationPreview(token);
  const inv = preview.data;
  const forMe = Boolean(user && inv && user.email.toLowerCase() === inv.email.toLowerCase());
  return (
    <Card className="p-6 shadow-xl shadow-primary/5 sm:p-8">
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <UsersRound className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-center text-2xl font-bold tracking-tight">Household invitation</h1>
      {!token ? (
        <ErrorAlert className="mt-5">This invitation link is incomplete. Open the link from the e-mail again.</ErrorAlert>
      ) : preview.isPending ? (
        <div role="status" aria-busy="true" className="mt-5 grid gap-2">
          <span className="sr-only">Loading the invitation…</span>
          <Skeleton className="h-5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : preview.isError || !inv ? (
        <ErrorAlert className="mt-5">{errorMessage(preview.error)}</ErrorAlert>
      ) : (
        <>
          <p className="mt-2 text-balance text-center text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{inv.inviterName}</span>
            {inv.inviterEmail && inv.inviterEmail !== inv.inviterName && <> ({inv.inviterEmail})</>} invites{" "}
            <span className="font-semibold text-foreground break-all">{inv.email}</span> to join the household{" "}
            <span className="font-semibold text-foreground">“{inv.householdName}”</span>.
          </p>
          <div className="mt-5">
            {inv.status !== "open" ? (
              <ErrorAlert>{CLOSED[inv.status]}</ErrorAlert>
            ) : !user ? (
              <SignedOut email={inv.email} expiresAt={inv.expiresAt} token={token} />
            ) : !forMe ? (
              <div className="grid gap-3 text-sm">
                <ErrorAlert>
                  This invitation is for {inv.email}, but you are signed in as {user.email}. Sign out and sign in with {inv.email} to answer
                  it.
                </ErrorAlert>
                {signOut}
              </div>
            ) : (
              <ForMe id={inv.id} inviterName={inv.inviterName} householdName={inv.householdName} />
            )}
          </div>
        </>
      )}
      {(!inv || inv.status !== "open" || !forMe) && (
        <Button asChild variant="ghost" className="mt-4 w-full">
          <Link href="/">{user ? "Go to your pantry" : "Back to the start page"}</Link>
        </Button>
      )}
    </Card>
  );
}

function SignedOut({ email, expiresAt, token }: { email: string; expiresAt: string; token: string }) {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        To answer it, first sign in — or create an account — with <span className="font-semibold break-all">{email}</span>. Nothing changes
        until you press Accept; if you already have a household, you choose what happens to it first.
      </p>
      <p className="text-muted-foreground">
        After signing in on this device you come back here; you can also open this link again, or find the invitation under Settings. It can
        be accepted until {dateText(expiresAt)}.
      </p>
      <Button asChild size="lg">
        <Link href="/" onClick={() => rememberPendingInvite(token)}>
          <LogIn aria-hidden="true" />
          Sign in or create an account
        </Link>
      </Button>
    </div>
  );
}

function ForMe(p: { id: string; inviterName: string; householdName: string }) {
  const received = useReceivedInvitations();
  if (received.isPending) return <Skeleton className="h-24" />;
  if (received.isError) return <ErrorAlert>{errorMessage(received.error)}</ErrorAlert>;
  return <JoinChoice invitation={p} current={received.data.current} />;
}

/** The sign-out button the "signed in as another address" state offers. */
export function InviteSignOutButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={busy}>
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}
