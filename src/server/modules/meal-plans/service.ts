import { AppError } from "../../../shared/errors";
import type { MealPlanEntry } from "../../../shared/schemas/meal-plans";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import { findRecipe, findRecipesByIds, type RecipeRow } from "../recipes/repository";
import { toRecipe } from "../recipes/service";
import { getSettings } from "../user-settings/repository";
import * as repo from "./repository";

function toEntry(row: repo.MealPlanRow, recipe: RecipeRow | null): MealPlanEntry {
  return {
    id: row.id,
    householdId: row.householdId,
    recipeId: row.recipeId,
    day: row.day,
    mealType: row.mealType as MealPlanEntry["mealType"],
    servings: row.servings,
    status: row.status,
    customMealTitle: row.customMealTitle,
    customMealLink: row.customMealLink,
    notes: row.notes,
    isCooked: row.isCooked,
    recurrenceRule: row.recurrenceRule,
    recipe: recipe ? toRecipe(recipe) : null,
  };
}

export interface NewMealPlan {
  householdId?: string;
  recipeId?: string | null;
  customMealTitle?: string | null;
  customMealLink?: string | null;
  notes?: string | null;
  day: string;
  mealType: MealPlanEntry["mealType"];
  servings?: number;
  status: "planned";
}

/**
 * Plan a meal for the caller's household. The recipe must be the household's own; servings
 * default to the user's household size (SPEC §9 default 2).
 * @throws AppError NOT_FOUND for another household or recipe.
 */
export async function createMealPlan(db: Db, user: SessionUser, input: NewMealPlan): Promise<MealPlanEntry> {
  if (input.householdId && input.householdId !== user.householdId) throw new AppError("NOT_FOUND", "Household not found");
  const recipe = input.recipeId ? await findRecipe(db, user.householdId, input.recipeId) : null;
  if (input.recipeId && !recipe) throw new AppError("NOT_FOUND", "Recipe not found");
  const servings = input.servings ?? (await getSettings(db, user.id)).householdSize;
  const row = await repo.insertMealPlan(db, {
    householdId: user.householdId,
    recipeId: recipe?.id ?? null,
    day: input.day,
    mealType: input.mealType,
    servings,
    status: input.status,
    customMealTitle: recipe ? null : (input.customMealTitle ?? null),
    customMealLink: input.customMealLink || null,
    notes: input.notes || null,
  });
  return toEntry(row, recipe);
}

/** The household's entries between two days (inclusive), each with its recipe. */
export async function listMealPlanWindow(db: Db, householdId: string, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  const rows = await repo.listMealPlans(db, householdId, startDate, endDate);
  const recipeIds = [...new Set(rows.map((r) => r.recipeId).filter((id): id is string => Boolean(id)))];
  const byId = new Map((await findRecipesByIds(db, householdId, recipeIds)).map((r) => [r.id, r]));
  return rows.map((row) => toEntry(row, row.recipeId ? (byId.get(row.recipeId) ?? null) : null));
}
