import type { z } from "zod";
import { seriesProblem } from "../../../shared/domain/recurrence";
import { AppError } from "../../../shared/errors";
import type { updateMealPlanSchema } from "../../../shared/schemas/meal-plans";
import * as repo from "./repository";
import { resolveEntry } from "./service";
import type { Db, Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

type UpdateInput = z.output<typeof updateMealPlanSchema>;

/**
 * PUT /api/meal-plans/{id}[?day=], inside the caller's transaction (use-cases/plan-meal.ts): move
 * an entry (day, mealType) or change servings, notes, title, link or its repeat rule. With `day`
 * on a recurring meal only that occurrence changes (it is detached, see resolveEntry); without it
 * the whole series changes. Output: the changed row.
 * @throws AppError NOT_FOUND (another household's or unknown id, or not an occurrence);
 *   VALIDATION (400 on `recurrenceRule`) when the new day or rule leaves a series that can't give
 *   a meal day (shared/domain/recurrence.ts seriesProblem; nothing is changed).
 */
export async function changeMealPlan(
  tx: Tx,
  user: SessionUser,
  id: string,
  occurrence: string | undefined,
  input: UpdateInput,
): Promise<repo.MealPlanRow> {
  const row = await resolveEntry(tx, user, id, occurrence);
  const patch: Parameters<typeof repo.updateMealPlan>[2] = {};
  if (input.day !== undefined) patch.day = input.day;
  if (input.mealType !== undefined) patch.mealType = input.mealType;
  if (input.servings !== undefined) patch.servings = input.servings;
  if (input.notes !== undefined) patch.notes = input.notes || null;
  if (input.customMealLink !== undefined) patch.customMealLink = input.customMealLink || null;
  if (input.customMealTitle !== undefined && !row.recipeId) patch.customMealTitle = input.customMealTitle;
  if (input.recurrenceRule !== undefined) patch.recurrenceRule = input.recurrenceRule;
  const rule = patch.recurrenceRule !== undefined ? patch.recurrenceRule : row.recurrenceRule;
  const problem =
    rule && (patch.day !== undefined || patch.recurrenceRule !== undefined) ? seriesProblem(patch.day ?? row.day, rule) : null;
  if (problem) throw new AppError("VALIDATION", problem, [{ path: "body.recurrenceRule", message: problem }]);
  return Object.keys(patch).length > 0 ? repo.updateMealPlan(tx, row.id, patch) : row;
}

/**
 * DELETE /api/meal-plans/{id}[?day=]: remove an entry. With `day` on a recurring meal only that
 * occurrence is skipped; without it the whole series goes. A cooked meal's pantry deductions
 * are not given back (undo cooking first if that is meant).
 * @throws AppError NOT_FOUND (another household's or unknown id, or not an occurrence).
 */
export async function removeMealPlan(db: Db, user: SessionUser, id: string, occurrence: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await resolveEntry(tx, user, id, occurrence);
    await repo.deleteMealPlan(tx, row.id);
  });
}
