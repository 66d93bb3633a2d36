import type { Dispatch } from "react";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import { OptionSelect } from "../../../components/option-select";
import { ReviewLineRow } from "../../../components/review-line-row";
import { UnitSelect } from "../../../components/unit-select";
import { capitalise } from "../../../lib/text";
import { formatPrice, lineProblem, unitOptions, type ReviewAction, type ReviewLine } from "../lib/review-lines";

/** One receipt line in the review: a tick box, name, price, quantity, unit (pantry units) and category. */
export function ReceiptLineRow({ line, index, dispatch }: { line: ReviewLine; index: number; dispatch: Dispatch<ReviewAction> }) {
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
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums" aria-label={`Price ${price}`}>
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
      problem={problem}
    />
  );
}
