/**
 * Reading amounts as people and models write them: a stored recipe quantity ("2", "1 1/2", "½",
 * "2-3") and an AI idea's amount text ("1½ pieces", "2 cloves", "a pinch", "to taste", "1 large").
 * The inverse of amount-words.ts; ingredient-phrase.ts turns what is read back into words.
 */
import { normalizeUnit } from "./units";

/** A stored quantity: one number, or a range min–max. */
export interface QtyRange {
  min: number;
  max: number | null;
}

/** Unicode vulgar fractions (U+00BC–U+00BE, U+2150–U+215E) by value. */
const GLYPHS: Readonly<Record<string, number>> = {
  "¼": 1 / 4,
  "½": 1 / 2,
  "¾": 3 / 4,
  "⅐": 1 / 7,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

/**
 * One number as a cook writes it: "2", "0.5", "1,5", "1/2", "1 1/2", "½", "1½", "1 ½".
 * Output: the value, or null when the text is not such a number (or divides by zero).
 */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(",", ".");
  const glyph = /^(\d+)?\s*([¼½¾⅐-⅞])$/u.exec(t);
  if (glyph) return Number(glyph[1] ?? 0) + GLYPHS[glyph[2]];
  const mixed = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) {
    const den = Number(mixed[3]);
    return den === 0 ? null : Number(mixed[1] ?? 0) + Number(mixed[2]) / den;
  }
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(t) ? Number(t) : null;
}

/**
 * A stored quantity: a number (see parseNumber) or a range of two joined by "-", "–", "—" or
 * " to " ("2-3", "1 1/2 - 2", "2 to 3"). Output: {min, max} (max null for one number), or null
 * when the text is neither (e.g. "a pinch").
 */
export function parseQtyRange(text: string | null | undefined): QtyRange | null {
  if (!text) return null;
  const parts = text.trim().split(/\s*(?:[-–—]|\bto\b)\s*/);
  if (parts.length === 1) {
    const n = parseNumber(parts[0]);
    return n === null ? null : { min: n, max: null };
  }
  if (parts.length !== 2) return null;
  const [min, max] = parts.map(parseNumber);
  return min === null || max === null ? null : { min, max };
}

/** An amount text read into its parts. */
export interface AmountRead {
  qty: number;
  qtyMax: number | null;
  /** The unit as written ("pieces", "cloves", "tbsp"); null when none. */
  unit: string | null;
  /** Words after the amount that are not a unit ("large", "(400 g) cans"); "" when none. */
  rest: string;
}

/** Unit words the unit table of units.ts does not know but a recipe amount uses. */
const MORE_UNITS = new Set(
  `clove cloves slice slices pinch pinches dash dashes drop drops splash splashes handful handfuls sprig sprigs stalk stalks
   stick sticks head heads bulb bulbs leaf leaves sheet sheets fillet fillets rasher rashers knob knobs cube cubes scoop scoops
   package packages tablespoon tablespoons teaspoon teaspoons pint pints quart quarts gallon gallons inch inches`.split(/\s+/),
);

function isUnitWord(word: string): boolean {
  const w = word.toLowerCase().replace(/\.$/, "");
  return MORE_UNITS.has(w) || (normalizeUnit(w) !== null && w !== "x" && w !== "c");
}

/**
 * One number as written (what parseNumber reads: "1 1/2", "1/2", "1 ½", "½", "1,5", "2"), as a
 * RegExp source for patterns that find numbers in a text.
 */
export const NUMBER_SOURCE = String.raw`(?:(?:\d+\s+)?\d+\s*\/\s*\d+|\d*\s*[¼½¾⅐-⅞]|\d+(?:[.,]\d+)?)`;

/** The join of a range of two numbers ("2-3", "2 – 3", "2 to 3"). */
const RANGE_JOIN = String.raw`\s*(?:[-–—]|to)\s*`;

/** A leading quantity: number, fraction, range, or "a"/"an" (one). */
const LEADING = new RegExp(String.raw`^(?:(an?)\b|(${NUMBER_SOURCE})(?:${RANGE_JOIN}(${NUMBER_SOURCE}))?)\s*`, "iu");

