import type { z } from "zod";
import { AppError } from "../../shared/errors";
import type { MealPlanEntry, updateMealPlanSchema } from "../../shared/schemas/meal-plans";
import { withDietFlags } from "../modules/meal-plans/diet-service";
import { changeMealPlan } from "../modules/meal-plans/edit-service";
import { assertOwnHousehold, insertPlannedMeal, toEntry, type NewMealPlan } from "../modules/meal-plans/service";
import { findRecipe } from "../modules/recipes/repository";
import { toRecipe } from "../modules/recipes/service";
import { getSettings } from "../modules/user-settings/repository";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { mealPlanEntry } from "./list-meal-plan";

/**
 * POST /api/meal-plans: plan a meal for the caller's household.
 *  1. The household named in the body, if any, must be the caller's (meal-plans).
 *  2. The recipe, if any, must be the household's own (recipes).
 *  3. Servings: as given, else the user's household size (user-settings; SPEC §9 default 2).
 *  4. The entry is stored — repeating from `day` when it has a `recurrenceRule` — (meal-plans)
 *     and answered with its recipe and its SPEC §5 diet warnings for the user (meal-plans
 *     diet-service.ts): a custom snack of "apple, peanut butter" is planned for someone with a
 *     Peanuts allergy, with 'ALLERGY WARNING: Contains Peanuts', as a recipe would be saved.
 * @throws AppError NOT_FOUND for another household or recipe.
 */
export async function planMeal({ db }: Pick<AppDeps, "db">, user: SessionUser, input: NewMealPlan): Promise<MealPlanEntry> {
  assertOwnHousehold(user, input.householdId);
  const recipe = input.recipeId ? await findRecipe(db, user.householdId, input.recipeId) : null;
  if (input.recipeId && !recipe) throw new AppError("NOT_FOUND", "Recipe not found");
  const settings = await getSettings(db, user.id);
  const servings = input.servings ?? settings.householdSize;
  const row = await insertPlannedMeal(db, user, input, recipe?.id ?? null, servings);
  return withDietFlags([toEntry(row, recipe ? toRecipe(recipe) : null)], settings)[0];
}

/**
 * PUT /api/meal-plans/{id}[?day=]: move or change a planned meal, in one transaction.
 *  1. The entry changes; with `day` on a recurring meal only that occurrence, which is detached
 *     first (meal-plans edit-service).
 *  2. It is answered with its recipe (list-meal-plan.ts) and the user's diet warnings (diet-service.ts).
 * @throws AppError NOT_FOUND (another household's or unknown id, or not an occurrence);
 *   VALIDATION when the new day or rule leaves a series without a meal day.
 */
export async function changePlannedMeal(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { id: string; day: string | undefined; changes: z.output<typeof updateMealPlanSchema> },
): Promise<MealPlanEntry> {
  return db.transaction(async (tx) => {
    const row = await changeMealPlan(tx, user, input.id, input.day, input.changes);
    return withDietFlags([await mealPlanEntry(tx, row)], await getSettings(tx, user.id))[0];
  });
}
