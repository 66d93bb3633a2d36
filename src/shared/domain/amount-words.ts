/**
 * Amounts in the words a cook writes: kitchen-rounded (kitchen-rounding.ts), with fraction glyphs
 * ("1½", "¾") and unit words that agree with their number ("1 cup", "3 cups", "2 cloves"; symbols
 * and abbreviations never change: "500 g", "2 tbsp").
 * No food knowledge here, so the Pantry screen can use it without loading the knowledge base;
 * ingredient-phrase.ts puts an amount and a food's name together.
 *
 * Number agreement: in kitchen text a unit is singular up to 1 ("½ cup", "1 cup", "1½ cups");
 * in exact (stock) text only at exactly 1 ("0.5 cups", "1 cup").
 */
import { type AmountKind, type Spoon, TSP_IN, amountKind, kitchenAmount, roundFor, roundSpoon } from "./kitchen-rounding";
import { formatQty } from "./pantry-qty";
import { isPiecesUnit, normalizeUnit } from "./units";

/** Unit spellings that never take a plural. */
const INVARIANT = new Set("g|kg|mg|ml|l|cl|dl|oz|lb|tsp|tbsp|fl oz|qt|pt|gal|in|cm|mm|c|t|tbs|tbl".split("|"));
/** Abbreviations written with a plural "s" → the plain abbreviation. */
const ABBREVIATION_PLURALS: ReadonlyMap<string, string> = new Map(
  "tbsps tbsp tsps tsp ozs oz kgs kg gms g grs g mls ml ltrs l qts qt pts pt gals gal"
    .split(" ")
    .flatMap((w, i, all) => (i % 2 === 0 ? [[w, all[i + 1]] as [string, string]] : [])),
);
const IRREGULAR_SINGULAR: ReadonlyMap<string, string> = new Map([
  ["leaves", "leaf"],
  ["loaves", "loaf"],
  ["halves", "half"],
]);
const IRREGULAR_PLURAL: ReadonlyMap<string, string> = new Map([...IRREGULAR_SINGULAR].map(([p, s]) => [s, p]));

