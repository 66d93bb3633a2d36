/**
 * Nutrition notes of an idea (SPEC §3 nutritionHighlights), computed from the knowledge base's
 * values per 100 g (USDA FoodData Central, see src/shared/food/types.ts) and the per-serving
 * amounts of every ingredient, staples (the cooking oil) included.
 */
import type { Food } from "../../../shared/food/types";
import { gramsPerServing } from "./amounts";
import type { Qty } from "./family-types";

/** Energy (kcal) and macronutrients (g) of one serving. */
export interface ServingTotals {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
}

/** Sums kcal and macronutrients (g) for ONE serving. Foods without nutrition data add nothing. */
export function servingTotals(parts: ReadonlyArray<{ food: Food; per: Qty }>): ServingTotals {
  const t: ServingTotals = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0 };
  for (const { food, per } of parts) {
    const n = food.nutrition;
    if (!n) continue;
    const f = gramsPerServing(per, food) / 100;
    t.kcal += n.kcal * f;
    t.proteinG += n.proteinG * f;
    t.fatG += n.fatG * f;
    t.carbsG += n.carbsG * f;
    t.fiberG += (n.fiberG ?? 0) * f;
  }
  return t;
}

/**
 * Two to four short notes, most telling first (the pantry card shows two), e.g.
 * ["High protein (32 g per serving)", "≈ 540 kcal per serving", "Good source of fiber (8 g)"].
 * Thresholds per serving: high protein ≥ 25 g, good protein ≥ 12 g, fiber ≥ 6 g good / ≥ 3 g some,
 * low carb ≤ 12 g carbohydrate, light ≤ 350 kcal, hearty ≥ 750 kcal. Always includes the energy
 * note and a protein note, so there are never fewer than two.
 */
export function nutritionHighlights(parts: ReadonlyArray<{ food: Food; per: Qty }>): string[] {
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
