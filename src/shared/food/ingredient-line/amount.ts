/**
 * Reading the amount at the start of an ingredient line: qualifiers ("scant", "about"), the
 * quantity or range, pack sizes ("1 (14 oz) can", "2 x 250g", "1 15-ounce can"), size words,
 * the unit, and second amounts written beside the first ("125g/4½oz", "1 cup (4 ounces)",
 * "1 cup plus 2 tablespoons", "1 lb 5 oz"). Everything but qty, qtyMax and unit goes to notes.
 */
import { AMOUNT_QUALIFIERS, isPrepAdverb, OF_WORDS, SIZE_WORDS, tastePhraseEnd, VAGUE_AMOUNTS } from "./lexicon";
import { readQuantity, startsQuantity } from "./quantity";
import { closeParen, hyphenBeforeUnit, LENGTHS, nameFollows, readPackSize, readUnit, secondAmount, skipDualAmounts } from "./second-amount";
import type { Token } from "./tokenize";
import { isContainerUnit, isMeasureUnit } from "./unit-table";

export interface AmountRead {
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
  /** Index of the first token after the amount. */
  next: number;
  /** Token ranges [from, to) whose text belongs in the note, in line order. */
  notes: Array<[number, number]>;
}

/**
 * Reads the amount starting at token i. Input: tokens (tokenize) and a start index.
 * Output: AmountRead (qty/unit null when the line has none there; next = i when nothing was read).
 * Rules: a count unit is only taken when a name follows ("1 whole clove" keeps "clove" as the
 * food); "a"/"an" before a unit, and a small unit alone at the start, mean 1 ("a pinch of salt",
 * "Pinch of salt", "Generous handful basil"); a vague amount ("several", "a few", "some") goes to
 * the note and leaves no quantity, with or without a unit ("a few sprigs thyme" → sprig). With `needName` false (an amount written after the
 * name: "Vanilla extract, 1½ teaspoons") the unit is taken without a name after it. Never throws.
 */
export function readAmount(tokens: readonly Token[], i: number, needName = true): AmountRead {
  const notes: Array<[number, number]> = [];
  let j = i;
  const vague = vagueEnd(tokens, j);
  if (vague > j) notes.push([j, vague]);
  j = vague;
  for (;;) {
    const upTo = tokens[j]?.lower === "up" && tokens[j + 1]?.lower === "to"; // "Up to 1/4 cup"
    const after = upTo ? j + 2 : tokens[j + 1]?.text === "." ? j + 2 : j + 1; // "ca. 200 g"
    if (!tokens[j] || !(upTo || AMOUNT_QUALIFIERS.has(tokens[j].lower)) || !(startsQuantity(tokens, after) || readUnit(tokens, after))) break;
    j = after;
  }
  if (j > vague) notes.push([vague, j]);
  // A fraction character lost in copying ("? cup", "� cup"): the unit counts, the quantity is unknown.
  const lost = LOST_NUMBER.has(tokens[j]?.text ?? "") && readUnit(tokens, j + 1) !== null;
  if (lost) j++;
  let qty: number | null = null;
  let qtyMax: number | null = null;
  const q = readQuantity(tokens, j);
  if (q) {
    ({ qty, qtyMax } = q);
    j = q.next;
    if (tokens[j] && (tokens[j].lower === "a" || tokens[j].lower === "an") && qty === 0.5) j++;
    j = readPackSize(tokens, j, notes);
  } else if (tokens[j]?.lower === "a" || tokens[j]?.lower === "an") {
    const packNotes: Array<[number, number]> = [];
    const after = readPackSize(tokens, j + 1, packNotes); // "a 1-inch piece", "an 8-ounce can"
    if (unitAhead(tokens, after)) {
      qty = 1;
      j = after;
      notes.push(...packNotes);
    }
  }
  const sizeStart = j;
  j = skipSizes(tokens, j);
  if (j > sizeStart && qty !== null) {
    const packNotes: Array<[number, number]> = [];
    const after = readPackSize(tokens, j, packNotes); // "4 large 1/2-inch-thick slices"
    if (after > j && readUnit(tokens, after)) j = after;
  }
  if (tokens[j]?.text === "-" && qty !== null && readUnit(tokens, j + 1)) j++;
  const u = readUnit(tokens, j);
  const withoutUnit = (): AmountRead => {
    // Sizes with another count ("1 large or 2 medium eggplant") are all note; plain sizes stay for the name.
    if (!tokens.slice(sizeStart, j).some((t) => t.kind === "num")) return { qty, qtyMax, unit: null, next: sizeStart, notes };
    return { qty, qtyMax, unit: null, next: j, notes: [...notes, [sizeStart, j]] };
  };
  if (!u || (qty === null && vague === i && !lost && !UNITS_WITHOUT_NUMBER.has(u.unit))) return withoutUnit();
  const end = skipAfterUnit(tokens, u.next, u.unit);
  if (needName && !nameFollows(tokens, end)) return withoutUnit();
  if (qty === null && vague === i && !lost) qty = 1;
  if (j > sizeStart) notes.push([sizeStart, j]);
  if (end > u.next) notes.push([u.next, end]);
  return { qty, qtyMax, unit: u.unit, next: OF_WORDS.has(tokens[end]?.lower ?? "") ? end + 1 : end, notes };
}

