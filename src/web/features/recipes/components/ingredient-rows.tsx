import { Plus, X } from "lucide-react";
import { RECIPE_UNITS } from "../../../../shared/domain/recipe-rules";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import type { IngredientRow } from "../hooks/use-manual-recipe-form";

/** Select value for "no unit" (Radix Select items cannot have an empty value). */
const NO_UNIT = "none";

/**
 * The manual recipe's ingredient rows: name, quantity and a unit from SPEC §5's list (cup, tbsp,
 * tsp, lb, oz, g, ml, piece), with add and remove. On phones the name takes its own line.
 * `errors` is keyed "ingredients.{index}.{field}".
 */
export function IngredientRows({
  rows,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  rows: IngredientRow[];
  errors: Record<string, string>;
  onChange: (key: number, patch: Partial<Omit<IngredientRow, "key">>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Ingredients</legend>
      <ol className="grid gap-3 sm:gap-2">
        {rows.map((row, index) => {
          const n = index + 1;
          const qtyError = errors[`ingredients.${index}.qty`];
          const unitError = errors[`ingredients.${index}.unit`];
          const errorId = `manual-ing-${row.key}-error`;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] gap-2 border-b border-dashed pb-3 last:border-b-0 last:pb-0 sm:border-b-0 sm:pb-0 sm:grid-cols-[minmax(0,1fr)_5.5rem_7rem_2.75rem]"
            >
              <Input
                id={`manual-ing-${row.key}-name`}
                aria-label={`Ingredient ${n} name`}
                placeholder="e.g. Flour"
                autoComplete="off"
                className="col-span-2 sm:col-span-1"
                value={row.name}
                onChange={(e) => onChange(row.key, { name: e.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ingredient ${n}`}
                className="size-11 text-muted-foreground sm:order-last"
                onClick={() => onRemove(row.key)}
              >
                <X aria-hidden="true" />
              </Button>
              <Input
                id={`manual-ing-${row.key}-qty`}
                aria-label={`Ingredient ${n} amount`}
                placeholder="Amount"
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={qtyError ? true : undefined}
                aria-describedby={qtyError || unitError ? errorId : undefined}
                value={row.qty}
                onChange={(e) => onChange(row.key, { qty: e.target.value })}
              />
              <Select value={row.unit || NO_UNIT} onValueChange={(v) => onChange(row.key, { unit: v === NO_UNIT ? "" : v })}>
                <SelectTrigger
                  aria-label={`Ingredient ${n} unit`}
                  aria-invalid={unitError ? true : undefined}
                  className={cn(!row.unit && "text-muted-foreground")}
                >
                  <SelectValue>{row.unit || "No unit"}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_UNIT}>No unit</SelectItem>
                  {RECIPE_UNITS.map((u) => (
                    <SelectItem key={u} value={u}>
                      {u}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {(qtyError || unitError) && (
                <p id={errorId} className="col-span-full text-sm text-destructive">
                  {qtyError ?? unitError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add ingredient
      </Button>
      {errors.ingredients && <p className="text-sm text-destructive">{errors.ingredients}</p>}
    </fieldset>
  );
}
