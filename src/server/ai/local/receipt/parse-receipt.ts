import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { categoryFor } from "../../../../shared/food/match";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";
import { expandAbbreviations } from "./abbreviations";
import { isNonItemLine, readQuantity, splitAmounts, type LineQty } from "./receipt-lines";

/** An item line being read; quantity and price may arrive on the lines that follow it. */
interface Pending {
  rawName: string;
  qty: LineQty | null;
  totalCents: number | null;
}

/** Lines ending the item block: after the total, only payment and footer lines follow. */
const END_OF_ITEMS = /\b(TOTAL|TTL|AMOUNT DUE|BALANCE DUE)\b/i;

function letterCount(s: string): number {
  return (s.match(/[A-Za-z]/g) ?? []).length;
}

/** "MARIGOLD HL MILK 1L" → "Marigold Low Fat Milk 1L": SKU and stray marks off, abbreviations expanded, title case. */
export function cleanItemName(raw: string): string {
  const s = raw
    .replace(/^[\d-]{3,}\s+/, "") // leading SKU / product code
    .replace(/[^A-Za-z0-9 .&'%/-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return expandAbbreviations(s)
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((w) => (/^\d/.test(w) || /^[^aeiouy]{1,2}$/.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(" ");
}

function pantryCategory(name: string): PantryCategory {
  const c = categoryFor(name);
  return (PANTRY_CATEGORIES as readonly string[]).includes(c) ? (c as PantryCategory) : "other";
}

function toItem(p: Pending): ReceiptItem | null {
  if (p.totalCents === null && p.qty === null) return null; // no price and no quantity: not an item line
  const name = cleanItemName(p.rawName);
  if (letterCount(name) < 2) return null;
  const qty = p.qty?.qty ?? 1;
  const unit = p.qty?.unit ?? "pieces";
  const unitPrice = p.qty?.unitPriceCents ?? null;
  const priceCents = p.totalCents ?? (unitPrice !== null ? Math.round(unitPrice * qty) : null);
  if (priceCents !== null && priceCents <= 0) return null; // voids and discounts
  return { name, qty, unit, category: pantryCategory(name), priceCents };
}

/** Remove the quantity phrase ("2 @ 0.99", "1.23 lb @ 2.99/lb", "QTY 3") from a line's text. */
function withoutQuantity(line: string): string {
  return line
    .replace(/\d+(?:[.,]\d+)?\s*(KG|LBS?|OZ|G)\b\s*(?:@|X|AT)\s*(?:RM|\$|£|€)?\s*\d+[.,]\d{2}(\s*\/\s*(KG|LBS?|OZ|G))?/i, " ")
    .replace(/@?\s*\d{1,3}\s*(?:@|X)\s*(?:RM|\$|£|€)?\s*\d+[.,]\d{2}/i, " ")
    .replace(/\bQTY\s*:?\s*\d{1,3}\b/i, " ");
}

/**
 * The local receipt parser: OCR text of a shop receipt → its item lines, in receipt order.
 * Reads each line's trailing money amounts (the last one is the line total; tax codes such as GST
 * SR/ZR are skipped), quantity forms ('2 @ 0.99', '2 X RM 6.79', '1.23 lb @ 2.99/lb', 'QTY 3') on
 * the item line or the lines after it, and column rows ('1 2.50 2.50 SR' under a name). Totals,
 * tax, payment, address, date/time, header and footer lines are never items, and nothing after
 * the total line is. Names lose product codes, get shop abbreviations and Malay grocery words
 * expanded (abbreviations.ts) and are title-cased; the category comes from the food knowledge base
 * (categoryFor, "other" when unknown). qty is in pieces unless weighed (kg, g, lbs, oz); a pack size
 * in the name ('1L') is not the quantity. priceCents is the line total in the receipt's minor unit.
 * Deterministic; never throws.
 */
export function parseReceiptText(ocrText: string): ReceiptItem[] {
  const items: ReceiptItem[] = [];
  let pending: Pending | null = null;
  const flush = () => {
    const item = pending && toItem(pending);
    if (item) items.push(item);
    pending = null;
  };
  for (const rawLine of ocrText.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (isNonItemLine(line)) {
      flush();
      if (END_OF_ITEMS.test(line) && !/SUB[- ]?TOTAL/i.test(line) && items.length > 0) break;
      continue;
    }
    const qty = readQuantity(line);
    const { text, amounts } = splitAmounts(withoutQuantity(line));
    const total = amounts.length ? amounts[amounts.length - 1] : null;
    if (letterCount(text) >= 3) {
      flush();
      const lead = text.match(/^(\d{1,2})\s+(?=[A-Za-z])/); // "2 BANANAS 1.98": a leading count
      const leadQty = !qty && lead && Number(lead[1]) > 0 && amounts.length > 0 ? { qty: Number(lead[1]), unit: "pieces", unitPriceCents: null } : null;
      pending = { rawName: leadQty ? text.slice(lead![0].length) : text, qty: qty ?? leadQty, totalCents: total };
      continue;
    }
    if (!pending) continue;
    const p: Pending = pending;
    if (qty) p.qty = qty;
    const column = text.match(/^(\d{1,2})$/); // "1 2.50 2.50 SR": quantity column before the prices
    if (!qty && column && amounts.length >= 1) p.qty = { qty: Number(column[1]), unit: "pieces", unitPriceCents: amounts.length > 1 ? amounts[0] : null };
    if (total !== null) p.totalCents = total;
  }
  flush();
  return items;
}
