import type { Dispatch } from "react";
import { ArrowRightLeft, CirclePlus, TriangleAlert } from "lucide-react";
import { receiptLineFlags } from "../../../../shared/domain/receipt-line";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import { OptionSelect } from "../../../components/option-select";
import { ReviewLineRow } from "../../../components/review-line-row";
import { UnitSelect } from "../../../components/unit-select";
import { capitalise } from "../../../lib/text";
import { destinationText, type LineDestination } from "../lib/line-destinations";
import { formatPrice, lineProblem, unitOptions, type ReviewAction, type ReviewLine } from "../lib/review-lines";

/**
 * What to check on a ticked line (receiptLineFlags: an implausible quantity, a name we don't
 * recognise) and where it goes ("New item" / "Adds to Tomatoes: 6 → 8 pieces"), as text under the
 * fields; the name and quantity fields are described by it.
 */
function LineNotes({ line, destination }: { line: ReviewLine; destination: LineDestination | null }) {
  if (!line.include) return null;
  const flags = receiptLineFlags(line);
  return (
    <div className="grid gap-1 text-sm">
      {flags.map((f) => (
        <p
          key={f.kind}
          data-testid={`receipt-flag-${f.kind}`}
          className="flex items-start gap-1.5 rounded-lg bg-warning-soft px-2 py-1 text-warning-soft-foreground"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {f.text}
        </p>
      ))}
      {destination && (
        <p data-testid="receipt-destination" className="flex items-center gap-1.5 text-muted-foreground">
          {destination.kind === "new" ? (
            <CirclePlus className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <ArrowRightLeft className="size-4 shrink-0" aria-hidden="true" />
          )}
          {destinationText(destination)}
        </p>
      )}
    </div>
  );
}

/**
 * One receipt line in the review: a tick box, name, price, quantity, unit (pantry units) and
 * category, then its checks and destination (LineNotes).
 */
export function ReceiptLineRow({
  line,
  index,
  destination,
  dispatch,
}: {
  line: ReviewLine;
  index: number;
  destination: LineDestination | null;
  dispatch: Dispatch<ReviewAction>;
}) {
  const problem = line.include ? lineProblem(line) : null;
  const price = formatPrice(line.priceCents);
  const edit = (patch: Extract<ReviewAction, { type: "edit" }>["patch"]) => dispatch({ type: "edit", key: line.key, patch });
  return (
    <ReviewLineRow
      testId="receipt-line"
      idPrefix={`receipt-${line.key}`}
      groupLabel={`Line ${index + 1}`}
      include={line.include}
      includeLabel={`Include ${line.name.trim() || `line ${index + 1}`}`}
      onInclude={(include) => dispatch({ type: "toggle", key: line.key, include })}
      name={line.name}
      nameInvalid={problem === "Name is required"}
      onName={(name) => edit({ name })}
      aside={
        price && (
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
            <span className="sr-only">Price </span>
            {price}
          </span>
        )
      }
      qty={line.qty}
      qtyInvalid={problem?.startsWith("Enter")}
      onQty={(qty) => edit({ qty })}
      pickers={
        <>
          <UnitSelect value={line.unit} units={unitOptions(line.unit)} onChange={(unit) => edit({ unit })} className="px-2.5 text-sm" />
          <OptionSelect
            label="Category"
            value={line.category}
            options={PANTRY_CATEGORIES}
            optionLabel={capitalise}
            onChange={(category) => edit({ category })}
            className="px-2.5 text-sm"
          />
        </>
      }
      notes={line.include ? <LineNotes line={line} destination={destination} /> : undefined}
      problem={problem}
    />
  );
}
