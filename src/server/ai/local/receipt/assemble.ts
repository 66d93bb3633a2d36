// Receipt lines → item drafts. Till receipts print an item in one of these shapes:
//   A  name and total on one line ("8019 MARIGOLD HL MILK 1L  RM13.58 S"), maybe followed or
//      preceded by a quantity line Q ("@2 X RM 6.79", "2 @ 0.99");
//   C+B  a name line, then a line of numbers with the total ("MFM ROSES FLOUR 12X850G" /
//      "1 X 18.60  18.60 Z") — "name first";
//   B+C  a line of numbers (code, quantity, prices), then the name ("1X 000007996511 75.00SR" /
//      "AMBROSIAL GREEK") — "price first".
// Which of the last two a receipt uses is decided once per receipt from how its B and C lines sit.

import { matchFood } from "../../../../shared/food/match";
import type { LineClass } from "./classify";
import { displayName } from "./display-name";
import type { ParsedLine } from "./line-parse";
import { amountsAgree, inferQty, reconcileQty, type QtyHint } from "./quantity";

/** An item before naming and categorising: printed name, quantity, pantry unit, line total. */
export interface DraftItem {
  printedName: string;
  qty: number;
  unit: string;
  totalCents: number;
  /** OCR line numbers the item was read from. */
  lines: number[];
  /** Unit prices printed for the item (cents), for the receipt-total check (reconcile.ts). */
  unitPrices: number[];
  /** The quantity × a unit price gives the total (false also when no unit price is printed). */
  checked: boolean;
}

/**
 * A, B, C, Q as above; b: numbers without a readable total (a B line OCR garbled: it still
 * tells the layout); N: an entry line with nothing usable (a stray tax code); -: not an entry.
 */
type Kind = "A" | "B" | "C" | "Q" | "b" | "N" | "-";

function kindOf(p: ParsedLine | null): Kind {
  if (!p) return "-";
  if (p.name && p.totalCents !== null) return "A";
  if (p.name) return "C";
  if (p.totalCents !== null) return "B";
  if (p.hint?.unitPriceCents != null) return "Q";
  return p.candidates.length > 0 ? "b" : "N";
}

/**
 * Entries of the item region: from the first line to the first "stop" line once a named line and
 * a priced line have been seen (a torn-off footer of the previous receipt at the top, with
 * amounts but no item names, does not end it).
 */
function itemRegion(lines: readonly { cls: LineClass; parsed: ParsedLine | null }[]): (ParsedLine | null)[] {
  const out: (ParsedLine | null)[] = [];
  let priced = false;
  let named = false;
  for (const { cls, parsed } of lines) {
    if (cls === "stop" && priced && named) break;
    const entry = cls === "entry" ? parsed : null;
    if (entry?.totalCents != null) priced = true;
    if (entry?.name) named = true;
    out.push(entry);
  }
  return out;
}

/** Index of the nearest line in direction `dir` past Q lines (returned in `qs`) and N lines, or -1. */
function neighbour(kinds: readonly Kind[], i: number, dir: 1 | -1, qs: number[]): number {
  let j = i + dir;
  while (kinds[j] === "Q" || kinds[j] === "N" || kinds[j] === "b") {
    if (kinds[j] === "Q") qs.push(j);
    j += dir;
  }
  return j >= 0 && j < kinds.length ? j : -1;
}

/** A printed name that names a food of the knowledge base ("HFM ROSES ALL PURPOSE FLOUR"). */
const namesFood = (p: ParsedLine | null | undefined) => p != null && p.name !== "" && matchFood(displayName(p.name)) !== null;

/**
 * Price-first when more B lines (garbled ones too) have a C line right after them than right
 * before. A tie means a stray name-like line at one end (a garbled heading before the first row,
 * a garbled "NO OF ITEMS" after the last): the orientation that leaves the line naming no food
 * unpaired wins; failing that, price-first when the last B line has a C line after it.
 */
