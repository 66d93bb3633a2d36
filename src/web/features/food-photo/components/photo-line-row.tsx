import type { Dispatch } from "react";
import { PHOTO_FLOW_CATEGORIES, PHOTO_FLOW_UNITS } from "../../../../shared/domain/photo-flow";
import { OptionSelect } from "../../../components/option-select";
import { ReviewLineRow } from "../../../components/review-line-row";
import { Badge } from "../../../components/ui/badge";
import { UnitSelect } from "../../../components/unit-select";
import { confidenceText, photoLineProblem, type PhotoLine, type PhotoLineAction } from "../lib/photo-lines";

/** One recognised food: tick box, name, confidence, quantity, unit and category (photo-flow lists). */
export function PhotoLineRow({ line, index, dispatch }: { line: PhotoLine; index: number; dispatch: Dispatch<PhotoLineAction> }) {
  const problem = line.include ? photoLineProblem(line) : null;
  const edit = (patch: Extract<PhotoLineAction, { type: "edit" }>["patch"]) => dispatch({ type: "edit", key: line.key, patch });
  const confidence = confidenceText(line.confidence);
  return (
    <ReviewLineRow
      testId="photo-line"
      idPrefix={`photo-${line.key}`}
      groupLabel={`Food ${index + 1}`}
      include={line.include}
      includeLabel={`Include ${line.name.trim() || `food ${index + 1}`}`}
      onInclude={(include) => dispatch({ type: "toggle", key: line.key, include })}
      name={line.name}
      onName={(name) => edit({ name })}
      aside={
        <Badge
          variant={line.confidence >= 0.7 ? "green" : line.confidence >= 0.4 ? "amber" : "red"}
          aria-label={`Confidence ${confidence}`}
          title="How sure the recogniser is"
        >
          {confidence}
        </Badge>
      }
      qty={line.qty}
      onQty={(qty) => edit({ qty })}
      pickers={
        <>
          <UnitSelect value={line.unit} units={PHOTO_FLOW_UNITS} onChange={(unit) => edit({ unit })} className="px-2.5 text-sm" />
          <OptionSelect
            label="Category"
            value={line.category}
            options={PHOTO_FLOW_CATEGORIES}
            onChange={(category) => edit({ category })}
            className="px-2.5 text-sm"
          />
        </>
      }
      problem={problem}
    />
  );
}
