import type { Dispatch } from "react";
import { Button } from "../../../components/ui/button";
import type { ReviewAction, ReviewLine } from "../lib/review-lines";
import { ReceiptLineRow } from "./receipt-line-row";

/** The review step: every line read from the receipt, editable, ticked to be added. */
export function ReceiptReview({ lines, dispatch }: { lines: ReviewLine[]; dispatch: Dispatch<ReviewAction> }) {
  const chosen = lines.filter((l) => l.include).length;
  const all = chosen === lines.length;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen} of {lines.length} selected
        </p>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => dispatch({ type: "toggleAll", include: !all })}>
          {all ? "Select none" : "Select all"}
        </Button>
      </div>
      <ul className="grid gap-2.5" aria-label="Items on the receipt">
        {lines.map((line, i) => (
          <ReceiptLineRow key={line.key} line={line} index={i} dispatch={dispatch} />
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Check names and amounts: reading receipts is not perfect. Untick anything you don't want to add.
      </p>
    </div>
  );
}
