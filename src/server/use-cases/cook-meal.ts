/**
 * Cook a meal (issue 7): what cooking would take, "Mark as cooked", and its undo. The story of a
 * cooked meal, in one transaction, across five modules:
 *
 *  1. The entry is found — an occurrence of a repeating meal is detached first — and claimed as
 *     cooked, so it is cooked once even when two requests race (meal-plans).
 *  2. What to take from the pantry: the amounts the user adjusted, else what the recipe (or a
 *     custom meal's ingredient list) proposes for the planned servings from today's stock
 *     (recipes, pantry; shared cooking-deduction.ts).
 *  3. It is taken out of the pantry, each change a `deduct` history record with meta
 *     {source: "meal", mealPlanId, meal} (pantry).
 *  4. Items that fell below their minimum go on the shopping list (pantry → shopping-list).
 *  5. The recipe gets a 'cooked' interaction: feedback for the recipe ranking (recipe-interactions).
 *  6. The cooking is kept — what was taken, the interaction — so it can be undone (meal-plans).
 *  7. The answer: the entry, now cooked, with its recipe, and the pantry changes.
 *
 * Undo gives back 3, 5, 6 and 1 (the shopping list keeps what step 4 put on it).
 */
import { proposeDeductions, type ProposedDeduction } from "../../shared/domain/cooking-deduction";
import { customMealLines } from "../../shared/domain/ingredient-need";
import type { CookedAnswer } from "../../shared/schemas/meal-plans";
import { claimCooked, claimCookingUndo, loadEntry, markUncooked, mealName, recordCooking } from "../modules/meal-plans/cooking-service";
import type { MealPlanRow } from "../modules/meal-plans/repository";
import { resolveEntry, toEntry } from "../modules/meal-plans/service";
import { deductFromPantry, restoreToPantry, type Deduction } from "../modules/pantry/deduct-service";
import { listStockItems } from "../modules/pantry/service";
import { deleteInteraction, insertInteraction } from "../modules/recipe-interactions/repository";
import { findRecipe, type RecipeRow } from "../modules/recipes/repository";
import { toRecipe } from "../modules/recipes/service";
import type { AppDeps } from "../kernel/app-deps";
import type { Tx } from "../kernel/db";
import type { SessionUser } from "../kernel/session-user";
import { mealPlanEntry } from "./list-meal-plan";
import { noteLowStock } from "./note-low-stock";

/** meta.source of the pantry history records cooking writes (issue 7: "the meal as source"). */
export const COOKING_HISTORY_SOURCE = "meal";

/** The entry's recipe (null for a custom meal). */
async function recipeOf(tx: Tx, row: MealPlanRow): Promise<RecipeRow | null> {
  return row.recipeId ? findRecipe(tx, row.householdId, row.recipeId) : null;
}

/**
 * What cooking the entry for its servings would take from the household's real stock: its recipe
 * scaled to the entry's servings, or a custom meal's own ingredients (enhanced planner notes
 * "Ingredients: …", written for the entry's servings); nothing for a custom meal without them.
 */
async function proposalFor(tx: Tx, row: MealPlanRow, recipe: RecipeRow | null): Promise<ProposedDeduction[]> {
  const lines = recipe ? recipe.ingredients : customMealLines(row.notes);
  if (lines.length === 0) return [];
  const stock = await listStockItems(tx, row.householdId);
  return proposeDeductions(lines, recipe ? recipe.servings : row.servings, row.servings, stock);
}

/** The proposal's lines that take something, as deductions. */
function takings(proposal: readonly ProposedDeduction[]): Deduction[] {
  return proposal.filter((p) => p.pantryItemId && p.take > 0).map((p) => ({ pantryItemId: p.pantryItemId!, take: p.take }));
}

/**
 * GET /api/meal-plans/{id}/cooking-preview: what marking the meal cooked would take from the
 * pantry (step 2 alone). Custom meals take their listed ingredients (those with an amount).
 * Reading only: an occurrence is not detached here.
 * @throws AppError NOT_FOUND (another household's or unknown id).
 */
export async function previewCooking({ db }: Pick<AppDeps, "db">, user: SessionUser, input: { id: string }): Promise<ProposedDeduction[]> {
  const row = await loadEntry(db, user.householdId, input.id);
  return proposalFor(db, row, await recipeOf(db, row));
}

/**
 * POST /api/meal-plans/{id}/cooked[?day=]: mark the meal cooked — steps 1 to 7 above, in one
 * transaction. `deductions` (the user's adjusted amounts, in item units) replaces the proposal.
 * @throws AppError NOT_FOUND (unknown id / not an occurrence), CONFLICT when already cooked.
 */
export async function markMealCooked(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { id: string; day: string | undefined; deductions?: Deduction[] },
): Promise<CookedAnswer> {
  return db.transaction(async (tx) => {
    const row = await resolveEntry(tx, user, input.id, input.day);
    const cooked = await claimCooked(tx, row);

    const recipe = await recipeOf(tx, row);
    const lines = input.deductions ?? takings(await proposalFor(tx, row, recipe));

    const meta = { source: COOKING_HISTORY_SOURCE, mealPlanId: row.id, meal: mealName(row, recipe?.title) };
    const changes = await deductFromPantry(tx, user, lines, meta);

    await noteLowStock(
      tx,
      user,
      changes.map((c) => c.pantryItemId),
    );

    const interaction = recipe
      ? await insertInteraction(tx, { householdId: user.householdId, userId: user.id, recipeId: recipe.id, interactionType: "cooked" })
      : null;

    await recordCooking(tx, user, row, changes, interaction?.id ?? null);

    return { entry: toEntry(cooked, recipe ? toRecipe(recipe) : null), changes };
  });
}

/**
 * DELETE /api/meal-plans/{id}/cooked: undo the entry's newest cooking, in one transaction.
 *  1. The cooking is claimed for undo (meal-plans).
 *  2. The pantry gets back exactly what was taken, an `add` history record each with meta
 *     {source: "meal", mealPlanId, meal, undo: true} (pantry).
 *  3. The 'cooked' interaction is removed (recipe-interactions).
 *  4. The entry is planned again and answered with its recipe (meal-plans, recipes).
 * @throws AppError NOT_FOUND (unknown id), CONFLICT when the entry is not cooked.
 */
export async function undoMealCooked({ db }: Pick<AppDeps, "db">, user: SessionUser, input: { id: string }): Promise<CookedAnswer> {
  return db.transaction(async (tx) => {
    const { row, cooking } = await claimCookingUndo(tx, user.householdId, input.id);

    const meta = { source: COOKING_HISTORY_SOURCE, mealPlanId: row.id, meal: mealName(row), undo: true };
    const changes = await restoreToPantry(tx, user, cooking.changes, meta);

    if (cooking.interactionId) await deleteInteraction(tx, cooking.interactionId);

    const planned = await markUncooked(tx, row);
    return { entry: await mealPlanEntry(tx, planned), changes };
  });
}
