/**
 * Reading the amount at the start of an ingredient line: qualifiers ("scant", "about"), the
 * quantity or range, pack sizes ("1 (14 oz) can", "2 x 250g", "1 15-ounce can"), size words,
 * the unit, and second amounts written beside the first ("125g/4½oz", "1 cup (4 ounces)",
 * "1 cup plus 2 tablespoons", "1 lb 5 oz"). Everything but qty, qtyMax and unit goes to notes.
 */
import { AMOUNT_QUALIFIERS, SIZE_WORDS } from "./lexicon";
import { readQuantity, startsQuantity } from "./quantity";
import type { Token } from "./tokenize";
import { canonicalUnit, isContainerUnit, isMeasureUnit, MAX_UNIT_WORDS } from "./unit-table";

export interface AmountRead {
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
  /** Index of the first token after the amount. */
  next: number;
  /** Token ranges [from, to) whose text belongs in the note, in line order. */
  notes: Array<[number, number]>;
}

/** The unit spelled at token i (one or two words, optional trailing "."), or null. */
export function readUnit(tokens: readonly Token[], i: number, allowInch = false): { unit: string; next: number } | null {
  for (let n = MAX_UNIT_WORDS; n >= 1; n--) {
    const words = tokens.slice(i, i + n);
    if (words.length < n) continue;
    if (words.some((w) => w.kind !== "word" && w.text !== ".")) continue;
    const spelling = words.map((w) => w.text).join(" ").replace(/ \./g, ".");
    const unit = canonicalUnit(spelling);
    if (!unit || (unit === "inch" && !allowInch && words[0].lower === "in")) continue;
    let next = i + n;
    if (tokens[next]?.text === "." && words[n - 1].text.length <= 4) next++;
    return { unit, next };
  }
  return null;
}

/** True when something that can be a food name follows token i (a word that is not "or"; "cups, packed, mâche"). */
function nameFollows(tokens: readonly Token[], i: number): boolean {
  let j = i;
  if (tokens[j]?.text === ",") j++;
  if (tokens[j]?.lower === "of") j++;
  const t = tokens[j];
  return t !== undefined && (t.kind === "word" || t.text === "(") && t.lower !== "or";
}

/** A second amount at i: number [range] unit, as written beside the first. Returns its end. */
function secondAmount(tokens: readonly Token[], i: number): number | null {
  const q = readQuantity(tokens, i);
  if (!q || tokens[i].kind !== "num") return null;
  let j = q.next;
  if (tokens[j]?.text === "-") j++;
  const u = readUnit(tokens, j, true);
  return u ? u.next : null;
}

/** End of a parenthesised group opening at i ("(" … ")"), or null. */
function closeParen(tokens: readonly Token[], i: number): number | null {
  if (tokens[i]?.text !== "(") return null;
  for (let j = i + 1; j < tokens.length; j++) if (tokens[j].text === ")") return j + 1;
  return null;
}

/** Skips pack sizes after a count: "(14 oz)", "x 250g/9oz", "15-ounce", "14 oz". */
function readPackSize(tokens: readonly Token[], i: number, notes: Array<[number, number]>): number {
  let j = i;
  const t = tokens[j];
  if (t?.text === "(") {
    const end = closeParen(tokens, j);
    if (end && tokens.slice(j, end).some((x) => x.kind === "num")) {
      notes.push([j, end]);
      return end;
    }
  }
  if ((t?.lower === "x" || t?.text === "×") && tokens[j + 1]?.kind === "num") {
    const end = secondAmount(tokens, j + 1);
    if (end === null) return i;
    j = skipDualAmounts(tokens, end);
    notes.push([i, j]);
    return j;
  }
  if (t?.kind === "num") {
    const end = secondAmount(tokens, j);
    if (end !== null) {
      const u = readUnit(tokens, end);
      if (u && isContainerUnit(u.unit)) {
        notes.push([j, end]);
        return end;
      }
      if (hyphenBeforeUnit(tokens, j, end) && nameFollows(tokens, end)) {
        notes.push([j, end]);
        return end;
      }
    }
  }
  return i;
}

/** True when the amount tokens[from..end) is hyphenated to its unit ("15-ounce", "5- to 6-pound"). */
function hyphenBeforeUnit(tokens: readonly Token[], from: number, end: number): boolean {
  for (let k = from + 1; k < end; k++) if (tokens[k].text === "-" && tokens[k - 1].end === tokens[k].start) return true;
  return false;
}

/** Skips "/4½oz", "/1lb 2oz" and following smaller units ("1 lb 5 oz") after an amount. */
function skipDualAmounts(tokens: readonly Token[], i: number): number {
  let j = i;
  for (;;) {
    if (tokens[j]?.text === "/" || tokens[j]?.text === "-") {
      const end = secondAmount(tokens, j + 1);
      if (end === null) return j;
      j = end;
    } else if (tokens[j]?.kind === "num" && secondAmount(tokens, j) !== null && tokens[j + 1]?.text !== "-") {
      j = secondAmount(tokens, j)!;
    } else return j;
  }
}

