import { parseIngredientLine } from "../../../../shared/food/ingredient-line/parse-ingredient-line";
import { matchIngredientFoodId } from "../../../../shared/food/ingredient-line/food-id";

/** An ingredient line is short: longer lines are prose. */
export const MAX_INGREDIENT_CHARS = 150;

/**
 * What one line shows of an ingredient, judged with the shared ingredient-line parser and the
 * food knowledge base: an amount (a quantity or a unit) and a food the knowledge base knows.
 * Lines longer than MAX_INGREDIENT_CHARS show neither. Input: one line. Output: both signs.
 */
export function ingredientSigns(line: string): { amount: boolean; food: boolean } {
  if (line.length > MAX_INGREDIENT_CHARS) return { amount: false, food: false };
  const parsed = parseIngredientLine(line);
  return { amount: parsed.qty !== null || parsed.unit !== null, food: matchIngredientFoodId(parsed.ingredient) !== null };
}

/** True when a line reads as an ingredient: it has an amount or names a known food (see ingredientSigns). */
export function looksLikeIngredient(line: string): boolean {
  const s = ingredientSigns(line);
  return s.amount || s.food;
}

/** An amount (with a one-word unit) set off from the food by a spaced dash: "250g - red lentils", "2 tbsp – sunflower oil". */
const AMOUNT_DASH = /^([\d\u00bc-\u00be\u2150-\u215e][\d\s.,/\u00bc-\u00be\u2150-\u215e]*(?:\s?\p{L}{1,12}\.?)?)\s+[-\u2013\u2014]\s+(?=\p{L})/u;

/**
 * An ingredient line without the dash some pages print between the amount and the food as a
 * layout separator ("250g - red lentils" → "250g red lentils"). A range ("2 - 3 apples")
 * is left alone: the dash must be followed by a letter.
 */
export const withoutAmountDash = (line: string): string => line.replace(AMOUNT_DASH, "$1 ");
