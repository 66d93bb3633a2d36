/**
 * Amounts on the shopping list (issue 11): the unit a line is written in, and rounding a missing
 * amount UP to something a shop sells ("rounded up to sensible purchase units"). Rounding up,
 * never down, so the household never comes home short.
 *
 * Steps by unit (our own rule of thumb, documented in README "Shopping list"):
 *   g, ml:  below 100 → next 10; below 1000 → next 50; from 1000 → kg / l, next 0.1
 *   kg, l:  next 0.1 (below 1 written as g / ml by the rule above)
 *   lbs: next ¼ · oz, fl oz, tbsp, tsp, mg, cl, dl: next whole · cups: next ¼
 *   pieces, containers (cans, jars …) and units units.ts does not know (clove, sprig …): next whole
 * Traces (a pinch, to taste) are never bought: ingredient-need.ts leaves them out.
 */
import { convertQty, normalizeUnit, type CanonicalUnit } from "./units";

/** How the list (and the pantry, on restock) writes each canonical unit; pantry style ("pieces", "cups", "lbs"). */
const LIST_UNIT: Readonly<Record<CanonicalUnit, string>> = {
  mg: "mg",
  g: "g",
  kg: "kg",
  oz: "oz",
  lb: "lbs",
  ml: "ml",
  cl: "cl",
  dl: "dl",
  l: "l",
  tsp: "tsp",
  tbsp: "tbsp",
  "fl oz": "fl oz",
  cup: "cups",
  piece: "pieces",
  can: "cans",
  bottle: "bottles",
  bag: "bags",
  box: "boxes",
  bunch: "bunches",
  jar: "jars",
  pack: "packs",
};

/**
 * The unit a line is written in. Input: a unit as a recipe, parser or person wrote it
 * ("tablespoon", "cup", "Pieces", "clove", null). Output: the pantry-style spelling of a known unit
 * ("tbsp", "cups", "pieces"), an unknown unit lower-cased and trimmed ("clove"), or null for no
 * unit / a blank one. Never throws.
 */
export function listUnit(unit: string | null | undefined): string | null {
  const t = unit?.trim().toLowerCase();
  if (!t) return null;
  const canonical = normalizeUnit(t);
  return canonical ? LIST_UNIT[canonical] : t;
}

/** Rounds up to a multiple of `step`, ignoring float noise (0.30000000004 → 0.3). */
function ceilTo(n: number, step: number): number {
  const steps = Math.ceil(Math.round((n / step) * 1e6) / 1e6);
  return Math.round(steps * step * 1000) / 1000;
}

/** Metric small → large unit rounding (g → kg, ml → l). */
function metric(qty: number, small: string, large: string): { qty: number; unit: string } {
  if (qty >= 1000) return { qty: ceilTo(qty / 1000, 0.1), unit: large };
  return { qty: ceilTo(qty, qty < 100 ? 10 : 50), unit: small };
}

/**
 * A missing amount rounded up to a purchase amount (steps in the module comment).
 * Input: qty > 0 in `unit` (a list unit, see listUnit). Output: { qty, unit } with qty ≥ the input
 * (expressed in the output unit), the unit possibly scaled (1200 g → 1.2 kg; 0.25 kg → 250 g).
 * qty ≤ 0 or not finite → { qty: 0, unit }. Examples: (250, "g") → 250 g; (233.3, "g") → 250 g;
 * (1.04, "kg") → 1.1 kg; (2.2, "pieces") → 3 pieces; (0.3, "cups") → 0.5 cups.
 */
export function purchaseQty(qty: number, unit: string): { qty: number; unit: string } {
  if (!Number.isFinite(qty) || qty <= 1e-9) return { qty: 0, unit };
  switch (normalizeUnit(unit)) {
    case "g":
      return metric(qty, "g", "kg");
    case "ml":
      return metric(qty, "ml", "l");
    case "kg":
      return qty < 1 ? metric(convertQty(qty, "kg", "g")!, "g", "kg") : { qty: ceilTo(qty, 0.1), unit: "kg" };
    case "l":
      return qty < 1 ? metric(convertQty(qty, "l", "ml")!, "ml", "l") : { qty: ceilTo(qty, 0.1), unit: "l" };
    case "lb":
      return { qty: ceilTo(qty, 0.25), unit };
    case "cup":
      return { qty: ceilTo(qty, 0.25), unit };
    default:
      return { qty: ceilTo(qty, 1), unit };
  }
}