function isPriceFirst(kinds: readonly Kind[], entries: readonly (ParsedLine | null)[]): boolean {
  const stepIndex = (i: number, dir: 1 | -1) => {
    let j = i + dir;
    while (kinds[j] === "Q" || kinds[j] === "N") j += dir;
    return j;
  };
  const step = (i: number, dir: 1 | -1) => kinds[stepIndex(i, dir)];
  let after = 0;
  let before = 0;
  let first = -1;
  let last = -1;
  kinds.forEach((k, i) => {
    if (k !== "B" && k !== "b") return;
    if (step(i, 1) === "C") after++;
    if (step(i, -1) === "C") before++;
    if (first < 0) first = i;
    last = i;
  });
  if (after !== before || after === 0) return after > before;
  // Price-first leaves the C before the first B unpaired, name-first the C after the last B.
  const head = kinds[stepIndex(first, -1)] === "C" ? entries[stepIndex(first, -1)] : null;
  const tail = kinds[stepIndex(last, 1)] === "C" ? entries[stepIndex(last, 1)] : null;
  if (namesFood(head) !== namesFood(tail)) return namesFood(tail);
  return tail !== null;
}

function draft(name: string, total: number, hint: QtyHint | null, lines: number[], unitPrices: readonly number[] = []): DraftItem {
  const qty = hint && hint.qty > 0 ? hint.qty : 1;
  const prices = [...new Set([...(hint?.unitPriceCents != null ? [hint.unitPriceCents] : []), ...unitPrices])].filter((u) => u > 0 && u !== total);
  const checked = hint?.unitPriceCents != null && amountsAgree(qty * hint.unitPriceCents, total);
  return { printedName: name, qty, unit: hint?.unit ?? (Number.isInteger(qty) ? "pieces" : "kg"), totalCents: total, lines, unitPrices: prices, checked };
}

/**
 * Item from an A line, with the quantity from the line itself or from a neighbouring Q line
 * (reconciled with the total, quantity.reconcileQty). A total read through look-alike letters
 * ("RMIZ.58") that the Q line cannot be reconciled with gives way to the Q line's own product.
 */
function fromA(a: ParsedLine, q: ParsedLine | null): DraftItem {
  let total = a.totalCents!;
  let hint = inferQty(total, a.hint, a.candidates, a.unitPrices);
  if (q?.hint) {
    hint = reconcileQty(q.hint, total);
    const u = hint.unitPriceCents;
    if (a.totalRepaired && u !== null && !amountsAgree(hint.qty * u, total)) {
      hint = q.hint;
      total = Math.round(q.hint.qty * q.hint.unitPriceCents!);
    }
  }
  const fromLead = hint !== null && a.leadNumber !== null && hint.qty === a.leadNumber;
  const name = a.leadNumber !== null && !fromLead ? `${a.leadNumber} ${a.name}` : a.name;
  return draft(name, total, hint, q ? [a.index, q.index] : [a.index], [...a.unitPrices, ...(q?.unitPrices ?? [])]);
}

const agrees = (q: ParsedLine | null, total: number | null) => {
  if (q?.hint?.unitPriceCents == null || total === null) return false;
  const h = reconcileQty(q.hint, total);
  return amountsAgree(h.qty * h.unitPriceCents!, total);
};

/**
 * The quantity line of the A line at i: the Q line before or after it whose quantity × unit
 * price gives its total; else the Q line after it unless that one fits the next A line (the
 * total may be misread); else an unclaimed Q line before it.
 */
function quantityLine(entries: readonly (ParsedLine | null)[], kinds: readonly Kind[], used: readonly boolean[], i: number): number {
  const total = entries[i]!.totalCents;
  const prev = kinds[i - 1] === "Q" && !used[i - 1] ? i - 1 : -1;
  const next = kinds[i + 1] === "Q" ? i + 1 : -1;
  if (prev >= 0 && agrees(entries[prev], total)) return prev;
  if (next >= 0 && agrees(entries[next], total)) return next;
  if (next >= 0 && !(kinds[i + 2] === "A" && agrees(entries[next], entries[i + 2]!.totalCents))) return next;
  return prev;
}

