/** The meal-plan side of cooking a meal (issue 7); the whole flow reads in use-cases/cook-meal.ts. */
import { AppError } from "../../../shared/errors";
import type { CookingChange } from "../../db/schema/meal-plan-cooking";
import * as repo from "./repository";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/**
 * One entry of the caller's household.
 * @throws AppError NOT_FOUND (another household's or unknown id).
 */
export async function loadEntry(tx: Tx, householdId: string, id: string): Promise<repo.MealPlanRow> {
  const row = await repo.findMealPlan(tx, householdId, id);
  if (!row) throw new AppError("NOT_FOUND", "Meal plan entry not found");
  return row;
}

/**
 * Mark the entry cooked, only if it is not yet (of two concurrent requests exactly one wins).
 * Output: the entry, now cooked.
 * @throws AppError CONFLICT when it is already cooked.
 */
export async function claimCooked(tx: Tx, row: repo.MealPlanRow): Promise<repo.MealPlanRow> {
  const claimed = await repo.updateMealPlanIf(tx, row.id, false, { isCooked: true });
  if (!claimed) throw new AppError("CONFLICT", "This meal is already marked cooked");
  return claimed;
}

/** The name a cooking's history records show: the recipe's title, else the custom meal's, else "Meal". */
export function mealName(row: repo.MealPlanRow, recipeTitle?: string | null): string {
  return recipeTitle ?? row.customMealTitle ?? "Meal";
}

/** Keep what cooking the entry did — the pantry changes and the 'cooked' interaction, if any — for undo. */
export async function recordCooking(
  tx: Tx,
  user: SessionUser,
  row: repo.MealPlanRow,
  changes: CookingChange[],
  interactionId: string | null,
): Promise<void> {
  await repo.insertCooking(tx, { householdId: user.householdId, mealPlanId: row.id, userId: user.id, changes, interactionId });
}

/**
 * Claim the entry's newest cooking for undo: it is marked undone, so of two concurrent undos
 * exactly one gets it. Output: the entry and that cooking (its pantry changes and interaction).
 * @throws AppError NOT_FOUND (unknown id), CONFLICT when the entry is not cooked.
 */
export async function claimCookingUndo(
  tx: Tx,
  householdId: string,
  id: string,
): Promise<{ row: repo.MealPlanRow; cooking: repo.CookingRow }> {
  const row = await loadEntry(tx, householdId, id);
  const cooking = await repo.findOpenCooking(tx, row.id);
  if (!row.isCooked || !cooking || !(await repo.markCookingUndone(tx, cooking.id)))
    throw new AppError("CONFLICT", "This meal is not marked cooked");
  return { row, cooking };
}

/** After an undo: the entry is planned again (not cooked). Output: the entry. */
export async function markUncooked(tx: Tx, row: repo.MealPlanRow): Promise<repo.MealPlanRow> {
  return repo.updateMealPlan(tx, row.id, { isCooked: false });
}
