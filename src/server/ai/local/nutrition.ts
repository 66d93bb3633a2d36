/**
 * Nutrition of an idea of the built-in engine: per-serving values (the idea's `nutrition`) and its
 * notes (SPEC §3 nutritionHighlights), computed the one shared way (src/shared/food/nutrition:
 * amounts weighed by gramsOfAmount, values per 100 g from the knowledge base, USDA FoodData
 * Central) from the per-serving amount of every ingredient, staples (the cooking oil) included.
 */
import { isWaterOrIce } from "../../../shared/domain/ingredient-need";
import { gramsOfAmount } from "../../../shared/food/nutrition/amount-grams";
import { nutrientsOf, roundNutrients, type NutrientTotals } from "../../../shared/food/nutrition/nutrients";
import type { NutritionSummary } from "../../../shared/food/nutrition/recipe-nutrition";
import type { Food } from "../../../shared/food/types";
import type { Qty } from "./family-types";

type Part = { food: Food; per: Qty };

/** Grams of one serving of a part; null for "to taste" and amounts that cannot be weighed. */
function gramsOf({ food, per }: Part): number | null {
  if (per.unit === "taste") return null;
  return gramsOfAmount({ qty: per.n, unit: per.unit, name: food.name, note: null }, food);
}

/** Energy (kcal) and nutrients (g) of ONE serving. Foods without nutrition data add nothing. */
export function servingTotals(parts: readonly Part[]): NutrientTotals {
  return nutrientsOf(parts.map((p) => ({ food: p.food, grams: gramsOf(p) ?? 0 })));
}

/**
 * The idea's per-serving nutrition and coverage. Input: the parts with a known food and the number
 * of ingredients the idea lists (staples without a food count as not covered). Water, ice and "to
 * taste" amounts are left out of the count, as the shared recipe rule does.
 */
export function ideaNutritionSummary(parts: readonly Part[], listed: number): NutritionSummary {
  let ignored = 0;
  let covered = 0;
  for (const p of parts) {
    if (p.per.unit === "taste" || isWaterOrIce(p.food.name, p.food.id)) ignored++;
    else if (p.food.nutrition && gramsOf(p) !== null) covered++;
  }
  const counted = Math.max(covered, listed - ignored);
  return {
    perServing: roundNutrients(servingTotals(parts)),
    coverage: counted === 0 ? 0 : Math.round((covered / counted) * 1000) / 1000,
    covered,
    counted,
  };
}

/**
 * Two to four short notes, most telling first (the pantry card shows two), e.g.
 * ["High protein (32 g per serving)", "≈ 540 kcal per serving", "Good source of fiber (8 g)"].
 * Thresholds per serving: high protein ≥ 25 g, good protein ≥ 12 g, fiber ≥ 6 g good / ≥ 3 g some,
 * low carb ≤ 12 g carbohydrate, light ≤ 350 kcal, hearty ≥ 750 kcal. Always includes the energy
 * note and a protein note, so there are never fewer than two.
 */
export function nutritionHighlights(parts: readonly Part[]): string[] {
  const t = servingTotals(parts);
  const kcal = Math.round(t.kcal / 10) * 10;
  const protein = Math.round(t.proteinG);
  const fiber = Math.round(t.fiberG);
  const carbs = Math.round(t.carbsG);
  const lead: string[] = [];
  const rest: string[] = [];
  if (protein >= 25) lead.push(`High protein (${protein} g per serving)`);
  else if (protein >= 12) rest.push(`Good protein (${protein} g per serving)`);
  else rest.push(`${protein} g protein per serving`);
  if (fiber >= 6) lead.push(`Good source of fiber (${fiber} g per serving)`);
  else if (fiber >= 3) rest.push(`Some fiber (${fiber} g per serving)`);
  if (carbs <= 12 && kcal >= 150) lead.push(`Low carb (${carbs} g per serving)`);
  const energy =
    kcal <= 350 ? `Light: ≈ ${kcal} kcal per serving` : kcal >= 750 ? `Hearty: ≈ ${kcal} kcal per serving` : `≈ ${kcal} kcal per serving`;
  // Energy goes second when something stands out, first otherwise.
  return lead.length > 0 ? [lead[0], energy, ...lead.slice(1), ...rest] : [energy, ...rest];
}
