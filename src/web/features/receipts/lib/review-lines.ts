import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import { cleanReceiptName } from "../../../../shared/domain/receipt-line";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { PANTRY_UNITS, type BulkAddItem } from "../../../../shared/schemas/pantry";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";

/** One receipt line in the review step: editable, and ticked to be added. */
export interface ReviewLine {
  key: string;
  include: boolean;
  name: string;
  /** As typed (a number as text). */
  qty: string;
  unit: string;
  category: PantryCategory;
  priceCents: number | null;
}

export type ReviewAction =
  | { type: "edit"; key: string; patch: Partial<Pick<ReviewLine, "name" | "qty" | "unit" | "category">> }
  | { type: "toggle"; key: string; include: boolean }
  | { type: "toggleAll"; include: boolean }
  | { type: "reset"; lines: ReviewLine[] };

const isCategory = (c: string): c is PantryCategory => (PANTRY_CATEGORIES as readonly string[]).includes(c);

/**
 * Review lines from the AI analysis, all ticked, names cleaned of item codes, counts and prices
 * (cleanReceiptName: the AI provider's names get the same cleaning as the local parser's).
 */
export function linesFromReceipt(items: readonly ReceiptItem[]): ReviewLine[] {
  return items.map((item, i) => ({
    key: `line-${i}`,
    include: true,
    name: cleanReceiptName(item.name, item.qty),
    qty: formatQty(roundForUnit(item.qty, item.unit)),
    unit: item.unit,
    category: isCategory(item.category) ? item.category : "other",
    priceCents: item.priceCents,
  }));
}

/** The review step's state changes: edit a line, tick or untick one or all, start over. */
export function reviewReducer(lines: ReviewLine[], action: ReviewAction): ReviewLine[] {
  switch (action.type) {
    case "edit":
      return lines.map((l) => (l.key === action.key ? { ...l, ...action.patch } : l));
    case "toggle":
      return lines.map((l) => (l.key === action.key ? { ...l, include: action.include } : l));
    case "toggleAll":
      return lines.map((l) => ({ ...l, include: action.include }));
    case "reset":
      return action.lines;
  }
}

/** Why a ticked line cannot be added (shown under it), or null. */
export function lineProblem(line: Pick<ReviewLine, "name" | "qty">): string | null {
  if (!line.name.trim()) return "Name is required";
  const qty = Number(line.qty);
  if (line.qty.trim() === "" || !Number.isFinite(qty) || qty < 0) return "Enter a quantity of 0 or more";
  return null;
}

/** Units offered for a line: the pantry's, plus the line's own when it is another (e.g. "tbsp"). */
export function unitOptions(unit: string): string[] {
  return (PANTRY_UNITS as readonly string[]).includes(unit) ? [...PANTRY_UNITS] : [unit, ...PANTRY_UNITS];
}

/** The ticked lines as POST /api/pantry/bulk-add items (pieces rounded to whole numbers). */
export function itemsToAdd(lines: readonly ReviewLine[]): { items: BulkAddItem[]; names: string[] } {
  const chosen = lines.filter((l) => l.include);
  return {
    items: chosen.map((l) => ({
      productName: l.name.trim(),
      qty: formatQty(roundForUnit(Number(l.qty), l.unit)),
      unit: l.unit,
      category: l.category,
    })),
    names: chosen.map((l) => l.name.trim()),
  };
}

/** Ticked lines, and whether every one of them can be added. */
export function reviewSummary(lines: readonly ReviewLine[]): { chosen: number; valid: boolean } {
  const chosen = lines.filter((l) => l.include);
  return { chosen: chosen.length, valid: chosen.every((l) => lineProblem(l) === null) };
}

/** "3.49" style price of a line (the receipt's minor unit as cents), or null. */
export function formatPrice(priceCents: number | null): string | null {
  return priceCents === null ? null : (priceCents / 100).toFixed(2);
}
