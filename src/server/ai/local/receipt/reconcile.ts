// The receipt's own arithmetic as a check on misread line totals: the printed total (or
// subtotal) is the sum of the item lines, and each item's total is its count × unit price. When
// exactly one item's count × unit price does not give its read total, and the amount the printed
// total leaves for it does, that amount is what was printed ("25 X RM 12.50" over a total read
// "RM2.50", with "TOTAL RM141.50" and one other item of 79.00: the item was 62.50).

import type { DraftItem } from "./assemble";
import { amountsAgree } from "./quantity";

/** Words that mark a printed total, also one OCR slip away ("TOTA:", "TOTSL", "SUB-TOTAL"). */
const TOTAL_WORD = /(^|[^A-Z])(SUB[ -]?)?(TOTAL|TOTA|T0TAL|TOTSL|TOTOL|TOTA1)([^A-Z]|$)/;

/** Largest count tried when the printed count itself was misread (a till line rarely sells more). */
export const MAX_IMPLIED_COUNT = 20;

/**
 * Amounts printed on total lines (normalised lines holding TOTAL / SUBTOTAL, also misread as
 * "TOTA", "TOTSL"): the last amount on the line in cents, also when OCR lost its decimal point
 * ("TOTAL: 3045" → 3045 cents, 3–6 digits). Order kept; duplicates removed. Never throws.
 */
export function printedTotals(lines: readonly string[]): number[] {
  const out = new Set<number>();
  for (const line of lines) {
    if (!TOTAL_WORD.test(line) || /%\s*$/.test(line)) continue;
    const m = /(\d{1,6})[.,](\d{2})\s*[A-Z*]{0,2}$/.exec(line) ?? /(?:^|[\s:])(\d{3,6})$/.exec(line);
    if (!m) continue;
    const cents = m[2] !== undefined ? Number(m[1]) * 100 + Number(m[2]) : Number(m[1]);
    if (cents > 0) out.add(cents);
  }
  return [...out];
}

/** The count, if any, whose product with one of the unit prices gives `total`: the read count first, then 1..MAX_IMPLIED_COUNT. */
function countFor(item: DraftItem, total: number): number | null {
  const counts = [item.qty, ...Array.from({ length: MAX_IMPLIED_COUNT }, (_, i) => i + 1)];
  for (const k of counts) for (const u of item.unitPrices) if (Number.isInteger(k) && k > 0 && amountsAgree(k * u, total)) return k;
  return null;
}

/**
 * Items with at most one line total corrected by the receipt's arithmetic (see the file note).
 * Input: item drafts in receipt order and the receipt's printed totals (printedTotals). A fix is
 * made only when (1) the items do not already add up to any printed total, (2) exactly one item
 * has a printed unit price whose multiples miss its read total, and (3) for some printed total
 * the amount left for that item (total − the other items) is positive and is a count × one of its
 * unit prices (the read count, or 1–MAX_IMPLIED_COUNT). The item then takes that amount and
 * count. Otherwise the items are returned unchanged. Pure; never throws.
 */
export function reconcileWithTotal(items: readonly DraftItem[], totals: readonly number[]): DraftItem[] {
  const sum = items.reduce((s, it) => s + it.totalCents, 0);
  if (totals.length === 0 || totals.includes(sum)) return [...items];
  const suspects = items.map((it, i) => (!it.checked && it.unitPrices.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (suspects.length !== 1) return [...items];
  const i = suspects[0];
  const item = items[i];
  for (const total of totals) {
    const left = total - (sum - item.totalCents);
    if (left <= 0 || left === item.totalCents) continue;
    const k = countFor(item, left);
    if (k === null) continue;
    const out = [...items];
    out[i] = { ...item, totalCents: left, qty: item.unit === "pieces" ? k : item.qty, checked: true };
    return out;
  }
  return [...items];
}
