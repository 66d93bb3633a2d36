import { AppError } from "../../../shared/errors";
import { occurrenceDays } from "../../../shared/domain/recurrence";
import type { MealPlanEntry } from "../../../shared/schemas/meal-plans";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import type { Tx } from "../pantry/repository";
import { findRecipe, findRecipesByIds, type RecipeRow } from "../recipes/repository";
import { toRecipe } from "../recipes/service";
import { getSettings } from "../user-settings/repository";
import * as repo from "./repository";

/**
 * Shape a row as the SPEC §3 meal plan entry. For an occurrence of a recurring meal pass the
 * occurrence's `day`: the answer keeps the series id, shows that day, and sets `seriesDay`.
 */
export function toEntry(row: repo.MealPlanRow, recipe: RecipeRow | null, day: string = row.day): MealPlanEntry {
  return {
    id: row.id,
    householdId: row.householdId,
    recipeId: row.recipeId,
    day,
    mealType: row.mealType as MealPlanEntry["mealType"],
    servings: row.servings,
    status: row.status,
    customMealTitle: row.customMealTitle,
    customMealLink: row.customMealLink,
    notes: row.notes,
    isCooked: row.isCooked,
    recurrenceRule: row.recurrenceRule,
    recipe: recipe ? toRecipe(recipe) : null,
    seriesDay: row.recurrenceRule ? row.day : null,
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
  recurrenceRule?: string | null;
}

/**
 * Plan a meal for the caller's household. The recipe must be the household's own; servings
 * default to the user's household size (SPEC §9 default 2). `recurrenceRule` (normalised RRULE,
 * shared/domain/recurrence.ts) makes it repeat from `day`.
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
    recurrenceRule: input.recurrenceRule ?? null,
  });
  return toEntry(row, recipe);
}

/**
 * The household's entries between two days (inclusive), each with its recipe: single entries on
 * those days and one entry per occurrence of each recurring meal (skipped days left out), sorted
 * by day then by when they were planned.
 */
export async function listMealPlanWindow(db: Db, householdId: string, startDate: string, endDate: string): Promise<MealPlanEntry[]> {
  const rows = await repo.listMealPlans(db, householdId, startDate, endDate);
  const recipeIds = [...new Set(rows.map((r) => r.recipeId).filter((id): id is string => Boolean(id)))];
  const byId = new Map((await findRecipesByIds(db, householdId, recipeIds)).map((r) => [r.id, r]));
  const skips = await repo.listSkips(
    db,
    rows.filter((r) => r.recurrenceRule).map((r) => r.id),
  );
  const out: { entry: MealPlanEntry; at: number }[] = [];
  for (const row of rows) {
    const recipe = row.recipeId ? (byId.get(row.recipeId) ?? null) : null;
    const days = row.recurrenceRule ? occurrenceDays(row.day, row.recurrenceRule, startDate, endDate, skips.get(row.id)) : [row.day];
    for (const day of days) out.push({ entry: toEntry(row, recipe, day), at: row.createdAt.getTime() });
  }
  out.sort((a, b) => (a.entry.day === b.entry.day ? a.at - b.at : a.entry.day < b.entry.day ? -1 : 1));
  return out.map((o) => o.entry);
}

/**
 * The entry an action is about. For a recurring meal with `day` (an occurrence), the occurrence
 * is detached first: the series skips that day (EXDATE) and a single entry with the series'
 * fields takes its place, so changing or cooking one occurrence leaves the others alone.
 * @throws AppError NOT_FOUND when the id is not the household's, or `day` is not an occurrence.
 */
export async function resolveEntry(tx: Tx, user: SessionUser, id: string, day?: string): Promise<repo.MealPlanRow> {
  const row = await repo.findMealPlan(tx, user.householdId, id);
  if (!row) throw new AppError("NOT_FOUND", "Meal plan entry not found");
  if (!row.recurrenceRule || !day) return row;
  const skips = await repo.listSkips(tx, [row.id]);
  if (!occurrenceDays(row.day, row.recurrenceRule, day, day, skips.get(row.id)).includes(day)) {
    throw new AppError("NOT_FOUND", "This meal does not occur on that day");
  }
  await repo.insertSkip(tx, row.id, day);
  const { id: _id, createdAt: _c, ...fields } = row;
  return repo.insertMealPlan(tx, { ...fields, day, recurrenceRule: null, isCooked: false });
}

/** A row with its recipe, as the API answers it. */
export async function entryOf(db: Tx, row: repo.MealPlanRow): Promise<MealPlanEntry> {
  const recipe = row.recipeId ? await findRecipe(db as unknown as Db, row.householdId, row.recipeId) : null;
  return toEntry(row, recipe);
}
