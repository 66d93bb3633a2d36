import { z } from "zod";

/** Highest value a per-serving figure may have in a request (bounded work, issue 19); far above any meal. */
const MAX_FIGURE = 1_000_000;
const figure = z.number().min(0).max(MAX_FIGURE);

/**
 * Energy (kcal) and nutrients (g) of one serving: kcal whole, grams to one decimal; salt is the
 * sodium × 2.5 (src/shared/food/nutrition/nutrients.ts).
 */
export const nutrientsSchema = z.object({
  kcal: figure,
  proteinG: figure,
  fatG: figure,
  carbsG: figure,
  fiberG: figure,
  saltG: figure,
});

/**
 * Nutrition per serving computed from the ingredient lines (issue 22 item 6; rules in
 * src/shared/food/nutrition/recipe-nutrition.ts): the values, and how many of the ingredients
 * that carry nutrients they cover ("covers `covered` of `counted` ingredients"; water, ice and
 * to-taste seasoning are not counted). `coverage` = covered ÷ counted, 0–1.
 */
export const nutritionSchema = z.object({
  perServing: nutrientsSchema,
  coverage: z.number().min(0).max(1),
  covered: z.number().int().min(0).max(10_000),
  counted: z.number().int().min(0).max(10_000),
});
export type Nutrition = z.infer<typeof nutritionSchema>;
