import type { Dispatch } from "react";
import { PHOTO_FLOW_CATEGORIES, PHOTO_FLOW_UNITS, type PhotoFlowCategory } from "../../../../shared/domain/photo-flow";
import { Badge } from "../../../components/ui/badge";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";
import { confidenceText, photoLineProblem, type PhotoLine, type PhotoLineAction } from "../lib/photo-lines";
import { UnitSelect } from "../../../components/unit-select";

/** One recognised food: tick box, name, confidence, quantity, unit and category (photo-flow lists). */
export function PhotoLineRow({ line, index, dispatch }: { line: PhotoLine; index: number; dispatch: Dispatch<PhotoLineAction> }) {
  const id = `photo-${line.key}`;
  const problem = line.include ? photoLineProblem(line) : null;
  const edit = (patch: Extract<PhotoLineAction, { type: "edit" }>["patch"]) => dispatch({ type: "edit", key: line.key, patch });
  const confidence = confidenceText(line.confidence);
  return (
    <li data-testid="photo-line">
      {/* The group names the row's fields ("Food 2, Name"); a list item cannot take the group role itself. */}
      <div
        role="group"
        aria-label={`Food ${index + 1}`}
        className={cn(
          "grid grid-cols-[2rem_minmax(0,1fr)] gap-2 rounded-2xl border bg-card p-3",
          !line.include && "bg-muted/50 opacity-60",
        )}
      >
        <input
          type="checkbox"
          className="mt-3 size-5 justify-self-center accent-primary"
          checked={line.include}
          aria-label={`Include ${line.name.trim() || `food ${index + 1}`}`}
          onChange={(e) => dispatch({ type: "toggle", key: line.key, include: e.target.checked })}
        />
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            Name
          </label>
          <Input id={`${id}-name`} value={line.name} autoComplete="off" onChange={(e) => edit({ name: e.target.value })} />
          <Badge
            variant={line.confidence >= 0.7 ? "green" : line.confidence >= 0.4 ? "amber" : "red"}
            aria-label={`Confidence ${confidence}`}
            title="How sure the recogniser is"
          >
            {confidence}
          </Badge>
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
            onChange={(e) => edit({ qty: e.target.value })}
          />
          <UnitSelect value={line.unit} units={PHOTO_FLOW_UNITS} onChange={(unit) => edit({ unit })} className="px-2.5 text-sm" />
          <Select value={line.category} onValueChange={(category) => edit({ category: category as PhotoFlowCategory })}>
            <SelectTrigger aria-label="Category" className="px-2.5 text-sm">
              <SelectValue>{line.category}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {PHOTO_FLOW_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {c}
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
