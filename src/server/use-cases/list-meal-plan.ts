/**
 * The meal plan as the planner reads it: entries (meal-plans) with their recipes (recipes). Used
 * by the planner's list and by every use case that answers an entry or reads the plan.
 */
import type { MealPlanEntry } from "../../shared/schemas/meal-plans";
import type { MealPlanRow } from "../modules/meal-plans/repository";
import { listOccurrences, toEntry } from "../modules/meal-plans/service";
import { findRecipe, findRecipesByIds } from "../modules/recipes/repository";
import { toRecipe } from "../modules/recipes/service";
import { withDietFlags } from "../modules/meal-plans/diet-service";
import { getSettings } from "../modules/user-settings/repository";
import type { Tx } from "../kernel/db";
import type { SessionUser } from "../kernel/session-user";

/**
 * GET /api/meal-plans/{householdId}?startDate&endDate: the household's entries between two days
 * (inclusive, 'YYYY-MM-DD'), each with its recipe.
 *  1. The meals on those days: single entries and one per occurrence of each recurring meal,
 *     skipped days left out, sorted by day then by when they were planned (meal-plans).
 *  2. Their recipes, each read once (recipes).
 *  3. Each entry shaped with its recipe (null for a custom meal).
 * The caller checks household access. Works on the database or inside a transaction.
 */
export async function listMealPlanWindow(db: Tx, householdId: string, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  const meals = await listOccurrences(db, householdId, startDate, endDate);
  const recipeIds = [...new Set(meals.map((m) => m.row.recipeId).filter((id): id is string => Boolean(id)))];
  const recipes = new Map((await findRecipesByIds(db, householdId, recipeIds)).map((r) => [r.id, r]));
  return meals.map(({ row, day }) => {
    const recipe = row.recipeId ? recipes.get(row.recipeId) : undefined;
    return toEntry(row, recipe ? toRecipe(recipe) : null, day);
  });
}

/** One entry with its recipe, as the API answers it (after planning, changing, cooking or undoing). */
export async function mealPlanEntry(tx: Tx, row: MealPlanRow): Promise<MealPlanEntry> {
  const recipe = row.recipeId ? await findRecipe(tx, row.householdId, row.recipeId) : null;
  return toEntry(row, recipe ? toRecipe(recipe) : null);
}

/**
 * GET /api/meal-plans/{householdId}?startDate&endDate for the user who asks: the window
 * (listMealPlanWindow) with each meal's SPEC §5 diet warnings for that user's preferences and
 * allergies (user-settings; meal-plans diet-service.ts). The caller checks household access.
 */
export async function listMealPlanForUser(db: Tx, user: SessionUser, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  const entries = await listMealPlanWindow(db, user.householdId, startDate, endDate);
  return withDietFlags(entries, await getSettings(db, user.id));
}
