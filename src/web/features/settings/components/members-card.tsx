import { useState, type FormEvent } from "react";
import { UserPlus, X } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { useHouseholdMembers, useInviteMember, useLeaveHousehold, useRevokeInvitation } from "../api/household-members";

/** Household members: who shares the pantry, recipes and plans; invite by e-mail; leave. */
export function MembersCard() {
  const members = useHouseholdMembers();
  const invite = useInviteMember();
  const leave = useLeaveHousehold();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState("");
  const others = (members.data?.members ?? []).filter((m) => !m.isYou && !m.pending).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate({ email: email.trim() }, { onSuccess: () => setEmail("") });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Household members</CardTitle>
        <CardDescription>Everyone here shares the pantry, recipes and meal plans.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {members.isLoading ? (
          <Skeleton className="h-12" />
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Members">
            {members.data?.members.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-2 rounded-xl bg-muted/60 px-3.5 py-2.5 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{[m.firstName, m.lastName].filter(Boolean).join(" ") || m.email}</span>
                  {m.firstName && <span className="block truncate text-xs text-muted-foreground">{m.email}</span>}
                </span>
                {m.isYou ? <Badge variant="muted">You</Badge> : m.pending ? <Badge variant="amber">Invited</Badge> : null}
              </li>
            ))}
            {members.data?.invites.map((i) => (
              <li key={i.id} className="flex items-center justify-between gap-2 rounded-xl border border-dashed px-3.5 py-2.5 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{i.email}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {i.invitedBy ? `Invited by ${i.invitedBy} · ` : ""}until{" "}
                    {new Date(i.expiresAt).toLocaleDateString(undefined, { month: "short", day: "numeric" })}
                  </span>
                </span>
                <Badge variant="amber">Invited</Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Withdraw the invitation to ${i.email}`}
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(`Withdraw the invitation to ${i.email}? Its link stops working.`)) revoke.mutate(i.id);
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="grid gap-1.5" onSubmit={submit}>
          <Label htmlFor="invite-email">Invite by e-mail</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="invite-email" type="email" placeholder="name@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" disabled={!email.trim() || invite.isPending}>
              <UserPlus aria-hidden="true" />
              {invite.isPending ? "Sending..." : "Send invite"}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            They get an invitation by e-mail. It joins nobody by itself: they sign in with that address and accept it within 7 days.
          </p>
        </form>
        {others > 0 && (
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={leave.isPending}
            onClick={() => {
              if (window.confirm("Leave this household? You will start over with an empty pantry of your own.")) leave.mutate();
            }}
          >
            Leave household
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
