import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useDeleteAccount } from "../api/delete-account";

/**
 * Delete account with a confirmation prompt (SPEC §5): the button stays disabled until the
 * user's own e-mail is typed (case and surrounding spaces ignored).
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setTyped("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This signs you out everywhere and removes your account, settings and notifications. If nobody else is in your household, its
            pantry, recipes, plans and history are deleted too. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-1.5">
          <Label htmlFor="delete-confirm-email">
            Type <span className="font-semibold break-all">{email}</span> to confirm
          </Label>
          <Input id="delete-confirm-email" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={!matches || remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? "Deleting..." : "Delete account forever"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
