import { Minus, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { displayQty, displayUnit } from "../lib/format";

/**
 * −/+ stepper around the quantity and unit (SPEC §5: ± one step for the unit — shared/domain/pantry-qty.ts qtyStep — floor 0).
 * `fixedWidth` (the compact list) gives the amount one width, so the steppers of a list line up,
 * with the unit under the number (long measure words abbreviated: "6 tbsp") so it is not cut off.
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
        className={cn(
          "px-1 text-center text-sm font-semibold tabular-nums",
          fixedWidth ? "flex w-[4.5rem] flex-col leading-tight" : "min-w-[3.5rem]",
        )}
        aria-live="polite"
        data-testid="item-qty"
      >
        {displayQty(qty)}{" "}
        <UnitWord qty={qty} unit={unit} short={fixedWidth} />
      </span>
      <Button variant="ghost" size="icon-sm" aria-label={`Increase ${name}`} disabled={disabled} onClick={() => onStep(1)}>
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The unit beside the amount; a short form ("tbsp") is shown, and the full word read out. */
function UnitWord({ qty, unit, short }: { qty: string; unit: string; short: boolean }) {
  const full = displayUnit(qty, unit);
  const shown = displayUnit(qty, unit, short);
  if (shown === full) return <span className={cn("font-normal text-muted-foreground", short && "truncate text-xs")}>{full}</span>;
  return (
    <>
      <span className="truncate text-xs font-normal text-muted-foreground" aria-hidden="true" title={full}>
        {shown}
      </span>
      <span className="sr-only">{full}</span>
    </>
  );
}
