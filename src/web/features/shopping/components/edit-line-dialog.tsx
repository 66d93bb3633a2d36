import { useState, type FormEvent } from "react";
import { Trash2 } from "lucide-react";
import { AISLE_LABELS } from "../../../../shared/domain/shopping-aisles";
import { SHOPPING_AISLES, type ShoppingAisle, type ShoppingItem } from "../../../../shared/schemas/shopping-list";
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
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";
import { useDeleteShoppingItem } from "../api/delete-shopping-item";
import { useUpdateShoppingItem } from "../api/update-shopping-item";
import { LINE_UNITS } from "./add-item-form";
import { OptionSelect } from "../../../components/option-select";
import { UnitSelect } from "../../../components/unit-select";

/**
 * Edit one line: name, amount and unit (an amount set here is kept when 'Add what's missing'
 * runs again), note, aisle. Removing asks for a second press first.
 */
export function EditLineDialog({ item, onClose }: { item: ShoppingItem; onClose: () => void }) {
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const [name, setName] = useState(item.name);
  const [qty, setQty] = useState(item.qty ?? "");
  const [unit, setUnit] = useState(item.unit ?? "pieces");
  const [note, setNote] = useState(item.note ?? "");
  const [aisle, setAisle] = useState<ShoppingAisle>(item.category);
  const [confirming, setConfirming] = useState(false);
  const qtyValid = qty.trim() === "" || (Number.isFinite(Number(qty)) && Number(qty) >= 0);
  const units: string[] = (LINE_UNITS as readonly string[]).includes(unit) ? [...LINE_UNITS] : [unit, ...LINE_UNITS];

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !qtyValid) return;
    const amountChanged = qty.trim() !== (item.qty ?? "") || (qty.trim() !== "" && unit !== item.unit);
    update.mutate({
      itemId: item.id,
      ...(name.trim() !== item.name ? { name: name.trim() } : {}),
      ...(amountChanged ? { qty: qty.trim() === "" ? null : qty.trim(), unit: qty.trim() === "" ? null : unit } : {}),
      ...(note.trim() !== (item.note ?? "") ? { note: note.trim() } : {}),
      ...(aisle !== item.category ? { category: aisle } : {}),
    } as Parameters<typeof update.mutate>[0]);
    onClose();
  };

  const doRemove = () => {
    remove.mutate(item.id, { onSuccess: () => toast({ title: "Removed from the list", description: item.name }) });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit {item.name}</DialogTitle>
          <DialogDescription>Amounts you set here stay when the list is worked out again.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="line-name">Name</Label>
              <Input
                id="line-name"
                value={name}
                maxLength={120}
                autoComplete="off"
                onChange={(e) => setName(e.target.value)}
                aria-invalid={!name.trim() || undefined}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="line-qty">Amount</Label>
                <Input
                  id="line-qty"
                  value={qty}
                  inputMode="decimal"
                  placeholder="Any"
                  onChange={(e) => setQty(e.target.value)}
                  aria-invalid={!qtyValid || undefined}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="line-unit">Unit</Label>
                <UnitSelect id="line-unit" value={unit} units={units} onChange={setUnit} />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="line-note">
                Note <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id="line-note"
                value={note}
                maxLength={300}
                placeholder="e.g. the big pack"
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="line-aisle">Aisle</Label>
              <OptionSelect
                id="line-aisle"
                value={aisle}
                options={SHOPPING_AISLES}
                optionLabel={(a) => AISLE_LABELS[a]}
                onChange={setAisle}
              />
            </div>
          </DialogBody>
          <DialogFooter className="sm:justify-between">
            {confirming ? (
              <Button variant="destructive" onClick={doRemove}>
                <Trash2 aria-hidden="true" />
                Yes, remove it
              </Button>
            ) : (
              <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
            <div className="flex gap-2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!name.trim() || !qtyValid}>
                Save
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
