import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Input } from "./ui/input";

/**
 * One line of a capture review (receipt lines, foods in a photo): a tick box, the name with
 * `aside` after it (a price, a confidence badge), then the quantity and the `pickers` (unit and
 * category selects), then `notes` (checks to make, where the line goes) and the line's problem
 * under them. Named as a group (`groupLabel`, e.g. "Line 2") so each field reads as "Line 2,
 * Name"; the name and quantity fields are described by the notes; ids start with `idPrefix`.
 */
export function ReviewLineRow(props: {
  testId: string;
  idPrefix: string;
  groupLabel: string;
  include: boolean;
  /** The tick box's name, e.g. "Include Whole milk". */
  includeLabel: string;
  onInclude: (include: boolean) => void;
  name: string;
  nameInvalid?: boolean;
  onName: (name: string) => void;
  aside?: ReactNode;
  qty: string;
  qtyInvalid?: boolean;
  onQty: (qty: string) => void;
  pickers: ReactNode;
  notes?: ReactNode;
  problem: string | null;
}) {
  const id = props.idPrefix;
  const describedBy = props.notes ? `${id}-notes` : undefined;
  return (
    <li data-testid={props.testId}>
      {/* The group names the row's fields; a list item cannot take the group role itself. */}
      <div
        role="group"
        aria-label={props.groupLabel}
        className={cn(
          "grid grid-cols-[2rem_minmax(0,1fr)] gap-2 rounded-2xl border bg-card p-3 transition-opacity",
          !props.include && "bg-muted/50 opacity-60",
        )}
      >
        <input
          id={`${id}-include`}
          type="checkbox"
          className="mt-3 size-5 justify-self-center accent-primary"
          checked={props.include}
          aria-label={props.includeLabel}
          onChange={(e) => props.onInclude(e.target.checked)}
        />
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            Name
          </label>
          <Input
            id={`${id}-name`}
            value={props.name}
            autoComplete="off"
            aria-invalid={props.nameInvalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onName(e.target.value)}
          />
          {props.aside}
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
            value={props.qty}
            aria-invalid={props.qtyInvalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onQty(e.target.value)}
          />
          {props.pickers}
        </div>
        {props.notes && (
          <div id={describedBy} className="col-span-2">
            {props.notes}
          </div>
        )}
        {props.problem && (
          <p className="col-span-2 text-sm text-destructive" role="alert">
            {props.problem}
          </p>
        )}
      </div>
    </li>
  );
}
