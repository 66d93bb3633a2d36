import { Minus, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { displayQty, displayUnit } from "../lib/format";

/**
 * −/+ stepper around the quantity and unit (SPEC §5: ± one step for the unit — shared/domain/pantry-qty.ts qtyStep — floor 0).
 * `fixedWidth` (the compact list) gives the amount one width, so the steppers of a list line up.
 */
export function QtyStepper({
  name,
  qty,
  unit,
  onStep,
  disabled = false,
  fixedWidth = false,
}: {
  name: string;
  qty: string;
  unit: string;
  onStep: (direction: 1 | -1) => void;
  disabled?: boolean;
  fixedWidth?: boolean;
}) {
  const value = Number(qty);
  return (
    <div className="inline-flex items-center rounded-xl border bg-muted/50 p-0.5" role="group" aria-label={`Change amount of ${name}`}>
      <Button variant="ghost" size="icon-sm" aria-label={`Decrease ${name}`} disabled={disabled || !(value > 0)} onClick={() => onStep(-1)}>
        <Minus aria-hidden="true" />
      </Button>
      <span
        className={cn("px-1 text-center text-sm font-semibold tabular-nums", fixedWidth ? "w-[4.5rem] truncate" : "min-w-[3.5rem]")}
        aria-live="polite"
        data-testid="item-qty"
      >
        {displayQty(qty)} <span className="font-normal text-muted-foreground">{displayUnit(qty, unit)}</span>
      </span>
      <Button variant="ghost" size="icon-sm" aria-label={`Increase ${name}`} disabled={disabled} onClick={() => onStep(1)}>
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