/** Singular of a unit word ("cups" → "cup", "pinches" → "pinch", "leaves" → "leaf"). */
function singularUnit(word: string): string {
  const irregular = IRREGULAR_SINGULAR.get(word);
  if (irregular) return irregular;
  if (word.length <= 2 || /(ss|us)$/.test(word) || !word.endsWith("s")) return word;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Plural of a singular unit word ("cup" → "cups", "pinch" → "pinches", "loaf" → "loaves"). */
function pluralUnit(word: string): string {
  const irregular = IRREGULAR_PLURAL.get(word);
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * A unit as said with its number. Input: the unit as stored ("cups", "cup", "tablespoon", "lbs",
 * "g", "pieces", "ea"), the number, and whether the number is shown exactly (stock) rather than
 * kitchen-rounded. Output: "cup"/"cups", "tablespoon"/"tablespoons", "lb"/"lbs", "g",
 * "piece"/"pieces" (every spelling of pieces reads "piece(s)"). Never throws.
 */
export function unitWord(unit: string, qty: number, exact = false): string {
  const u = unit.trim();
  const lower = u.toLowerCase();
  const one = exact ? qty === 1 : qty > 0 && qty <= 1;
  if (lower === "") return "";
  if (isPiecesUnit(lower)) return one ? "piece" : "pieces";
  if (lower === "lb" || lower === "lbs") return one ? "lb" : lower;
  const abbreviation = ABBREVIATION_PLURALS.get(lower);
  if (abbreviation) return abbreviation;
  if (INVARIANT.has(lower) || !/^[a-z]{3,}( [a-z]+)?$/.test(lower)) return u;
  const words = lower.split(" ");
  const last = singularUnit(words[words.length - 1]);
  words[words.length - 1] = one ? last : pluralUnit(last);
  const form = words.join(" ");
  // Keep the letters as written where the form does not change them ("Cups" → "Cup").
  let same = 0;
  while (same < form.length && form[same] === lower[same]) same++;
  return u.slice(0, same) + form.slice(same);
}

/** Long unit words and their kitchen abbreviations, for narrow places (shortUnitWord). */
const SHORT_UNITS: ReadonlyMap<string, string> = new Map([
  ["tablespoon", "tbsp"],
  ["teaspoon", "tsp"],
  ["ounce", "oz"],
  ["pound", "lb"],
  ["quart", "qt"],
  ["pint", "pt"],
  ["gallon", "gal"],
  ["gram", "g"],
  ["kilogram", "kg"],
  ["milliliter", "ml"],
  ["millilitre", "ml"],
  ["liter", "l"],
  ["litre", "l"],
]);

/**
 * A unit as said with its number where room is short (the compact pantry list): unitWord, with
 * the long measure words written as their usual abbreviations ("6 tablespoons" → "tbsp",
 * "2 pounds" → "lb"; "pieces", "cups", "cans" stay words). Same input as unitWord; never throws.
 */
export function shortUnitWord(unit: string, qty: number, exact = false): string {
  const word = unitWord(unit, qty, exact);
  return SHORT_UNITS.get(singularUnit(word.toLowerCase())) ?? word;
}

const GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];

/**
 * A number as a cook reads it: whole part and a fraction glyph, no space ("1½", "¾", "2⅓").
 * Fractions other than ⅛, ¼, ⅓, ½, ⅔, ¾ (within 0.001) are written as decimals ("0.05", "1.3").
 * Non-finite → "".
 */
export function fractionText(n: number): string {
  if (!Number.isFinite(n)) return "";
  const whole = Math.floor(n + 1e-9);
  const rest = n - whole;
  if (rest < 1e-3) return String(whole);
  const glyph = GLYPHS.find(([v]) => Math.abs(v - rest) < 1e-3);
  if (!glyph) return formatQty(Math.round(n * 100) / 100);
  return whole === 0 ? glyph[1] : `${whole}${glyph[1]}`;
}

/** A rounded number as text for its unit: decimals for metric, glyphs otherwise. */
function numberText(n: number, unit: string | null, exact: boolean): string {
  if (exact) return formatQty(Math.round(n * 100) / 100);
  const kind = amountKind(unit);
  return kind === "metric" || kind === "metric-large" ? formatQty(n) : fractionText(n);
}

/**
 * A quantity kitchen-rounded in its own unit, never switched to another spoon (for a line kept as
 * its source wrote it, whose unit word stays): (1.5, "tsp") → "1½"; (0.875, "tablespoon") → "1";
 * (437.4, "g") → "437". Input: a finite qty and the stored unit. Output: number text.
 */
export function sameUnitNumber(qty: number, unit: string | null): string {
  const kind = amountKind(unit);
  const rounded = kind === "spoon" && unit ? roundSpoon(qty, normalizeUnit(unit) as Spoon) : roundFor(kind, qty);
  return numberText(rounded, unit, false);
}

/** An amount to say: qty (null = none), the top of a range, the unit as stored. */
export interface AmountInput {
  qty: number | null;
  qtyMax?: number | null;
  unit?: string | null;
}

/** An amount after rounding, as number text and unit word ("1½", "cups"); unit "" when there is none. */
export interface AmountWords {
  number: string;
  unit: string;
  /** The number the unit and noun agree with (the top of a range). */
  top: number;
  kind: AmountKind;
}

/**
 * An amount rounded (kitchen, or `exact` to 2 decimals for stock) and split into number text and
 * unit word. A range rounds both ends in the unit the top end is said in ("2–3", "¾–1").
 * Output: null when qty is null or not finite. Never throws.
 */
export function amountWords(a: AmountInput, exact = false): AmountWords | null {
  if (a.qty === null || !Number.isFinite(a.qty)) return null;
  const unit = a.unit?.trim() || null;
  const hasMax = a.qtyMax !== null && a.qtyMax !== undefined && Number.isFinite(a.qtyMax) && a.qtyMax > a.qty;
  const topIn = hasMax ? (a.qtyMax as number) : a.qty;
  const top = exact ? { qty: topIn, unit } : kitchenAmount(topIn, unit);
  const kind = amountKind(top.unit);
  let number = numberText(top.qty, top.unit, exact);
  if (hasMax) {
    const factor =
      unit && top.unit && top.unit !== unit ? TSP_IN[normalizeUnit(unit) as Spoon] / TSP_IN[normalizeUnit(top.unit) as Spoon] : 1;
    const low = exact ? a.qty : kind === "spoon" ? roundSpoon(a.qty * factor, normalizeUnit(top.unit!) as Spoon) : roundFor(kind, a.qty);
    const lowText = numberText(low, top.unit, exact);
    if (lowText !== number) number = `${lowText}–${number}`;
  }
  return { number, unit: top.unit ? unitWord(top.unit, top.qty, exact) : "", top: top.qty, kind };
}

/**
 * An amount as text on its own, for layouts that show the name apart (shopping lines, pantry,
 * cooking preview): "250 g", "1½ cups", "1 piece", "3 pieces", "2–3 cloves", "a pinch".
 * "" when there is no amount. `exact` keeps the stored number (2 decimals) for stock.
 */
export function amountText(a: AmountInput, exact = false): string {
  const w = amountWords(a, exact);
  if (!w) return "";
  if (w.kind === "vague" && w.number === "1") return `a ${w.unit}`;
  return w.unit ? `${w.number} ${w.unit}` : w.number;
}
