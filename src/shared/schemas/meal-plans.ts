import { z } from "zod";
import { normalizeRecurrenceRule, seriesProblem } from "../domain/recurrence";
import { PLAN_FIRST_DAY, PLAN_LAST_DAY } from "../domain/recurrence-limits";
import { daySchema, mealTypeSchema, webLinkInputSchema } from "./common";
import { recipeSchema } from "./recipes";

/**
 * An RFC 5545 RRULE value (issue 7 item 4), normalised (upper case, no "RRULE:" prefix);
 * null or "" = does not repeat.
 */
export const recurrenceRuleSchema = z
  .string()
  .max(300)
  .nullish()
  .transform((v, ctx) => {
    if (!v || v.trim() === "") return null;
    try {
      return normalizeRecurrenceRule(v);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: (e as Error).message });
      return z.NEVER;
    }
  });

/**
 * A day a meal can be planned on: a real day from 1900-01-01 to 2200-12-31 (issue 19 finding 3:
 * a series from the year 0100 made every read walk 19 centuries).
 */
export const planDaySchema = daySchema.refine(
  (d) => d >= PLAN_FIRST_DAY && d <= PLAN_LAST_DAY,
  `Plan days run from ${PLAN_FIRST_DAY} to ${PLAN_LAST_DAY}`,
);

/**
 * Add an issue on `recurrenceRule` when a repeating plan's rule and first day can't give a meal day
 * (shared/domain/recurrence.ts seriesProblem: UNTIL before the day, a rule that never matches from
 * it, COUNT too large for so rare a rule). Used by every schema that stores a plan with its rule.
 */
export function checkSeries(plan: { day: string; recurrenceRule?: string | null }, ctx: z.RefinementCtx): void {
  if (!plan.recurrenceRule || !planDaySchema.safeParse(plan.day).success) return; // the day has its own issue
  const problem = seriesProblem(plan.day, plan.recurrenceRule);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["recurrenceRule"] });
}

/** POST /api/meal-plans — SPEC §7. Either a recipeId or a customMealTitle. */
export const createMealPlanSchema = z
  .object({
    householdId: z.uuid().optional(),
    recipeId: z.uuid().nullish(),
    customMealTitle: z.string().trim().max(160).nullish(),
    customMealLink: webLinkInputSchema.nullish(),
    notes: z.string().trim().max(2000).nullish(),
    day: planDaySchema,
    mealType: mealTypeSchema.default("dinner"),
    servings: z.coerce.number().int().min(1, "Servings must be at least 1").max(100).optional(),
    status: z.literal("planned").default("planned"),
    recurrenceRule: recurrenceRuleSchema,
  })
  .refine((b) => Boolean(b.recipeId) || Boolean(b.customMealTitle), {
    message: "Choose a recipe or enter a meal title",
    path: ["recipeId"],
  })
  .superRefine(checkSeries);

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
  /**
   * For an occurrence of a recurring meal: the series' first day (its `id` is the series id and
   * `day` the occurrence). Null for a meal that does not repeat.
   */
  seriesDay: z.string().nullable(),
  /**
   * Per request, from the signed-in user's settings: SPEC §5 warnings for what the meal is made of
   * (a recipe's ingredients; a custom meal's title and the ingredients in its notes) — 'Not
   * vegan-friendly', 'Not vegetarian-friendly', 'ALLERGY WARNING: Contains X' (shared/domain/diet-meal.ts).
   * [] when none; absent on answers about cooking.
   */
  dietFlags: z.array(z.string()).optional(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

/**
 * `?day=YYYY-MM-DD` on calls about one entry: for a recurring meal, the occurrence meant. Changing
 * or cooking an occurrence detaches it (the series skips that day; a single entry takes its place).
 */
export const occurrenceQuerySchema = z.object({ day: planDaySchema.optional() });

/** PUT /api/meal-plans/{id} — move (day, mealType) or change an entry; omitted fields are kept. */
export const updateMealPlanSchema = z.object({
  day: planDaySchema.optional(),
  mealType: mealTypeSchema.optional(),
  servings: z.coerce.number().int().min(1, "Servings must be at least 1").max(100).optional(),
  notes: z.string().trim().max(2000).nullish(),
  customMealTitle: z.string().trim().min(1).max(160).optional(),
  customMealLink: webLinkInputSchema.nullish(),
  recurrenceRule: recurrenceRuleSchema.optional(),
});

/** POST /api/meal-plans/{id}/cooked — SPEC: no payload; optionally the amounts the user adjusted. */
export const markCookedSchema = z
  .object({
    deductions: z.array(z.object({ pantryItemId: z.uuid(), take: z.coerce.number().min(0).max(1_000_000) })).max(200),
  })
  .partial()
  .nullish();

/** One line of the cooking preview (shared/domain/cooking-deduction.ts ProposedDeduction). */
export const proposedDeductionSchema = z.object({
  ingredient: z.string(),
  needed: z.number().nullable(),
  neededUnit: z.string().nullable(),
  pantryItemId: z.string().nullable(),
  productName: z.string().nullable(),
  itemQty: z.number().nullable(),
  unit: z.string().nullable(),
  take: z.number(),
  reason: z.enum(["no-amount", "not-in-pantry", "unit-mismatch"]).nullable(),
});

/** GET /api/meal-plans/{id}/cooking-preview. */
export const cookingPreviewSchema = z.object({ deductions: z.array(proposedDeductionSchema) });

/** One pantry change made by cooking (amounts are numeric strings in the item's unit). */
export const cookingChangeSchema = z.object({
  pantryItemId: z.string(),
  productName: z.string(),
  unit: z.string(),
  qtyBefore: z.string(),
  taken: z.string(),
});

/** Answer of POST /api/meal-plans/{id}/cooked and DELETE …/cooked (undo). */
export const cookedAnswerSchema = z.object({
  entry: mealPlanEntrySchema,
  changes: z.array(cookingChangeSchema),
});
export type CookedAnswer = z.infer<typeof cookedAnswerSchema>;
export type CookingPreview = z.infer<typeof cookingPreviewSchema>;
