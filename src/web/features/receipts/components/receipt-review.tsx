import type { Dispatch } from "react";
import { receiptLineFlags } from "../../../../shared/domain/receipt-line";
import { Button } from "../../../components/ui/button";
import type { LineDestination } from "../lib/line-destinations";
import type { ReviewAction, ReviewLine } from "../lib/review-lines";
import { ReceiptLineRow } from "./receipt-line-row";

/**
 * The review step: every line read from the receipt, editable, ticked to be added, each with its
 * checks and where it will go (`destinations`, one per line); how many ticked lines need a check.
 */
export function ReceiptReview({
  lines,
  destinations,
  dispatch,
}: {
  lines: ReviewLine[];
  destinations: readonly (LineDestination | null)[];
  dispatch: Dispatch<ReviewAction>;
}) {
  const chosen = lines.filter((l) => l.include).length;
  const all = chosen === lines.length;
  const toCheck = lines.filter((l) => l.include && receiptLineFlags(l).length > 0).length;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen} of {lines.length} selected
          {toCheck > 0 && (
            <span className="font-medium text-warning-soft-foreground"> · {toCheck === 1 ? "1 line" : `${toCheck} lines`} to check</span>
          )}
        </p>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => dispatch({ type: "toggleAll", include: !all })}>
          {all ? "Select none" : "Select all"}
        </Button>
      </div>
      <ul className="grid gap-2.5" aria-label="Items on the receipt">
        {lines.map((line, i) => (
          <ReceiptLineRow key={line.key} line={line} index={i} destination={destinations[i] ?? null} dispatch={dispatch} />
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Check names and amounts: reading receipts is not perfect. Untick anything you don't want to add.
      </p>
    </div>
  );
}
