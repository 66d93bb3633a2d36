import { useState } from "react";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { ownValue } from "../../../../shared/own-key";
import { amountText } from "../../../../shared/domain/amount-words";
import { ingredientPhrase } from "../../../../shared/domain/ingredient-phrase";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
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
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useCookingPreview, useMarkCooked, useUndoCooked } from "../api/cook-meal";
import { entryTitle } from "./meal-entry-chip";

const REASONS = {
  "not-in-pantry": "not in your pantry",
  "no-amount": "no amount in the recipe",
  "unit-mismatch": "units don't convert",
} as const;

/**
 * Mark-cooked confirmation (issue 7 item 3): lists what will be taken from the pantry (scaled to
 * the entry's servings, in each item's unit; the recipe's amount said the way a cook writes it,
 * shared/domain/ingredient-phrase.ts), lets the user change each amount, then marks the meal
 * cooked. The toast says what was taken exactly ("2 eggs, 0.4 kg rice") and offers Undo, which
 * gives back exactly what was taken.
 */
export function CookDialog({ entry, onClose }: { entry: MealPlanEntry | null; onClose: () => void }) {
  const preview = useCookingPreview(entry?.id ?? null);
  const cook = useMarkCooked();
  const undo = useUndoCooked();
  const [edits, setEdits] = useState<Record<string, string>>({});
  if (!entry) return null;
  const lines = preview.data?.deductions ?? [];
  const taking = lines.filter((l) => l.pantryItemId && l.reason === null);
  const skipped = lines.filter((l) => l.reason !== null);
  const close = () => {
    setEdits({});
    onClose();
  };
  const confirm = () => {
    const deductions = taking.map((l) => ({
      pantryItemId: l.pantryItemId!,
      take: Math.max(0, Number(edits[l.pantryItemId!] ?? l.take) || 0),
    }));
    cook.mutate(
      { entry, deductions: Object.keys(edits).length > 0 ? deductions : undefined },
      {
        onSuccess: ({ entry: cooked, changes }) => {
          close();
          toast({
            title: "Marked as cooked",
            description:
              changes.length > 0
                ? `Taken from the pantry: ${changes.map((c) => ingredientPhrase({ qty: Number(c.taken), unit: c.unit, name: c.productName }, true)).join(", ")}`
                : "Nothing was taken from the pantry.",
            action: { label: "Undo", altText: "Undo cooking", onClick: () => undo.mutate(cooked.id) },
          });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cook {entryTitle(entry)}</DialogTitle>
          <DialogDescription>
            {entry.servings} servings. These amounts come out of your pantry; change any before confirming.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          {preview.isPending ? (
            <p className="text-sm text-muted-foreground">Checking your pantry…</p>
          ) : preview.isError ? (
            <ErrorAlert>{errorMessage(preview.error)}</ErrorAlert>
          ) : taking.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing in your pantry matches this meal's ingredients.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Taken from the pantry">
              {taking.map((l) => (
                <li key={`${l.ingredient}-${l.pantryItemId}`} className="flex items-center gap-3 rounded-xl border px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{l.productName}</span>
                    <span className="text-xs text-muted-foreground">
                      has {amountText({ qty: l.itemQty, unit: l.unit }, true)} · recipe:{" "}
                      {ingredientPhrase({ qty: l.needed, unit: l.neededUnit, name: l.ingredient })}
                    </span>
                  </span>
                  <Input
                    aria-label={`Amount of ${l.productName} to take`}
                    className="w-20"
                    type="number"
                    min={0}
                    step="any"
                    inputMode="decimal"
                    value={edits[l.pantryItemId!] ?? String(l.take)}
                    onChange={(e) => setEdits((s) => ({ ...s, [l.pantryItemId!]: e.target.value }))}
                  />
                  <span className="w-10 text-xs text-muted-foreground">{l.unit}</span>
                </li>
              ))}
            </ul>
          )}
          {skipped.length > 0 && (
            <p className="text-xs text-muted-foreground">
              Not taken: {skipped.map((l) => `${l.ingredient} (${ownValue(REASONS, l.reason ?? "") ?? "not taken"})`).join(", ")}.
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={cook.isPending || preview.isPending}>
            {cook.isPending ? "Saving..." : "Mark cooked"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
