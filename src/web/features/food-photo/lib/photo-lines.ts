import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import { pantryCategoryOf, pantryUnitOf, type PhotoFlowCategory, type PhotoFlowUnit } from "../../../../shared/domain/photo-flow";
import type { FoodRecognitionResult } from "../../../../shared/schemas/food-photo";
import type { BulkAddItem } from "../../../../shared/schemas/pantry";

/** One recognised food in the review: editable, ticked to be added. */
export interface PhotoLine {
  key: string;
  include: boolean;
  name: string;
  /** As typed (a number as text). */
  qty: string;
  unit: PhotoFlowUnit;
  category: PhotoFlowCategory;
  /** 0–1 as the recogniser said. */
  confidence: number;
}

export type PhotoLineAction =
  | { type: "edit"; key: string; patch: Partial<Pick<PhotoLine, "name" | "qty" | "unit" | "category">> }
  | { type: "toggle"; key: string; include: boolean }
  | { type: "reset"; lines: PhotoLine[] };

/** Guesses below this confidence (0–1) start unticked: the person opts in (issue 23). */
export const TICK_FROM_CONFIDENCE = 0.5;

/** Review lines from recognition results (or the sample list); ticked when confidence ≥ TICK_FROM_CONFIDENCE. */
export function linesFromResults(results: readonly FoodRecognitionResult[]): PhotoLine[] {
  return results.map((r, i) => ({
    key: `food-${i}`,
    include: r.confidence >= TICK_FROM_CONFIDENCE,
    name: r.name,
    qty: formatQty(r.qty),
    unit: r.unit,
    category: r.category,
    confidence: r.confidence,
  }));
}

/** The review's state changes: edit a line, tick or untick it, start over with new lines. */
export function photoLinesReducer(lines: PhotoLine[], action: PhotoLineAction): PhotoLine[] {
  switch (action.type) {
    case "edit":
      return lines.map((l) => (l.key === action.key ? { ...l, ...action.patch } : l));
    case "toggle":
      return lines.map((l) => (l.key === action.key ? { ...l, include: action.include } : l));
    case "reset":
      return action.lines;
  }
}

/** Why a ticked line cannot be added, or null. */
export function photoLineProblem(line: Pick<PhotoLine, "name" | "qty">): string | null {
  if (!line.name.trim()) return "Name is required";
  const qty = Number(line.qty);
  if (line.qty.trim() === "" || !Number.isFinite(qty) || qty < 0) return "Enter a quantity of 0 or more";
  return null;
}

/** The ticked lines as bulk-add items, in pantry categories and units (pantryCategoryOf / pantryUnitOf). */
export function photoItemsToAdd(lines: readonly PhotoLine[]): BulkAddItem[] {
  return lines
    .filter((l) => l.include)
    .map((l) => {
      const unit = pantryUnitOf(l.unit);
      return {
        productName: l.name.trim(),
        qty: formatQty(roundForUnit(Number(l.qty), unit)),
        unit,
        category: pantryCategoryOf(l.category),
      };
    });
}

/** "92%" for a 0–1 confidence. */
export function confidenceText(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}
