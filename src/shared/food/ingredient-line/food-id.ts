/**
 * Linking a parsed ingredient to the food knowledge base (src/shared/food), through the shared
 * matcher `matchFood` (match.ts), so recipe ingredients can be compared with pantry items.
 */
import { matchFood } from "../match";
import { parseIngredientLine } from "./parse-ingredient-line";
import type { ParsedIngredientLine } from "./types";

/**
 * Lowest matcher score accepted as "this ingredient is that food". matchFood scores 1 for an exact
 * name or alias, 0.95 when a food covers every meaningful word, 0.9 when it covers the head noun
 * before a connector ("tuna in brine") and 0.5 + 0.4 × coverage otherwise (match.ts); 0.7 keeps
 * matches that cover at least half of the words.
 */
export const MIN_FOOD_SCORE = 0.7;

/**
 * The knowledge-base food id for an ingredient name, or null.
 * Input: a food name as the parser returns it ("extra-virgin olive oil", "sunflower or rapeseed
 * oil", "boneless skinless chicken breast halves"). A name listing alternatives or items
 * ("A or B", "salt and pepper") stands for its first item when that item alone is a food
 * (score ≥ 0.9); otherwise the whole name is matched, then each item in turn. Output: a food id such as "olive-oil", or null when nothing matches with a score
 * of at least MIN_FOOD_SCORE (unknown foods, non-food text, ""). Never throws.
 */
export function matchIngredientFoodId(ingredient: string): string | null {
  if (typeof ingredient !== "string" || ingredient.trim() === "") return null;
  const parts = ingredient.split(/\s+(?:or|and)\s+|,\s*/i).filter((p) => p.trim() !== "");
  const first = parts.length > 1 ? matchFood(parts[0]) : null;
  if (first && first.score >= 0.9) return first.food.id;
  const whole = matchFood(ingredient);
  if (whole && whole.score >= MIN_FOOD_SCORE) return whole.food.id;
  for (const part of parts) {
    const m = matchFood(part);
    if (m && m.score >= MIN_FOOD_SCORE) return m.food.id;
  }
  return null;
}

/**
 * parseIngredientLine plus the matched food: ParsedIngredientLine & { foodId: string | null }.
 * Input: one ingredient line as written. Never throws.
 */
export function parseIngredientLineWithFood(line: string): ParsedIngredientLine & { foodId: string | null } {
  const parsed = parseIngredientLine(line);
  return { ...parsed, foodId: matchIngredientFoodId(parsed.ingredient) };
}
