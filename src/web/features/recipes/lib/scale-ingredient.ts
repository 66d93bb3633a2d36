import { formatScaledQty, scaleQty } from "../../../../shared/domain/scaling";

/** An amount as the API stores it: one number, or a range "2-3" (min–max). */
export interface Amount {
  min: number;
  max: number | null;
}

/** Unicode vulgar fractions (U+00BC–U+00BE, U+2150–U+215E) by value. */
const GLYPHS: Record<string, number> = {
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
export function parseAmount(text: string | null | undefined): Amount | null {
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

/** Abbreviations and metric symbols that never take a plural "s". */
const NO_PLURAL = new Set([
  "g",
  "kg",
  "mg",
  "ml",
  "l",
  "cl",
  "dl",
  "oz",
  "lb",
  "lbs",
  "tbsp",
  "tsp",
  "fl oz",
  "qt",
  "pt",
  "gal",
  "in",
  "cm",
  "mm",
]);

/**
 * The unit as read with its amount: English unit words take a plural above 1 ("cup" → "cups",
 * "pinch" → "pinches", "piece" → "pieces"); abbreviations and symbols stay ("g", "tbsp", "oz").
 */
export function unitForAmount(unit: string, amount: number): string {
  const u = unit.trim();
  if (!(amount > 1) || NO_PLURAL.has(u.toLowerCase()) || !/^[a-z]{3,}$/i.test(u) || /s$/i.test(u)) return u;
  if (/(ch|sh|x|z)$/i.test(u)) return `${u}es`;
  return `${u}s`;
}

/** One scaled ingredient amount, ready to read. */
export interface ScaledAmount {
  /** "1 ½", "3", "2–3", or the stored text when it is not a number ("a pinch"); null when there is none. */
  qty: string | null;
  /** The unit, plural when the amount is above 1; null when there is none. */
  unit: string | null;
}

/**
 * SPEC §2 detail scaling: an ingredient's stored qty and unit, scaled from the recipe's servings
 * to the chosen servings (scaleQty) and formatted for the kitchen (formatScaledQty: fractions for
 * cups and spoons, rounded decimals for g/ml). Ranges scale both ends ("2-3" × 2 → "4–6").
 * Text that is not a number is shown as stored, unscaled.
 * Example: ("1 1/2", "cup", 4, 8) → {qty: "3", unit: "cups"}.
 */
export function scaleIngredient(qty: string | null, unit: string | null, fromServings: number, toServings: number): ScaledAmount {
  const amount = parseAmount(qty);
  if (!amount) return { qty: qty?.trim() || null, unit: unit?.trim() || null };
  const fmt = (n: number) => formatScaledQty(scaleQty(n, fromServings, toServings), unit ?? "");
  const min = fmt(amount.min);
  const max = amount.max === null ? null : fmt(amount.max);
  const text = max === null || max === min ? min : `${min}–${max}`;
  const top = scaleQty(amount.max ?? amount.min, fromServings, toServings);
  return { qty: text, unit: unit?.trim() ? unitForAmount(unit, top) : null };
}
