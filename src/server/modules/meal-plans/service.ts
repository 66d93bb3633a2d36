import { AppError } from "../../../shared/errors";
import { occurrenceDays } from "../../../shared/domain/recurrence";
import type { MealPlanEntry } from "../../../shared/schemas/meal-plans";
import type { Recipe } from "../../../shared/schemas/recipes";
import * as repo from "./repository";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/**
 * Shape a row as the SPEC §3 meal plan entry, with its recipe as the API answers it (null for a
 * custom meal). For an occurrence of a recurring meal pass the occurrence's `day`: the answer
 * keeps the series id, shows that day, and sets `seriesDay`.
 */
export function toEntry(row: repo.MealPlanRow, recipe: Recipe | null, day: string = row.day): MealPlanEntry {
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
    recipe,
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
 * POST /api/meal-plans: the household named in the body, when one is, must be the caller's.
 * @throws AppError NOT_FOUND ("Household not found") otherwise.
 */
export function assertOwnHousehold(user: SessionUser, householdId: string | undefined): void {
  if (householdId && householdId !== user.householdId) throw new AppError("NOT_FOUND", "Household not found");
}

/**
 * Plan a meal for the caller's household (use-cases/plan-meal.ts): `recipeId` is a recipe of the
 * household the caller found, or null for a custom meal (which keeps its title); `servings` is
 * already resolved (given, or the household size). `recurrenceRule` (normalised RRULE,
 * shared/domain/recurrence.ts) makes it repeat from `day`. Output: the stored row.
 */
export async function insertPlannedMeal(
  tx: Tx,
  user: SessionUser,
  input: NewMealPlan,
  recipeId: string | null,
  servings: number,
): Promise<repo.MealPlanRow> {
  return repo.insertMealPlan(tx, {
    householdId: user.householdId,
    recipeId,
    day: input.day,
    mealType: input.mealType,
    servings,
    status: input.status,
    customMealTitle: recipeId ? null : (input.customMealTitle ?? null),
    customMealLink: input.customMealLink || null,
    notes: input.notes || null,
    recurrenceRule: input.recurrenceRule ?? null,
  });
}

/** One meal on one day: a single entry, or an occurrence (`day`) of a recurring one (`row`). */
export interface Occurrence {
  row: repo.MealPlanRow;
  day: string;
}

/**
 * The household's meals between two days (inclusive): single entries on those days and one
 * occurrence per day of each recurring meal (skipped days left out), sorted by day then by when
 * they were planned. The caller adds each one's recipe (use-cases/list-meal-plan.ts).
 */
export async function listOccurrences(tx: Tx, householdId: string, startDate: string, endDate: string): Promise<Occurrence[]> {
  const rows = await repo.listMealPlans(tx, householdId, startDate, endDate);
  const skips = await repo.listSkips(
    tx,
    rows.filter((r) => r.recurrenceRule).map((r) => r.id),
  );
  const out: Occurrence[] = [];
  for (const row of rows) {
    const days = row.recurrenceRule ? occurrenceDays(row.day, row.recurrenceRule, startDate, endDate, skips.get(row.id)) : [row.day];
    for (const day of days) out.push({ row, day });
  }
  return out.sort((a, b) => (a.day === b.day ? a.row.createdAt.getTime() - b.row.createdAt.getTime() : a.day < b.day ? -1 : 1));
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