/** End of a vague amount at i ("several", "a few", "some", "etwas", "q.b."), or i. */
function vagueEnd(tokens: readonly Token[], i: number): number {
  const taste = tastePhraseEnd(tokens, i); // "q.b. sale"
  if (taste > i && tokens[taste]?.kind === "word") return taste;
  const at = tokens[i]?.lower === "a" && tokens[i + 1]?.lower === "few" ? i + 1 : i;
  return VAGUE_AMOUNTS.has(tokens[at]?.lower ?? "") && tokens[at + 1]?.kind === "word" ? at + 1 : i;
}

/** What a fraction character becomes when a page's encoding loses it: "?" or the replacement character. */
const LOST_NUMBER: ReadonlySet<string> = new Set(["?", "\uFFFD"]);

/** Units a line may start with, without a number ("Pinch of salt", "Handful of basil", "Piece of ginger"). */
const UNITS_WITHOUT_NUMBER: ReadonlySet<string> = new Set(["pinch", "dash", "drop", "splash", "handful", "bunch", "sprig", "knob", "dollop", "piece", "slice", "wedge", "chunk"]);

/** Count words a length is measured on ("3cm piece ginger" is 3 cm of ginger). */
const PIECES: ReadonlySet<string> = new Set(["piece", "knob", "chunk", "lump", "stick"]);

/**
 * Skips what may follow a unit: "/4½oz", "(4 ounces)", "plus 2 tablespoons", a container word,
 * a container's size after "of"/"de" ("1 packet of 200 g rice", "1 sachet de 50 g de soupe"),
 * and second amounts after those ("(1 stick)/113 grams", "plus 1 tablespoon/50 grams"); a piece
 * after a length ("3cm piece"); a size hyphenated to its length ("1 cup 1-inch cubes").
 */
function skipAfterUnit(tokens: readonly Token[], i: number, unit: string): number {
  let j = skipDualAmounts(tokens, i);
  const packSize = isContainerUnit(unit) && OF_WORDS.has(tokens[j]?.lower ?? "") ? secondAmount(tokens, j + 1) : null;
  if (packSize !== null) j = skipDualAmounts(tokens, packSize); // "1 sachet de 50 g (2 oz) de soupe"
  const paren = closeParen(tokens, j);
  if (paren && secondAmount(tokens, j + 1) !== null) j = skipDualAmounts(tokens, paren);
  if ((tokens[j]?.lower === "plus" || tokens[j]?.lower === "and") && secondAmount(tokens, j + 1) !== null) j = skipDualAmounts(tokens, secondAmount(tokens, j + 1)!);
  const again = readUnit(tokens, j);
  if (again && (again.unit === unit || (LENGTHS.has(unit) && PIECES.has(again.unit)))) j = again.next;
  const size = tokens[j]?.kind === "num" ? secondAmount(tokens, j) : null;
  if (size !== null && hyphenBeforeUnit(tokens, j, size) && nameFollows(tokens, size)) j = size;
  const container = readUnit(tokens, j);
  if (container && isContainerUnit(container.unit) && isMeasureUnit(unit) && nameFollows(tokens, container.next)) j = container.next;
  return j;
}

/** Words before a unit that describe the piece or how it is filled ("2 thin slices", "1 packed cup"). */
const THICKNESS: ReadonlySet<string> = new Set(["very", "thin", "thick", "packed"]);

const isSize = (t: Token | undefined) => t !== undefined && (SIZE_WORDS.has(t.lower) || AMOUNT_QUALIFIERS.has(t.lower) || THICKNESS.has(t.lower));

/** True at "firmly packed", "lightly packed": an adverb of how a measure is filled. */
const packedAhead = (tokens: readonly Token[], j: number) => isPrepAdverb(tokens[j]?.lower ?? "") && tokens[j + 1]?.lower === "packed";

/**
 * Skips size words at i, with ranges and alternatives of sizes: "large", "medium to large",
 * "large or 2 medium", "small or 1/2 large"; also "packed" with its adverb ("1 firmly packed cup").
 */
function skipSizes(tokens: readonly Token[], i: number): number {
  let j = i;
  while (isSize(tokens[j]) || packedAhead(tokens, j)) {
    j += packedAhead(tokens, j) ? 2 : 1;
    if (isSize(tokens[j])) continue; // "very small handful"
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
