/**
 * Adding up nutrients: grams of knowledge-base foods → energy and nutrients, from the foods' values
 * per 100 g (USDA FoodData Central, see NutritionPer100g in ../types.ts).
 */
import type { Food } from "../types";

/** Energy (kcal) and nutrients (g) of an amount of food: what a nutrition label lists. */
export interface NutrientTotals {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
  /** Salt equivalent of the sodium, Na × 2.5 (Regulation (EU) No 1169/2011, Annex I). */
  saltG: number;
}

/** Grams of salt per gram of sodium (Regulation (EU) No 1169/2011, Annex I, point 11). */
export const SALT_PER_SODIUM = 2.5;

/** All zeros. */
export function zeroNutrients(): NutrientTotals {
  return { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0, saltG: 0 };
}

/** Grams of a food, `unsalted` when the recipe asks for it without added salt ("unsalted butter"). */
export interface WeighedFood {
  food: Food;
  grams: number;
  unsalted?: boolean;
}

/** Words that say a food comes without added salt: its sodium counts as none (FDC unsalted butter: 11 mg). */
const UNSALTED = /\b(?:unsalted|salt[- ]free|no[- ]salt(?:[- ]added)?|without salt)\b/i;

/** True when a line's words ask for the food without added salt. */
export function saysUnsalted(words: string): boolean {
  return UNSALTED.test(words);
}

/**
 * Energy and nutrients of some foods by weight.
 * Input: parts {food, grams, unsalted?} (grams ≥ 0). Output: the sums, unrounded; a food without
 * nutrition values, or without a fibre or sodium figure, adds 0 for what it lacks, an unsalted one
 * no sodium. Never throws. Example: [{olive oil, 13.5 g}] → 119 kcal, 13.5 g fat.
 */
export function nutrientsOf(parts: readonly WeighedFood[]): NutrientTotals {
  const t = zeroNutrients();
  for (const { food, grams, unsalted } of parts) {
    const n = food.nutrition;
    if (!n || !(grams > 0)) continue;
    const f = grams / 100;
    t.kcal += n.kcal * f;
    t.proteinG += n.proteinG * f;
    t.fatG += n.fatG * f;
    t.carbsG += n.carbsG * f;
    t.fiberG += (n.fiberG ?? 0) * f;
    if (!unsalted) t.saltG += ((n.sodiumMg ?? 0) / 1000) * SALT_PER_SODIUM * f;
  }
  return t;
}

/** `t` divided by `by` (servings). `by` below 1 counts as 1. */
export function divideNutrients(t: NutrientTotals, by: number): NutrientTotals {
  const d = Number.isFinite(by) && by >= 1 ? by : 1;
  return {
    kcal: t.kcal / d,
    proteinG: t.proteinG / d,
    fatG: t.fatG / d,
    carbsG: t.carbsG / d,
    fiberG: t.fiberG / d,
    saltG: t.saltG / d,
  };
}

/** As shown and sent: kcal whole, grams to one decimal. */
export function roundNutrients(t: NutrientTotals): NutrientTotals {
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    kcal: Math.round(t.kcal),
    proteinG: r1(t.proteinG),
    fatG: r1(t.fatG),
    carbsG: r1(t.carbsG),
    fiberG: r1(t.fiberG),
    saltG: r1(t.saltG),
  };
}
