import type { MealType } from "../../../../shared/schemas/common";

const MEAL_PLANS = "/api/meal-plans";

/**
 * Query keys of the planner (this feature only; shared keys are in src/web/lib/query-keys.ts).
 * `all` is the prefix of every plan window and cooking preview: invalidate it after plan changes.
 */
export const mealPlansKeys = {
  all: [MEAL_PLANS] as const,
  /** GET /api/meal-plans/{householdId}?startDate&endDate (inclusive YYYY-MM-DD days). */
  window: (householdId: string, startDate: string, endDate: string) => [MEAL_PLANS, householdId, startDate, endDate] as const,
  /** GET /api/meal-plans/{entryId}/cooking-preview. */
  cookingPreview: (entryId: string) => [MEAL_PLANS, entryId, "cooking-preview"] as const,
  /** POST /api/ai/recipe-ideas {mealType}: one planner slot's ideas. */
  slotIdeas: (mealType: MealType) => ["/api/ai/recipe-ideas", mealType] as const,
};
