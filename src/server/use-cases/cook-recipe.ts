/**
 * Cook a recipe now, without a planned meal (issue 23 cook mode, "Mark cooked" opened from a
 * recipe). In one transaction, like use-cases/cook-meal.ts does for a planned meal:
 *  1. The recipe is found in the caller's household (recipes).
 *  2. What to take: the recipe's ingredients scaled from its servings to the chosen servings,
 *     matched against today's real stock (pantry; shared cooking-deduction.ts).
 *  3. It is taken out of the pantry, each change a `deduct` history record with meta
 *     {source: "meal", recipeId, meal: title} (pantry).
 *  4. Items that fell below their minimum go on the shopping list.
 *  5. The recipe gets a 'cooked' interaction: cooking history for the ranking and for "not cooked
 *     lately" (recipe-interactions).
 * There is no undo here (no meal plan entry keeps the cooking); the answer lists what was taken.
 */
import { proposeDeductions } from "../../shared/domain/cooking-deduction";
import { AppError } from "../../shared/errors";
import type { CookedRecipeAnswer } from "../../shared/schemas/recipes";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { deductFromPantry } from "../modules/pantry/deduct-service";
import { listStockItems } from "../modules/pantry/service";
import { insertInteraction } from "../modules/recipe-interactions/repository";
import { findRecipe } from "../modules/recipes/repository";
import { COOKING_HISTORY_SOURCE } from "./cook-meal";
import { noteLowStock } from "./note-low-stock";

/**
 * POST /api/recipes/{id}/cooked {servings?}: steps 1–5 above. `servings` (1–100) defaults to the
 * recipe's own. Output: the servings cooked and the pantry changes.
 * @throws AppError NOT_FOUND when the recipe is not the household's.
 */
export async function cookRecipe(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { id: string; servings?: number },
): Promise<CookedRecipeAnswer> {
  return db.transaction(async (tx) => {
    const recipe = await findRecipe(tx, user.householdId, input.id);
    if (!recipe) throw new AppError("NOT_FOUND", "Recipe not found");
    const servings = input.servings ?? recipe.servings;
    const stock = await listStockItems(tx, user.householdId);
    const lines = proposeDeductions(recipe.ingredients, recipe.servings, servings, stock)
      .filter((p) => p.pantryItemId && p.take > 0)
      .map((p) => ({ pantryItemId: p.pantryItemId!, take: p.take }));
    const meta = { source: COOKING_HISTORY_SOURCE, recipeId: recipe.id, meal: recipe.title };
    const changes = await deductFromPantry(tx, user, lines, meta);
    await noteLowStock(
      tx,
      user,
      changes.map((c) => c.pantryItemId),
    );
    await insertInteraction(tx, { householdId: user.householdId, userId: user.id, recipeId: recipe.id, interactionType: "cooked" });
    return { servings, changes };
  });
}