function fromPair(name: ParsedLine, price: ParsedLine, q: ParsedLine | null): DraftItem {
  const total = price.totalCents!;
  const hint = inferQty(total, price.hint ?? q?.hint ?? name.hint, price.candidates, [...price.unitPrices, ...name.unitPrices, ...(q?.unitPrices ?? [])]);
  const lines = [name.index, price.index, ...(q ? [q.index] : [])].sort((x, y) => x - y);
  return draft(name.name, total, hint, lines, [...price.unitPrices, ...(q?.unitPrices ?? [])]);
}

/**
 * Two-row priced layout: each item is a name with its unit price, then a row of code, count and
 * line total ("FRUITS 24.00" / "40158 *1 24.00"). Decided once per receipt: no name-only (C)
 * line from the first priced line on (a garbled header line above it does not count), every B
 * line right after an A line, and at least one such pair adding up (count × unit price = total).
 */
function isTwoRowPriced(kinds: readonly Kind[], entries: readonly (ParsedLine | null)[]): boolean {
  const start = kinds.findIndex((k) => k === "A" || k === "B");
  if (start < 0 || kinds.includes("C", start)) return false;
  let proven = false;
  for (let i = start; i < kinds.length; i++) {
    if (kinds[i] !== "B") continue;
    if (kinds[i - 1] !== "A") return false;
    const qty = entries[i]!.hint?.qty ?? 1;
    if (amountsAgree(qty * entries[i - 1]!.totalCents!, entries[i]!.totalCents!)) proven = true;
  }
  return proven;
}

/**
 * Item drafts from classified, parsed lines (null for non-entry lines), in receipt order.
 * Lines after the first "stop" line that follows a priced line are ignored; items with a
 * zero or negative total (returns, voids) are dropped. Deterministic; never throws.
 */
export function assembleItems(lines: readonly { cls: LineClass; parsed: ParsedLine | null }[]): DraftItem[] {
  const entries = itemRegion(lines);
  const kinds = entries.map(kindOf);
  const priceFirst = isPriceFirst(kinds, entries);
  const twoRow = isTwoRowPriced(kinds, entries);
  const used = new Array<boolean>(entries.length).fill(false);
  const items: DraftItem[] = [];
  for (let i = 0; i < entries.length; i++) {
    const k = kinds[i];
    if (used[i] || k === "Q" || k === "N" || k === "-") continue;
    const e = entries[i]!;
    const below = i + 1;
    if (k === "A" && twoRow && kinds[below] === "B") {
      // "FRUITS 24.00" / "40158 *1 24.00": the second row holds the count and the line total.
      const b = entries[below]!;
      items.push(draft(e.name, b.totalCents!, inferQty(b.totalCents, b.hint, b.candidates, [e.totalCents!, ...b.unitPrices]), [e.index, b.index], [e.totalCents!, ...b.unitPrices]));
      used[i] = used[below] = true;
    } else if (k === "A") {
      const q = quantityLine(entries, kinds, used, i);
      if (q >= 0) used[q] = true;
      items.push(fromA(e, q >= 0 ? entries[q] : null));
    } else if (k === "B") {
      const qs: number[] = [];
      const j = neighbour(kinds, i, priceFirst ? 1 : -1, qs);
      if (j >= 0 && kinds[j] === "C" && !used[j]) {
        const q = qs.length > 0 && !used[qs[0]] ? entries[qs[0]] : null;
        items.push(fromPair(entries[j]!, e, q));
        for (const x of [j, ...qs]) used[x] = true;
      }
    } else if (k === "C" && e.hint?.unitPriceCents != null && kinds[i + 1] !== "B" && kinds[i - 1] !== "B") {
      items.push(draft(e.name, Math.round(e.hint.qty * e.hint.unitPriceCents), e.hint, [e.index]));
      used[i] = true;
    }
    if (k !== "C") used[i] = true;
  }
  return items.filter((it) => it.totalCents > 0 && it.printedName !== "");
}
