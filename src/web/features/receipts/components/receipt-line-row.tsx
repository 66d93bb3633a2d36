import type { Dispatch } from "react";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { formatPrice, lineProblem, unitOptions, type ReviewAction, type ReviewLine } from "../lib/review-lines";
import { UnitSelect } from "../../../components/unit-select";

const label = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/** One receipt line in the review: a tick box, name, quantity, unit (pantry units) and category. */
export function ReceiptLineRow({ line, index, dispatch }: { line: ReviewLine; index: number; dispatch: Dispatch<ReviewAction> }) {
  const id = `receipt-${line.key}`;
  const problem = line.include ? lineProblem(line) : null;
  const price = formatPrice(line.priceCents);
  const edit = (patch: Extract<ReviewAction, { type: "edit" }>["patch"]) => dispatch({ type: "edit", key: line.key, patch });
  return (
    <li data-testid="receipt-line">
      {/* The group names the row's fields ("Line 2, Name"); a list item cannot take the group role itself. */}
      <div
        role="group"
        aria-label={`Line ${index + 1}`}
        className={cn(
          "grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2 gap-y-2 rounded-2xl border bg-card p-3 transition-opacity",
          !line.include && "bg-muted/50 opacity-60",
        )}
      >
        <input
          id={`${id}-include`}
          type="checkbox"
          className="mt-3 size-5 justify-self-center accent-primary"
          checked={line.include}
          aria-label={`Include ${line.name.trim() || `line ${index + 1}`}`}
          onChange={(e) => dispatch({ type: "toggle", key: line.key, include: e.target.checked })}
        />
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            Name
          </label>
          <Input
            id={`${id}-name`}
            value={line.name}
            autoComplete="off"
            aria-invalid={problem === "Name is required" || undefined}
            onChange={(e) => edit({ name: e.target.value })}
          />
          {price && (
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums" aria-label={`Price ${price}`}>
              {price}
            </span>
          )}
        </div>
        <div className="col-span-2 grid grid-cols-[4rem_5.75rem_minmax(0,1fr)] gap-2">
          <label htmlFor={`${id}-qty`} className="sr-only">
            Quantity
          </label>
          <Input
            id={`${id}-qty`}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={line.qty}
            aria-invalid={problem?.startsWith("Enter") || undefined}
            onChange={(e) => edit({ qty: e.target.value })}
          />
          <UnitSelect value={line.unit} units={unitOptions(line.unit)} onChange={(unit) => edit({ unit })} className="px-2.5 text-sm" />
          <Select value={line.category} onValueChange={(category) => edit({ category: category as PantryCategory })}>
            <SelectTrigger aria-label="Category" className="px-2.5 text-sm">
              <SelectValue>{label(line.category)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {PANTRY_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {label(c)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {problem && (
          <p className="col-span-2 text-sm text-destructive" role="alert">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
