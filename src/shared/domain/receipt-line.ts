/**
 * Rules for one item line read from a shop receipt, before it reaches the pantry (issue 22 item 2):
 * the name cleaned of what the till printed around it, and the flags the review shows so the
 * household checks a line before adding it. Used by the local receipt parser (server), the review
 * step (web) and bench/receipts.ts, so all three see the same lines.
 */
import { classifyProduct } from "../food/match";
import { convertQty, unitDimension } from "./units";

/** Most pieces (cans, packs…) one receipt line plausibly adds to a household pantry. */
export const MAX_PLAUSIBLE_PIECES = 20;
/** Most kilograms of one weighed or packed food one receipt line plausibly adds. */
export const MAX_PLAUSIBLE_KG = 10;
/** Most litres one receipt line plausibly adds (the volume twin of MAX_PLAUSIBLE_KG). */
export const MAX_PLAUSIBLE_L = 10;
/**
 * A name whose classifyProduct confidence is below this is flagged "not recognised": the matcher
 * found no food (0.1 for "other"), only a class word or a guess (≤ 0.5). A name with a known head
 * food qualified by an unknown word scores 0.7–0.8 and is not flagged. The boundary is the
 * matcher's own (src/shared/food/match.ts scores), not tuned on the receipt bench, which has no
 * labels of what each product is; bench/receipts.md reports the share of lines it flags.
 */
export const NAME_CONFIDENCE_MIN = 0.6;

/** Tax codes Malaysian and UK tills print after the amount ("SR", "ZR", "ZRL"); never part of a name. */
const TRAILING_TAX_CODE = /\s+(?:SR|ZR|ZRL)$/i;
/** "@2 X RM1.75", "@ 1.75", "2 X 1.75", "3 @ $0.99": a count and a unit price. */
const COUNT_AT_PRICE =
  /(?:^|\s)(?:@\s*\d+(?:[.,]\d+)?(?:\s*[X*]\s*(?:RM|\$|£|€)?\s*\d+[.,]\d{2})?|\d+(?:[.,]\d+)?\s*[X*@]\s*(?:RM|\$|£|€)?\s*\d+[.,]\d{2})(?=\s|$)/gi;
/** "RM1.75", "$3.50", "3.50" (two decimals, not a pack size such as "1.5L"). */
const MONEY = /(?:^|\s)(?:RM|\$|£|€)?\s?\d+[.,]\d{2}(?=\s|$)/gi;
/** An item code opening the line: "L 5425", "PLU 4011", "#0123", "8019", "000123456". */
const LEADING_CODE = /^(?:(?:[A-Z]{1,2}|PLU|SKU)\s?\d{3,}|#\s?\d{2,}|\d{4,})(?=\s|$)/i;
/** A barcode or long code anywhere (8+ digits). */
const BARCODE = /(?:^|\s)\d{8,}(?=\s|$)/g;
/** A count opening the line: "1 Seafood", "2 x Milk", "3X Eggs". */
const LEADING_COUNT = /^(\d{1,2})(\s*[X*]\s*|\s+)(?=[A-Z])/i;

/**
 * A receipt line's name without the till's additions: item codes ("L 5425 Maggi…" → "Maggi…",
 * "8019 Marigold…"), barcodes, a count and unit price ("… @2 X RM1.75", "2 X 1.75"), prices
 * ("RM3.50", "3.50"), trailing tax codes ("SR", "ZR"), and a leading count when it is the line's
 * quantity or written "N x" ("1 Seafood" with qty 1 → "Seafood"; "100 Plus" with qty 1 stays, as
 * does "7 Up"; "3 in 1 Coffee" stays). Pack sizes ("1.5L", "600g") stay.
 * Input: the name (any case) and optionally the line's quantity. Output: the cleaned name, spaces
 * collapsed; the trimmed input when cleaning would leave no letters. Never throws.
 */
export function cleanReceiptName(name: string, qty?: number): string {
  if (typeof name !== "string") return "";
  const original = name.replace(/\s+/g, " ").trim();
  let s = ` ${original} `.replace(COUNT_AT_PRICE, " ").replace(BARCODE, " ").replace(MONEY, " ");
  s = s.replace(/\s+/g, " ").trim();
  for (let i = 0; i < 2; i++) {
    s = s.replace(LEADING_CODE, "").trim();
    const count = LEADING_COUNT.exec(s);
    if (count && /^in\b/i.test(s.slice(count[0].length))) break;
    if (count && (/[X*]/i.test(count[2]) || Number(count[1]) === qty)) s = s.slice(count[0].length).trim();
  }
  s = s
    .replace(TRAILING_TAX_CODE, "")
    .replace(/^[\s\-*:.,#]+|[\s\-*:,#]+$/g, "")
    .trim();
  return /\p{L}{2}/u.test(s) ? s : original;
}

/** What the review asks the household to check on a line. */
export interface ReceiptLineFlag {
  kind: "quantity" | "name";
  /** A sentence shown under the line and read by screen readers. */
  text: string;
}

/**
 * Whether a quantity is more than one receipt line plausibly adds: over MAX_PLAUSIBLE_PIECES for
 * counted units (pieces, cans, packs…), over MAX_PLAUSIBLE_KG for mass units (g, lbs, oz
 * converted exactly: NIST HB 44 factors in units.ts), over MAX_PLAUSIBLE_L for volume units.
 * Unknown units and non-finite quantities are not implausible (the review's own check covers
 * those). Input: qty, unit. Output: boolean.
 */
export function isImplausibleQty(qty: number, unit: string): boolean {
  if (!Number.isFinite(qty)) return false;
  const dimension = unitDimension(unit);
  if (dimension === "count") return qty > MAX_PLAUSIBLE_PIECES;
  if (dimension === "mass") return (convertQty(qty, unit, "kg") ?? 0) > MAX_PLAUSIBLE_KG;
  if (dimension === "volume") return (convertQty(qty, unit, "l") ?? 0) > MAX_PLAUSIBLE_L;
  return false;
}

/**
 * The flags of one review line: "quantity" when isImplausibleQty, "name" when the name has no
 * letters ("4250") or classifyProduct's confidence is below NAME_CONFIDENCE_MIN (unknown to the food
 * knowledge base; a non-food product it recognises, such as dish soap, is not flagged).
 * Input: { name, qty (number or typed text), unit }. Output: 0–2 flags, quantity first.
 */
export function receiptLineFlags(line: { name: string; qty: number | string; unit: string }): ReceiptLineFlag[] {
  const flags: ReceiptLineFlag[] = [];
  const qty = typeof line.qty === "number" ? line.qty : Number(line.qty);
  if (isImplausibleQty(qty, line.unit)) {
    flags.push({ kind: "quantity", text: `Check the quantity: ${line.qty} ${line.unit} is a lot for one receipt line.` });
  }
  const name = line.name.trim();
  if (name !== "" && (!/\p{L}/u.test(name) || classifyProduct(name).confidence < NAME_CONFIDENCE_MIN)) {
    flags.push({ kind: "name", text: "Check the name: it doesn't look like a food we know." });
  }
  return flags;
}
