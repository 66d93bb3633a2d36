import { proposeDeductions, type ProposedDeduction } from "../../../shared/domain/cooking-deduction";
import { AppError } from "../../../shared/errors";
import type { CookedAnswer, MealPlanEntry } from "../../../shared/schemas/meal-plans";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import { deductFromPantry, restoreToPantry, type Deduction } from "../pantry/deduct-service";
import { listItems, type Tx } from "../pantry/repository";
import { insertInteraction } from "../recipe-interactions/repository";
import { findRecipe } from "../recipes/repository";
import { toRecipe } from "../recipes/service";
import * as repo from "./repository";
import { entryOf, resolveEntry } from "./service";

/** A transaction used where a repository function is typed for the database (same query API). */
const asDb = (tx: Tx): Db => tx as unknown as Db;

/** meta.source of the pantry history records cooking writes (issue 7: "the meal as source"). */
export const COOKING_HISTORY_SOURCE = "meal";

async function proposalFor(tx: Tx, row: repo.MealPlanRow): Promise<ProposedDeduction[]> {
  const recipe = row.recipeId ? await findRecipe(asDb(tx), row.householdId, row.recipeId) : null;
  if (!recipe) return [];
  const stock = (await listItems(tx, row.householdId))
    .filter((r) => r.source !== "sample")
    .map((r) => ({ id: r.id, name: r.product.name, qty: r.qty, unit: r.unit, foodId: r.foodId }));
  return proposeDeductions(toRecipe(recipe).ingredients, recipe.servings, row.servings, stock);
}

/**
 * GET /api/meal-plans/{id}/cooking-preview[?day=]: what marking the meal cooked would take from
 * the pantry (shared/domain/cooking-deduction.ts). Custom meals without a recipe take nothing.
 * Reading only: an occurrence is not detached here.
 * @throws AppError NOT_FOUND (another household's or unknown id).
 */
export async function previewCooking(db: Db, user: SessionUser, id: string): Promise<ProposedDeduction[]> {
  const row = await repo.findMealPlan(db, user.householdId, id);
  if (!row) throw new AppError("NOT_FOUND", "Meal plan entry not found");
  return proposalFor(db, row);
}

/**
 * POST /api/meal-plans/{id}/cooked[?day=]: mark the meal cooked, take its ingredients out of the
 * pantry and record a 'cooked' interaction for its recipe, in one transaction. `deductions`
 * (the user's adjusted amounts, item units) replaces the proposal when given. Each change writes a
 * `deduct` history record with meta {source: "meal", mealPlanId, meal}.
 * @throws AppError NOT_FOUND (unknown id / not an occurrence), CONFLICT when already cooked.
 */
export async function markCooked(
  db: Db,
  user: SessionUser,
  id: string,
  day: string | undefined,
  deductions?: Deduction[],
): Promise<CookedAnswer> {
  return db.transaction(async (tx) => {
    const row = await resolveEntry(tx, user, id, day);
    const claimed = await repo.updateMealPlanIf(tx, row.id, false, { isCooked: true });
    if (!claimed) throw new AppError("CONFLICT", "This meal is already marked cooked");
    const lines =
      deductions ??
      (await proposalFor(tx, row))
        .filter((p) => p.pantryItemId && p.take > 0)
        .map((p) => ({ pantryItemId: p.pantryItemId!, take: p.take }));
    const recipe = row.recipeId ? await findRecipe(asDb(tx), user.householdId, row.recipeId) : null;
    const meal = recipe?.title ?? row.customMealTitle ?? "Meal";
    const changes = await deductFromPantry(tx, user, lines, { source: COOKING_HISTORY_SOURCE, mealPlanId: row.id, meal });
    const interaction = recipe
      ? await insertInteraction(asDb(tx), {
          householdId: user.householdId,
          userId: user.id,
          recipeId: recipe.id,
          interactionType: "cooked",
        })
      : null;
    await repo.insertCooking(tx, {
      householdId: user.householdId,
      mealPlanId: row.id,
      userId: user.id,
      changes,
      interactionId: interaction?.id ?? null,
    });
    return { entry: await entryOf(tx, claimed), changes };
  });
}

/**
 * DELETE /api/meal-plans/{id}/cooked: undo the newest cooking of the entry — the pantry gets
 * back exactly what was taken (an `add` history record each, meta {source: "meal", undo: true}),
 * the 'cooked' interaction is removed and the entry is planned again.
 * @throws AppError NOT_FOUND (unknown id), CONFLICT when the entry is not cooked.
 */
export async function undoCooked(db: Db, user: SessionUser, id: string): Promise<CookedAnswer> {
  return db.transaction(async (tx) => {
    const row = await repo.findMealPlan(tx, user.householdId, id);
    if (!row) throw new AppError("NOT_FOUND", "Meal plan entry not found");
    const cooking = await repo.findOpenCooking(tx, row.id);
    if (!row.isCooked || !cooking || !(await repo.markCookingUndone(tx, cooking.id)))
      throw new AppError("CONFLICT", "This meal is not marked cooked");
    const meal = row.customMealTitle ?? "Meal";
    const changes = await restoreToPantry(tx, user, cooking.changes, {
      source: COOKING_HISTORY_SOURCE,
      mealPlanId: row.id,
      meal,
      undo: true,
    });
    if (cooking.interactionId) await repo.deleteInteraction(tx, cooking.interactionId);
    const updated = await repo.updateMealPlan(tx, row.id, { isCooked: false });
    return { entry: (await entryOf(tx, updated)) as MealPlanEntry, changes };
  });
}
