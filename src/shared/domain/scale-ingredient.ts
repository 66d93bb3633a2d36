import { parseQtyRange, plusAmount } from "./amount-read";
import { sameUnitNumber, unitWord } from "./amount-words";
import { type IngredientParts, ingredientParts, joinParts, partsFromAmountText, partsWithoutQuantity } from "./ingredient-phrase";
import { scaleQty } from "./scaling";
import { sourceLineParts } from "./source-line";

/** A stored recipe ingredient (SPEC §3 {ingredient, qty, unit}, with its note when known). */
export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  note?: string | null;
  /** The line as the source printed it (imported recipes): said as written, its amount scaled. */
  line?: string | null;
}

/**
 * Stored ingredient lines said the way a cook writes them, scaled or as written. One rule for the
 * recipe detail, the print view (web) and the schema.org export (server).
 */

/**
 * SPEC §2 detail scaling: an imported line as its source printed it, its leading amount scaled
 * (sourceLineParts); otherwise the stored qty ("2", "1 1/2", "½", a range "2-3") scaled from the
 * recipe's servings to the chosen servings (scaleQty), then said the way a cook writes it
 * (shared/domain/ingredient-phrase.ts: kitchen rounding, unit and noun agreeing with the number).
 * Ranges scale both ends, and so does a second amount after "plus" ("⅓ cup plus 2 tablespoons").
 * A quantity that is not a number ("a pinch") is read as amount text, unscaled. Output: the phrase in parts (amount "" when there is none).
 * Example: ({"flour", "1 1/2", "cup"}, 4, 8) → {amount: "3 cups", name: "flour", note: null}.
 */
export function scaleIngredient(ing: StoredIngredient, fromServings: number, toServings: number): IngredientParts {
  const source = ing.line?.trim() ? sourceLineParts(ing.line, ing.unit, ing.ingredient, fromServings, toServings) : null;
  if (source) return source;
  const range = parseQtyRange(ing.qty);
  const note = ing.note ?? null;
  if (!range && !ing.qty?.trim() && ing.unit?.trim()) return partsWithoutQuantity(ing.ingredient, ing.unit, note);
  if (!range) {
    const text = [ing.qty?.trim(), ing.unit?.trim()].filter(Boolean).join(" ");
    const parts = partsFromAmountText(ing.ingredient, text);
    return note ? { ...parts, note: parts.note ? `${parts.note}, ${note}` : note } : parts;
  }
  const scale = (n: number) => scaleQty(n, fromServings, toServings);
  const plus = ing.unit?.trim() ? plusAmount(note) : null;
  const parts = ingredientParts({
    qty: scale(range.min),
    qtyMax: range.max === null ? null : scale(range.max),
    unit: ing.unit,
    name: ing.ingredient,
    note: plus ? plus.rest : note,
    writtenQty: range.max ?? range.min,
  });
  if (!plus) return parts;
  // "⅓ cup plus 2 tablespoons mayonnaise": the second amount scales with the first.
  const more = scale(plus.qty);
  return { ...parts, amount: `${parts.amount} plus ${sameUnitNumber(more, plus.unit)} ${unitWord(plus.unit, more)}` };
}

/**
 * An ingredient line as written for the recipe's own servings (no scaling), in one string: an
 * imported line as its source printed it; else ({"garlic", "2", "clove", note "minced"}) → "2
 * cloves garlic, minced"; ({"salt", null, null, note "to taste"}) → "salt, to taste". Used for
 * schema.org recipeIngredient lines.
 */
export function ingredientLine(ing: StoredIngredient): string {
  return joinParts(scaleIngredient(ing, 1, 1));
}
