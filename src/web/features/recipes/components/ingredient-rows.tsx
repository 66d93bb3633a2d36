import { Controller, useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { RECIPE_UNITS } from "../../../../shared/domain/recipe-rules";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { emptyRow, type ManualFormValues } from "../hooks/use-manual-recipe-form";

/** Select value for "no unit" (Radix Select items cannot have an empty value). */
const NO_UNIT = "none";

/**
 * The manual recipe's ingredient rows (the `ingredients` field array of the surrounding
 * react-hook-form Form): name, quantity and a unit from SPEC §5's list (cup, tbsp, tsp, lb, oz, g,
 * ml, piece), with add and remove; removing the last row leaves one empty row. A row's amount or
 * unit error shows under it. On phones the name takes its own line.
 */
export function IngredientRows() {
  const { control, register } = useFormContext<ManualFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: "ingredients" });
  const { errors } = useFormState({ control, name: "ingredients" });
  const listError = errors.ingredients?.root?.message ?? errors.ingredients?.message;

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Ingredients</legend>
      <ol className="grid gap-3 sm:gap-2">
        {fields.map((row, index) => {
          const n = index + 1;
          const qtyError = errors.ingredients?.[index]?.qty?.message;
          const unitError = errors.ingredients?.[index]?.unit?.message;
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
                {...register(`ingredients.${index}.name`)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ingredient ${n}`}
                className="size-11 text-muted-foreground sm:order-last"
                onClick={() => (fields.length > 1 ? remove(index) : replace([emptyRow()]))}
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
                {...register(`ingredients.${index}.qty`)}
              />
              <Controller
                control={control}
                name={`ingredients.${index}.unit`}
                render={({ field }) => (
                  <Select value={field.value || NO_UNIT} onValueChange={(v) => field.onChange(v === NO_UNIT ? "" : v)}>
                    <SelectTrigger
                      aria-label={`Ingredient ${n} unit`}
                      aria-invalid={unitError ? true : undefined}
                      className={cn(!field.value && "text-muted-foreground")}
                    >
                      <SelectValue>{field.value || "No unit"}</SelectValue>
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
                )}
              />
              {(qtyError || unitError) && (
                <p id={errorId} className="col-span-full text-sm text-destructive">
                  {qtyError ?? unitError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => append(emptyRow(), { shouldFocus: false })}>
        <Plus aria-hidden="true" />
        Add ingredient
      </Button>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
    </fieldset>
  );
}
