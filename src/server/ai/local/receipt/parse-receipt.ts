import { cleanReceiptName } from "../../../../shared/domain/receipt-line";
import { categoryFor } from "../../../../shared/food/match";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";
import { assembleItems } from "./assemble";
import { classifyLine } from "./classify";
import { displayName } from "./display-name";
import { parseLine } from "./line-parse";
import { printedTotals, reconcileWithTotal } from "./reconcile";
import { normaliseLine } from "./tokens";

/**
 * Characters of one OCR line that are read; the rest is dropped. Till receipts print 32–48
 * columns, and the line rules' regexes cost quadratic time on long lines: one 100,000-character
 * line kept the server busy for 20 s (found by the input fuzzer).
 */
export const MAX_LINE_CHARS = 120;

/** A parsed item with where it came from: the printed name and the OCR line numbers (0-based). */
export interface ParsedReceiptItem extends ReceiptItem {
  printedName: string;
  lines: number[];
}

function pantryCategory(name: string): PantryCategory {
  const c = categoryFor(name);
  return (PANTRY_CATEGORIES as readonly string[]).includes(c) ? (c as PantryCategory) : "other";
}

/**
 * The local receipt parser with provenance (see parseReceiptText): each item also carries its
 * printed name (upper case, as read, codes and amounts removed) and its OCR line numbers.
 * The bench (bench/receipts.ts) scores item lines with it.
 */
export function parseReceiptDetailed(ocrText: string): ParsedReceiptItem[] {
  // Blank and symbol-only lines (tesseract's paragraph breaks, rules of dashes) are dropped, so
  // they never separate a name from its price row.
  const lines = ocrText
    .split(/\r?\n/)
    .map((raw, index) => ({ line: normaliseLine(raw.slice(0, MAX_LINE_CHARS)), index }))
    .filter(({ line }) => /[A-Z0-9]/.test(line))
    .map(({ line, index }) => {
      const cls = classifyLine(line);
      return { line, cls, parsed: cls === "entry" ? parseLine(line, index) : null };
    });
  const totals = printedTotals(lines.filter((l) => l.cls !== "entry").map((l) => l.line));
  return reconcileWithTotal(assembleItems(lines), totals).map((d) => {
    const name = cleanReceiptName(displayName(d.printedName), d.qty);
    let category = pantryCategory(name);
    if (category === "other") category = pantryCategory(d.printedName);
    return { name, qty: d.qty, unit: d.unit, category, priceCents: d.totalCents, printedName: d.printedName, lines: d.lines };
  });
}

/**
 * The local receipt parser: OCR text of a shop receipt → its item lines, in receipt order.
 * Input: text as tesseract gives it (one receipt row per line; any case; OCR noise such as O/0,
 * I/1, S/5 in amounts is repaired). Output: ReceiptItem[] ([] when no item line is found):
 *  - name: display name — product codes, counts and prices dropped (cleanReceiptName in
 *    shared/domain/receipt-line.ts), shop abbreviations and Malay grocery words in
 *    English (abbreviations.ts), title case, pack size last ("Marigold HL Milk 1L");
 *  - qty/unit: pieces unless weighed (kg, g, lbs, oz); a pack size in the name is not the qty;
 *  - category: SPEC §3 pantry category from the food knowledge base (categoryFor), else "other";
 *  - priceCents: the line total in the receipt's minor unit (cents, sen, pence).
 * Lines: classify.ts (totals, tax, payment, header, address, date/time, footer are never items;
 * nothing after the payment/footer block is), line-parse.ts (amounts, quantities), assemble.ts
 * (name and price on one line or on neighbouring lines; quantity lines such as "@2 X RM 6.79"),
 * reconcile.ts (one misread line total fixed when the printed total and its count × unit price
 * both prove it).
 * Returns and voids (negative totals) are left out. Deterministic, no I/O; well under 5 ms for a
 * receipt (bench/receipts.md). Never throws.
 */
export function parseReceiptText(ocrText: string): ReceiptItem[] {
  return parseReceiptDetailed(ocrText).map(({ name, qty, unit, category, priceCents }) => ({ name, qty, unit, category, priceCents }));
}
