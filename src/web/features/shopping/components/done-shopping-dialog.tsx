import { PackageCheck } from "lucide-react";
import type { ShoppingItem } from "../../../../shared/schemas/shopping-list";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/use-toast";
import { useRestock, useUndoRestock } from "../api/restock";
import { lineAmount } from "../lib/format";

/**
 * 'Done shopping': lists the ticked lines, then puts them in the pantry (merging with what is
 * there) and takes them off the list. The toast offers Undo, which takes exactly that back.
 */
export function DoneShoppingDialog({
  items,
  open,
  onOpenChange,
}: {
  items: ShoppingItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const restock = useRestock();
  const undo = useUndoRestock();
  const withAmount = items.filter((i) => i.qty !== null && Number(i.qty) > 0);
  const confirm = () =>
    restock.mutate(
      items.map((i) => i.id),
      {
        onSuccess: (r) => {
          onOpenChange(false);
          const n = r.restocked.length;
          toast({
            title: n ? `${n} item${n === 1 ? "" : "s"} added to your pantry` : "Shopping done",
            description: r.skipped.length ? `Without an amount, not added: ${r.skipped.join(", ")}` : "Your pantry is up to date.",
            action: { label: "Undo", altText: "Undo restocking the pantry", onClick: () => undo.mutate(r.restockId) },
          });
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={(o) => !restock.isPending && onOpenChange(o)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Done shopping?</DialogTitle>
          <DialogDescription>
            {withAmount.length === items.length
              ? "These go into your pantry and off the list."
              : "Items with an amount go into your pantry; all of these leave the list."}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="divide-y rounded-xl border" aria-label="Bought">
            {items.map((i) => (
              <li key={i.id} className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm">
                <span className="font-medium">{i.name}</span>
                <span className="text-muted-foreground tabular-nums">{lineAmount(i) || "no amount"}</span>
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={restock.isPending} onClick={() => onOpenChange(false)}>
            Keep shopping
          </Button>
          <Button disabled={restock.isPending || items.length === 0} onClick={confirm}>
            <PackageCheck aria-hidden="true" />
            {restock.isPending ? "Putting away…" : "Put in pantry"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