/** A quantity that opens a text and ends before a space, a letter or "(" ("225g", "2 - 2 1/2 dl"). */
const OPENING = new RegExp(String.raw`^(${NUMBER_SOURCE})(?:${RANGE_JOIN}(${NUMBER_SOURCE}))?(?=[\s\p{L}(]|$)`, "iu");

/**
 * The quantity a text opens with, as written and as read: "2 - 2 1/2 dl Sahne" → {text: "2 - 2
 * 1/2", range: {min 2, max 2.5}}; "0,5 Bund" → {text: "0,5", range: {min 0.5, max null}}. Null when
 * the text does not open with a number ("a pinch", "Juice of 1 lemon", "1/2-inch piece").
 */
export function openingQuantity(text: string): { text: string; range: QtyRange } | null {
  const m = OPENING.exec(text);
  const min = m ? parseNumber(m[1]) : null;
  const max = m?.[2] ? parseNumber(m[2]) : null;
  if (!m || min === null || (m[2] && max === null)) return null;
  return { text: m[0], range: { min, max } };
}

/**
 * An amount text that starts with a quantity: "1½ pieces" → {1.5, null, "pieces", ""};
 * "2-3 cloves" → {2, 3, "cloves", ""}; "a pinch" → {1, null, "pinch", ""}; "240 g" → {240, "g"};
 * "1 large" → {1, null, null, "large"}; "200g" → {200, "g"}. Units are one word ("g", "cups",
 * "tbsp", "cloves") or "fl oz". Output: null when the text does not start with a quantity
 * ("to taste", "some"), or starts with "a"/"an" not followed by a unit ("a few").
 */
export function readAmountText(text: string): AmountRead | null {
  const t = text.trim();
  const m = LEADING.exec(t);
  if (!m || m[0] === "") return null;
  const qty = m[1] ? 1 : parseNumber(m[2].replace(/\s+(?=[¼½¾⅐-⅞])/u, ""));
  const qtyMax = m[3] ? parseNumber(m[3].replace(/\s+(?=[¼½¾⅐-⅞])/u, "")) : null;
  if (qty === null) return null;
  const after = t.slice(m[0].length);
  const fl = /^(fl\.?\s*oz\.?)(?:\s+|$)/i.exec(after);
  const unitMatch = fl ?? /^([A-Za-z]+\.?)(?=\s|$)/.exec(after);
  const unit = unitMatch && (fl || isUnitWord(unitMatch[1])) ? unitMatch[1].replace(/\.$/, "") : null;
  if (m[1] && !unit) return null;
  const rest = unit ? after.slice(unitMatch![0].length).trim() : after.trim();
  return { qty, qtyMax: qtyMax !== null && qtyMax > qty ? qtyMax : null, unit, rest };
}

/** How a spoon or cup is filled, written before its unit in a second amount ("plus 1 heaping teaspoon"). */
const FILLING = /\b(?:heaping|heaped|level|scant|generous|rounded|firmly|lightly|loosely|packed)\b\s*/gi;

/** A second amount of the same food after "plus" at the start of a note, and the rest of the note. */
export interface PlusAmount {
  qty: number;
  /** The unit as written ("tablespoons", "Tbsp", "g"). */
  unit: string;
  /** The note after the amount ("divided"), or null. */
  rest: string | null;
}

/**
 * The second amount the ingredient-line parser leaves in the note of "1 cup plus 2 tablespoons
 * flour" (note "plus 2 tablespoons") or "¼ cup plus 2 Tbsp. salt, divided" (note "plus 2 Tbsp.,
 * divided"): {2, "tablespoons", null} and {2, "Tbsp", "divided"}. Null when the note does not
 * open with "plus", a number and a unit and nothing else before its first comma ("plus more for
 * dusting", "plus 1 egg yolk"). Never throws.
 */
export function plusAmount(note: string | null | undefined): PlusAmount | null {
  const m = note ? /^plus\s+([^,]+?)\s*(?:,\s*(.*))?$/i.exec(note.trim()) : null;
  if (!m) return null;
  const read = readAmountText(m[1].replace(FILLING, ""));
  if (!read || read.unit === null || read.rest !== "" || read.qtyMax !== null) return null;
  return { qty: read.qty, unit: read.unit, rest: m[2]?.trim() || null };
}
