// One receipt line (normalised, classified "entry") → its parts: printed name, line total, other
// amounts (unit prices), quantity hints and the numbers that may be the quantity.

import { amountsAgree, explicitQty, type QtyHint } from "./quantity";
import { TAX_CODES, tokenize, type Token } from "./tokens";

export interface ParsedLine {
  /** Line number in the OCR text (0-based). */
  index: number;
  /** Printed item name (upper case, codes and amounts removed), "" when the line has none. */
  name: string;
  /** A 1–2 digit number printed before the name of a priced line ("4 TAU SAR PNEAH … 36.00"). */
  leadNumber: number | null;
  /** The line total in cents (last amount that is not a unit price), null when none. */
  totalCents: number | null;
  /** The total was read with look-alike letters repaired ("RMIZ.58"). */
  totalRepaired: boolean;
  /** Other amounts on the line, in cents: unit prices, GST-exclusive prices. */
  unitPrices: number[];
  /** The quantity the line states outright (quantity.explicitQty). */
  hint: QtyHint | null;
  /** Numbers that may be the quantity (not product codes), left to right. */
  candidates: number[];
}

const isNumeric = (t: Token | undefined) => t !== undefined && (t.kind === "number" || t.kind === "money");

/** A count before "X": a number, "15*BAG", or "@2" misread as letters and a digit ("P72", "E2"). */
const isCountBefore = (t: Token | undefined) => t !== undefined && (t.kind === "number" || t.kind === "qtyUnit" || (t.kind === "word" && /^[^\d]{1,2}\d{1,2}$/.test(t.text)));

/**
 * Index of the line total: the last amount not printed as a unit price ("@9.00", "2 X 6.79",
 * "0.59/LB"). An "X" only marks a unit price after a number: in "MNDRN X RM79.00" it is a
 * misread letter.
 */
function totalIndex(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t.kind !== "money" || t.perUnit) continue;
    let p = i - 1;
    if (tokens[p]?.kind === "currency") p--;
    if (tokens[p]?.kind === "at") continue;
    if (tokens[p]?.kind === "times" && isCountBefore(tokens[p - 1])) continue;
    return i;
  }
  return -1;
}

/** A product code as printed or misread ("GOG00NE16775"): `min`+ digits, at least half the token. */
const isCode = (t: Token, min = 6) => {
  const digits = t.text.replace(/[^0-9]/g, "").length;
  return digits >= min && digits >= 0.5 * t.text.length;
};
/** A barcode (EAN-8 to EAN-13, store codes): 8+ digits. */
const isBarcode = (t: Token) => isCode(t, 8);

/**
 * A name word has a letter and is not a code; a tax code between numbers ("1 SR 9556…"), opening
 * a numbers line or closing one ("… 244 SR") is not a name word either.
 */
function isNameWord(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t.kind !== "word" || !/[A-Z]/.test(t.text) || isCode(t)) return false;
  if (!TAX_CODES.has(t.text)) return true;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return !((i === 0 || isNumeric(before)) && (isNumeric(after) || i === tokens.length - 1));
}

/**
 * Printed name from its tokens: tax-code prefixes ("SR:", "ZRL:", and "ZRL" glued on when OCR
 * lost the colon: "ZRLIKAN" — no word starts with "ZRL"), stars and dangling "(2.333X" removed.
 */