/**
 * Reads the amount starting at token i. Input: tokens (tokenize) and a start index.
 * Output: AmountRead (qty/unit null when the line has none there; next = i when nothing was read).
 * Rules: a count unit is only taken when a name follows ("1 whole clove" keeps "clove" as the
 * food); "a"/"an" before a unit, and a small unit alone at the start, mean 1 ("a pinch of salt",
 * "Pinch of salt", "Generous handful basil"). Never throws.
 */
export function readAmount(tokens: readonly Token[], i: number): AmountRead {
  const notes: Array<[number, number]> = [];
  let j = i;
  while (tokens[j] && AMOUNT_QUALIFIERS.has(tokens[j].lower) && (startsQuantity(tokens, j + 1) || readUnit(tokens, j + 1))) j++;
  if (j > i) notes.push([i, j]);
  let qty: number | null = null;
  let qtyMax: number | null = null;
  const q = readQuantity(tokens, j);
  if (q) {
    ({ qty, qtyMax } = q);
    j = q.next;
    if (tokens[j] && (tokens[j].lower === "a" || tokens[j].lower === "an") && qty === 0.5) j++;
    j = readPackSize(tokens, j, notes);
  } else if ((tokens[j]?.lower === "a" || tokens[j]?.lower === "an") && unitAhead(tokens, j + 1)) {
    qty = 1;
    j++;
  }
  const sizeStart = j;
  j = skipSizes(tokens, j);
  if (tokens[j]?.text === "-" && qty !== null && readUnit(tokens, j + 1)) j++;
  const u = readUnit(tokens, j);
  if (!u || (qty === null && !UNITS_WITHOUT_NUMBER.has(u.unit))) return { qty, qtyMax, unit: null, next: sizeStart, notes };
  const end = skipAfterUnit(tokens, u.next, u.unit);
  if (!nameFollows(tokens, end)) return { qty, qtyMax, unit: null, next: sizeStart, notes };
  if (qty === null) qty = 1;
  if (j > sizeStart) notes.push([sizeStart, j]);
  if (end > u.next) notes.push([u.next, end]);
  return { qty, qtyMax, unit: u.unit, next: tokens[end]?.lower === "of" ? end + 1 : end, notes };
}

/** Units a line may start with, without a number ("Pinch of salt", "Handful of basil"). */
const UNITS_WITHOUT_NUMBER: ReadonlySet<string> = new Set(["pinch", "dash", "drop", "splash", "handful", "bunch", "sprig", "knob", "dollop"]);

/** Skips what may follow a unit: "/4½oz", "(4 ounces)", "plus 2 tablespoons", a container word. */
function skipAfterUnit(tokens: readonly Token[], i: number, unit: string): number {
  let j = skipDualAmounts(tokens, i);
  const paren = closeParen(tokens, j);
  if (paren && secondAmount(tokens, j + 1) !== null) j = paren;
  if ((tokens[j]?.lower === "plus" || tokens[j]?.lower === "and") && secondAmount(tokens, j + 1) !== null) j = secondAmount(tokens, j + 1)!;
  const again = readUnit(tokens, j);
  if (again && again.unit === unit) j = again.next;
  const container = readUnit(tokens, j);
  if (container && isContainerUnit(container.unit) && isMeasureUnit(unit) && nameFollows(tokens, container.next)) j = container.next;
  return j;
}

const isSize = (t: Token | undefined) => t !== undefined && (SIZE_WORDS.has(t.lower) || AMOUNT_QUALIFIERS.has(t.lower) || t.lower === "very");

/**
 * Skips size words at i, with ranges and alternatives of sizes: "large", "medium to large",
 * "large or 2 medium", "small or 1/2 large".
 */
function skipSizes(tokens: readonly Token[], i: number): number {
  let j = i;
  while (isSize(tokens[j])) {
    j++;
    const join = tokens[j]?.lower;
    if (join !== "to" && join !== "or") break;
    if (isSize(tokens[j + 1])) j++;
    else if (join === "or" && readQuantity(tokens, j + 1) && isSize(tokens[readQuantity(tokens, j + 1)!.next])) j = readQuantity(tokens, j + 1)!.next;
    else break;
  }
  return j;
}

/** True when a unit (after optional size words) starts at i: "a large pinch", "an 8-inch". */
function unitAhead(tokens: readonly Token[], i: number): boolean {
  let j = i;
  while (tokens[j] && SIZE_WORDS.has(tokens[j].lower)) j++;
  return readUnit(tokens, j) !== null;
}
