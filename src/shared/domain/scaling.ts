/**
 * SPEC §2 recipe detail: "Quantities scale by household size relative to the recipe's servings."
 * Scaling plus kitchen-friendly display: fractions for cups, spoons and pieces ('1 ½', '⅓'),
 * rounded decimals for metric weights and volumes ('450', '37.5').
 */
import { formatQty } from "./pantry-qty";
import { normalizeUnit } from "./units";

/**
 * Scales a quantity from one number of servings to another: qty × toServings / fromServings.
 * Input: qty, recipe servings, wanted servings (e.g. household size). Output: the scaled number
 * (not rounded). When either servings value is not a positive finite number, or qty is not
 * finite, qty is returned unchanged (nothing sensible to scale by).
 * Example: (200, 4, 2) → 100.
 */
export function scaleQty(qty: number, fromServings: number, toServings: number): number {
  if (!Number.isFinite(qty)) return qty;
  if (!(Number.isFinite(fromServings) && fromServings > 0 && Number.isFinite(toServings) && toServings > 0)) return qty;
  return (qty * toServings) / fromServings;
}

/** Kitchen fractions, by value. Source: the vulgar-fraction characters of Unicode (U+00BC–U+215E). */
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
];

/**
 * A quantity as a readable kitchen amount: a whole number, a fraction glyph, or both separated by
 * a space, using the nearest of 0, ⅛, ¼, ⅓, ⅜, ½, ⅝, ⅔, ¾, ⅞, 1.
 * Examples: 1.5 → '1 ½'; 0.75 → '¾'; 0.333 → '⅓'; 2 → '2'; 1.97 → '2'; 2.04 → '2'; 0 → '0'.
 * Amounts below 1/16 (that would round to nothing) keep up to 2 decimals ('0.05').
 * Negative amounts get a leading '-'; non-finite input → ''.
 */
export function formatFraction(n: number): string {
  if (!Number.isFinite(n)) return "";
  if (n < 0) return `-${formatFraction(-n)}`;
  let whole = Math.floor(n);
  const rest = n - whole;
  let glyph = "";
  let bestDiff = rest;
  for (const [value, g] of FRACTIONS) {
    const diff = Math.abs(rest - value);
    if (diff < bestDiff) {
      bestDiff = diff;
      glyph = g;
    }
  }
  if (1 - rest < bestDiff) {
    whole += 1;
    glyph = "";
  }
  if (whole === 0 && glyph === "") return n > 0 && n < 1 / 16 ? String(Math.round(n * 100) / 100) : "0";
  if (whole === 0) return glyph;
  return glyph ? `${whole} ${glyph}` : String(whole);
}

/**
 * A scaled quantity formatted for its unit: metric mass/volume (g, kg, mg, ml, l, cl, dl) as
 * decimals — whole numbers from 10 up, 1 decimal below 10 for g/ml, up to 2 decimals for kg/l —
 * and everything else (cups, spoons, pieces, oz, lb, unknown units) as kitchen fractions.
 * Examples: (37.5, "g") → "38"; (7.25, "ml") → "7.3"; (1.25, "kg") → "1.25"; (1.5, "cups") → "1 ½".
 */
export function formatScaledQty(qty: number, unit: string): string {
  const canonical = normalizeUnit(unit);
  if (canonical === "kg" || canonical === "l") return formatQty(Math.round(qty * 100) / 100);
  if (canonical === "g" || canonical === "ml" || canonical === "mg" || canonical === "cl" || canonical === "dl") {
    return formatQty(qty >= 10 ? Math.round(qty) : Math.round(qty * 10) / 10);
  }
  return formatFraction(qty);
}