function cleanPrinted(words: readonly string[]): string {
  return words
    .join(" ")
    .replace(/^(SR|ZR|ZRL|SRO|SR0|S|Z)\s*[:;.,]\s*/, "")
    .replace(/^ZRL(?=[A-Z]{3})/, "")
    .replace(/^[*#.'\-\s]+|[*#'\-\s]+$/g, "")
    .replace(/\s*\([^)]*\d[^)]*$/, "")
    .trim();
}

/**
 * A numbers-only line whose decimal points OCR lost ("9555223500307 24 233 5599" for
 * "… 24 2.33 55.99"): the last 3–6 digit number as the total in cents and the other 3–4 digit
 * numbers as unit prices, accepted only when a 1–3 digit count times one of them gives the total.
 */
function lostDecimals(tokens: readonly Token[]): { total: number; unitPrices: number[]; qty: number } | null {
  const nums = tokens.filter((t) => t.kind === "number" && /^\d+$/.test(t.text) && t.text.length < 7);
  const last = nums[nums.length - 1];
  if (!last || last.text.length < 3) return null;
  const prices = nums.slice(0, -1).filter((t) => t.text.length >= 3 && t.text.length <= 4).map((t) => t.value);
  for (const q of nums.filter((t) => t.text.length <= 3 && t !== last).map((t) => t.value)) {
    for (const u of prices) if (q > 0 && u !== q && amountsAgree(q * u, last.value)) return { total: last.value, unitPrices: prices, qty: q };
  }
  return null;
}

/**
 * A line total whose decimal point OCR lost, printed after the unit price ("24 2.33 5599",
 * "0.26 2500", "2.80 290 SR"): the line ends (before at most one short tax-code word) in a bare
 * 3–6 digit number, right after an amount, and that number read as cents is at least the amount
 * (a line total is never below its unit price). Returns the tokens with that number retyped as
 * money, or null when the line does not have this shape.
 */
function lostDecimalTotal(tokens: readonly Token[]): Token[] | null {
  let end = tokens.length - 1;
  if (tokens[end]?.kind === "word" && tokens[end].text.length <= 3 && !/\d/.test(tokens[end].text)) end--;
  const last = tokens[end];
  const before = tokens[end - 1];
  if (last?.kind !== "number" || !/^\d{3,6}$/.test(last.text) || before?.kind !== "money" || before.value <= 0) return null;
  if (last.value < before.value) return null;
  const out = [...tokens];
  out[end] = { kind: "money", text: last.text, value: last.value, repaired: true };
  return out;
}

/** Parse one normalised entry line (see ParsedLine). Never throws. */
export function parseLine(line: string, index: number): ParsedLine {
  const tokens = lostDecimalTotal(tokenize(line)) ?? tokenize(line);
  let total = totalIndex(tokens);
  // A broken amount or several numbers after the "total" ("0.90 15.", "2.78 3 0 3 3 33"): the
  // amount column was misread and the last legible amount is a unit price; better no total than
  // a wrong one. One short token after it is a (misread) tax code: "2.70 8", "75.00 58".
  const after = tokens.slice(total + 1);
  if (total >= 0 && (after.some((t) => /\d[.,]|[.,]\d/.test(t.text)) || after.filter((t) => /\d/.test(t.text)).length >= 2)) total = -1;
  const end = total >= 0 ? total : tokens.length;
  let first = -1;
  let last = -1;
  for (let i = 0; i < end; i++) {
    // Words before a product code are misread row numbers or tax codes ("PX 0000065107 IH").
    if (isBarcode(tokens[i]) && first >= 0) first = last = -1;
    if (!isNameWord(tokens, i)) continue;
    if (first < 0) first = i;
    last = i;
  }
  const lead = first < 0 ? tokens.slice(0, end) : tokens.slice(0, first);
  let suffix = first < 0 ? [] : tokens.slice(last + 1, end);
  // A lone number between name and total with no unit price beside it is part of the name
  // ("FREE RANGE EGGS 6  1.35", "DOVE CREAM BAR SOAP 100  RM26.50").
  if (suffix.length === 1 && suffix[0].kind === "number" && /^\d{1,4}$/.test(suffix[0].text) && total >= 0 && tokens.filter((t) => t.kind === "money").length === 1) {
    last += 1;
    suffix = [];
  }
  const span = first < 0 ? [] : tokens.slice(first, last + 1);
  const letters = span
    .filter((t, k) => isNameWord(tokens, first + k))
    .map((t) => t.text.replace(/[^A-Z]/g, ""))
    .filter((w) => w.length >= 2)
    .join("");
  // A name needs three letters in words of two or more; an unpriced line with a product code is
  // a garbled price row.
  const named = letters.length >= 3 && span.some((t) => t.kind === "word" && !TAX_CODES.has(t.text)) && !(total < 0 && tokens.some(isBarcode));
  const priced = total >= 0;
  const candidates: number[] = [];
  let leadNumber: number | null = null;
  for (const t of lead) {
    if (t.kind !== "number" || t.text.length >= 5) continue;
    if (named && priced && /^\d{1,2}$/.test(t.text)) leadNumber = t.value;
    if (!named || /^\d{1,2}$/.test(t.text)) candidates.push(t.value);
  }
  for (const t of suffix) if (t.kind === "number" && t.text.replace(".", "").length < 5) candidates.push(t.value);
  for (const t of tokens) if (t.kind === "qtyUnit") candidates.push(t.value);
  // An unpriced name line keeps a short leading number ("100 PLUS [1.50]"); priced lines lose
  // their product code ("8019 MARIGOLD…") and keep a leading count for the quantity.
  const keepLead = named && !priced && lead.length > 0 && lead.every((t) => t.kind === "number" && t.text.length <= 4);
  if (!named && !priced) {
    const fixed = lostDecimals(tokens);
    if (fixed) return { index, name: "", leadNumber: null, totalCents: fixed.total, totalRepaired: true, unitPrices: fixed.unitPrices, hint: { qty: fixed.qty, unit: null, unitPriceCents: null }, candidates: [fixed.qty] };
  }
  const nameWords = named ? tokens.slice(keepLead ? 0 : first, last + 1).map((t) => t.text) : [];
  return {
    index,
    name: cleanPrinted(nameWords),
    leadNumber,
    totalCents: priced ? tokens[total].value : null,
    totalRepaired: priced ? tokens[total].repaired === true : false,
    unitPrices: tokens.filter((t, i) => t.kind === "money" && i !== total && t.value > 0).map((t) => t.value),
    hint: explicitQty(tokens.slice(0, end)),
    candidates,
  };
}
