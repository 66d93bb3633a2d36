import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useAddShoppingItem } from "../api/add-shopping-item";
import { UnitSelect } from "../../../components/unit-select";

/** Units offered when adding by hand (the pantry's units plus metric volumes). */
export const LINE_UNITS = ["pieces", "g", "kg", "ml", "l", "cups", "lbs", "oz", "cans", "jars", "packs"] as const;

/** Quick add: a name, and optionally an amount and unit. Keeps focus in the name field for the next item. */
export function AddItemForm() {
  const add = useAddShoppingItem();
  const [name, setName] = useState("");
  const [qty, setQty] = useState("");
  const [unit, setUnit] = useState<string>("pieces");
  const qtyValid = qty.trim() === "" || (Number.isFinite(Number(qty)) && Number(qty) >= 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !qtyValid) return;
    add.mutate(
      { name: name.trim(), qty: qty.trim() === "" ? null : qty.trim(), unit: qty.trim() === "" ? null : unit },
      {
        onSuccess: () => {
          setName("");
          setQty("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="rounded-2xl border bg-card p-3 shadow-xs" aria-label="Add to the list">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]">
        <div className="col-span-3 grid gap-1 sm:col-span-1">
          <Label htmlFor="shopping-add-name" className="sr-only">
            Item
          </Label>
          <Input
            id="shopping-add-name"
            value={name}
            autoComplete="off"
            placeholder="Add an item, e.g. Bananas"
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="shopping-add-qty" className="sr-only">
            Amount
          </Label>
          <Input
            id="shopping-add-qty"
            value={qty}
            inputMode="decimal"
            placeholder="Qty"
            aria-invalid={!qtyValid || undefined}
            onChange={(e) => setQty(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="shopping-add-unit" className="sr-only">
            Unit
          </Label>
          <UnitSelect id="shopping-add-unit" value={unit} units={LINE_UNITS} onChange={setUnit} />
        </div>
        <Button type="submit" disabled={!name.trim() || !qtyValid || add.isPending}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </form>
  );
}
