import { useState } from "react";
import { MailOpen } from "lucide-react";
import type { CurrentHousehold, ReceivedInvitation } from "../../../../shared/schemas/households";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { useReceivedInvitations } from "../api/received-invitations";
import { JoinChoice } from "./join-choice";

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

/**
 * Settings: open invitations to the signed-in address (issue 19), each with who sent it, to which
 * household, until when, and a button that opens the join choice. Renders nothing while loading,
 * on error, or when there are none (the household card below stays the focus).
 */
export function PendingInvitationsCard() {
  const received = useReceivedInvitations();
  const [open, setOpen] = useState<ReceivedInvitation | null>(null);
  const list = received.data?.invitations ?? [];
  if (!list.length) return null;
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle className="text-base">
          {list.length === 1 ? "You are invited to a household" : "You are invited to households"}
        </CardTitle>
        <CardDescription>Nothing changes until you accept. You can decline too.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Invitations to you">
          {list.map((i) => (
            <li
              key={i.id}
              className="flex flex-col gap-2 rounded-xl bg-muted/60 px-3.5 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block font-medium">“{i.householdName}”</span>
                <span className="block text-xs break-all text-muted-foreground">
                  from {i.inviterName}
                  {i.inviterEmail && i.inviterEmail !== i.inviterName ? ` (${i.inviterEmail})` : ""} · until {dateText(i.expiresAt)}
                </span>
              </span>
              <Button size="sm" onClick={() => setOpen(i)}>
                <MailOpen aria-hidden="true" />
                Review
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      {open && received.data && <ReviewDialog invitation={open} current={received.data.current} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function ReviewDialog({
  invitation,
  current,
  onClose,
}: {
  invitation: ReceivedInvitation;
  current: CurrentHousehold;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join “{invitation.householdName}”?</DialogTitle>
          <DialogDescription>
            {invitation.inviterName}
            {invitation.inviterEmail && invitation.inviterEmail !== invitation.inviterName ? ` (${invitation.inviterEmail})` : ""} invites
            you.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <JoinChoice invitation={invitation} current={current} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
