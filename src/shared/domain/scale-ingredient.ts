import { parseQtyRange } from "./amount-read";
import { type IngredientParts, ingredientParts, joinParts, partsFromAmountText, partsWithoutQuantity } from "./ingredient-phrase";
import { scaleQty } from "./scaling";

/** A stored recipe ingredient (SPEC §3 {ingredient, qty, unit}, with its note when known). */
export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  note?: string | null;
}

/**
 * Stored ingredient lines said the way a cook writes them, scaled or as written. One rule for the
 * recipe detail, the print view (web) and the schema.org export (server).
 */

/**
 * SPEC §2 detail scaling: an ingredient's stored qty ("2", "1 1/2", "½", a range "2-3") scaled
 * from the recipe's servings to the chosen servings (scaleQty), then said the way a cook writes it
 * (shared/domain/ingredient-phrase.ts: kitchen rounding, unit and noun agreeing with the number).
 * Ranges scale both ends. A quantity that is not a number ("a pinch") is read as amount text,
 * unscaled. Output: the phrase in parts (amount "" when there is none).
 * Example: ({"flour", "1 1/2", "cup"}, 4, 8) → {amount: "3 cups", name: "flour", note: null}.
 */
export function scaleIngredient(ing: StoredIngredient, fromServings: number, toServings: number): IngredientParts {
  const range = parseQtyRange(ing.qty);
  const note = ing.note ?? null;
  if (!range && !ing.qty?.trim() && ing.unit?.trim()) return partsWithoutQuantity(ing.ingredient, ing.unit, note);
  if (!range) {
    const text = [ing.qty?.trim(), ing.unit?.trim()].filter(Boolean).join(" ");
    const parts = partsFromAmountText(ing.ingredient, text);
    return note ? { ...parts, note: parts.note ? `${parts.note}, ${note}` : note } : parts;
  }
  const scale = (n: number) => scaleQty(n, fromServings, toServings);
  return ingredientParts({
    qty: scale(range.min),
    qtyMax: range.max === null ? null : scale(range.max),
    unit: ing.unit,
    name: ing.ingredient,
    note,
  });
}

/**
 * An ingredient line as written for the recipe's own servings (no scaling), in one string:
 * ({"garlic", "2", "clove", note "minced"}) → "2 cloves garlic, minced"; ({"salt", null, null,
 * note "to taste"}) → "salt, to taste". Used for schema.org recipeIngredient lines.
 */
export function ingredientLine(ing: StoredIngredient): string {
  return joinParts(scaleIngredient(ing, 1, 1));
}
