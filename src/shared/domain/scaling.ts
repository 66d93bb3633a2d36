/**
 * SPEC §2 recipe detail: "Quantities scale by household size relative to the recipe's servings."
 * The scaled amounts are said by ingredient-phrase.ts (kitchen rounding in kitchen-rounding.ts).
 */

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
