import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { UserPlus, X } from "lucide-react";
import { inviteRequestSchema } from "../../../../shared/schemas/households";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { useHouseholdMembers, useInviteMember, useLeaveHousehold, useRevokeInvitation } from "../api/household-members";

/** Household members: who shares the pantry, recipes and plans; invite by e-mail; leave. */
export function MembersCard() {
  const members = useHouseholdMembers();
  const invite = useInviteMember();
  const leave = useLeaveHousehold();
  const revoke = useRevokeInvitation();
  const form = useForm<z.input<typeof inviteRequestSchema>, unknown, z.output<typeof inviteRequestSchema>>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: "" },
  });
  const blank = form.watch("email").trim() === "";
  const others = (members.data?.members ?? []).filter((m) => !m.isYou && !m.pending).length;
  const submit = form.handleSubmit((body) => invite.mutate(body, { onSuccess: () => form.reset() }));
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
        <Form {...form}>
          <form onSubmit={submit}>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem controlId="invite-email">
                  <FormLabel>Invite by e-mail</FormLabel>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <FormControl>
                      <Input type="email" placeholder="name@example.com" {...field} />
                    </FormControl>
                    <Button type="submit" disabled={blank || invite.isPending}>
                      <UserPlus aria-hidden="true" />
                      {invite.isPending ? "Sending..." : "Send invite"}
                    </Button>
                  </div>
                  <FormMessage />
                  <FormDescription>
                    They get an invitation by e-mail. It joins nobody by itself: they sign in with that address and accept it within 7 days.
                  </FormDescription>
                </FormItem>
              )}
            />
          </form>
        </Form>
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
