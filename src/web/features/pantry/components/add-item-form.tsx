import { useRef, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { PANTRY_UNITS } from "../../../../shared/domain/pantry-units";
import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { useAddPantryItem } from "../api/add-pantry-item";
import { CaptureActions } from "./capture-actions";
import { UnitSelect } from "../../../components/unit-select";

type Unit = (typeof PANTRY_UNITS)[number];

/**
 * SPEC §5 manual add: name and quantity required; pieces rounds to a whole number.
 * Kept in component state on purpose, with the field primitives but without react-hook-form and
 * zod: this form is part of the Pantry screen's first load, and those two (about 39 kB gzip)
 * would take the screen past its 170 kB initial-JavaScript budget (bench/README.md, issue 10).
 */
export function AddItemForm() {
  const add = useAddPantryItem();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [qty, setQty] = useState("");
  const [unit, setUnit] = useState<Unit>("pieces");

  const qtyNumber = Number(qty);
  const valid = name.trim() !== "" && qty.trim() !== "" && Number.isFinite(qtyNumber) && qtyNumber >= 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || add.isPending) return;
    const rounded = roundForUnit(qtyNumber, unit);
    const submitted = { name, qty, unit };
    // Clear at once so the next item can be typed; the card appears when the server answers.
    setName("");
    setQty("");
    setUnit("pieces");
    nameRef.current?.focus();
    add.mutate(
      { productName: name.trim(), qty: formatQty(rounded), unit, source: "manual" },
      {
        // 'Failed to add item' is toasted by the hook; give the typed values back unless new ones were typed.
        onError: () => {
          if (nameRef.current?.value === "") {
            setName(submitted.name);
            setQty(submitted.qty);
            setUnit(submitted.unit);
          }
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Add an item</CardTitle>
        <CardDescription>Scan it, or type what you have on hand.</CardDescription>
      </CardHeader>
      <CardContent>
        <CaptureActions />
        <p className="my-4 flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
          or type it
        </p>
        <form onSubmit={onSubmit} className="grid gap-3" aria-label="Add pantry item">
          <FormItem controlId="pantry-name">
            <FormLabel>Name</FormLabel>
            <FormControl>
              <Input
                ref={nameRef}
                required
                autoComplete="off"
                placeholder="e.g. Spaghetti"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </FormControl>
          </FormItem>
          <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] gap-3">
            <FormItem controlId="pantry-qty">
              <FormLabel>Quantity</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  required
                  min={0}
                  step="any"
                  inputMode="decimal"
                  placeholder="1"
                  value={qty}
                  onChange={(e) => setQty(e.target.value)}
                />
              </FormControl>
            </FormItem>
            <FormItem controlId="pantry-unit">
              <FormLabel>Unit</FormLabel>
              <FormControl>
                <UnitSelect value={unit} units={PANTRY_UNITS} onChange={setUnit} />
              </FormControl>
            </FormItem>
          </div>
          <Button type="submit" className="mt-1 w-full" disabled={!valid || add.isPending}>
            <Plus aria-hidden="true" />
            {add.isPending ? "Adding..." : "Add"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
