import { z } from "zod";
import { daySchema, mealTypeSchema } from "./common";
import { recipeSchema } from "./recipes";

/** POST /api/meal-plans — SPEC §7. Either a recipeId or a customMealTitle. */
export const createMealPlanSchema = z
  .object({
    householdId: z.uuid().optional(),
    recipeId: z.uuid().nullish(),
    customMealTitle: z.string().trim().max(160).nullish(),
    customMealLink: z.string().trim().max(2000).nullish(),
    notes: z.string().trim().max(2000).nullish(),
    day: daySchema,
    mealType: mealTypeSchema.default("dinner"),
    servings: z.coerce.number().int().min(1, "Servings must be at least 1").max(100).optional(),
    status: z.literal("planned").default("planned"),
  })
  .refine((b) => Boolean(b.recipeId) || Boolean(b.customMealTitle), {
    message: "Choose a recipe or enter a meal title",
    path: ["recipeId"],
  });

/** GET /api/meal-plans/{householdId}?startDate&endDate (inclusive days). */
export const mealPlanQuerySchema = z
  .object({ startDate: daySchema, endDate: daySchema })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate must not be after endDate", path: ["endDate"] })
  .refine((q) => (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 <= 366, {
    message: "The window can be at most one year",
    path: ["endDate"],
  });

/** SPEC §3 Meal plan entry. */
export const mealPlanEntrySchema = z.object({
  id: z.uuid(),
  householdId: z.uuid(),
  recipeId: z.uuid().nullable(),
  day: z.string(),
  mealType: mealTypeSchema,
  servings: z.number().int(),
  status: z.string(),
  customMealTitle: z.string().nullable(),
  customMealLink: z.string().nullable(),
  notes: z.string().nullable(),
  isCooked: z.boolean(),
  recurrenceRule: z.string().nullable(),
  recipe: recipeSchema.nullable(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;
