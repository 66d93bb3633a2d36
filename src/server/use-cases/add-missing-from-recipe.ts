import type { z } from "zod";
import { AppError } from "../../shared/errors";
import type { GenerateResult, fromIdeaSchema, fromRecipeSchema } from "../../shared/schemas/shopping-list";
import { findRecipe } from "../modules/recipes/repository";
import { ideaIngredient } from "../modules/recipes/service";
import { ideaNeedRun, recipeNeedRun } from "../modules/shopping-list/generate-service";
import { getSettings } from "../modules/user-settings/repository";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { putNeedsOnList } from "./add-missing-from-plan";

/**
 * POST /api/shopping-list/from-recipe: 'Add missing' for one saved recipe.
 *  1. The recipe must be the household's (recipes).
 *  2. Servings: as given, else the user's household size (user-settings).
 *  3. Its ingredients scaled to those servings are the needs; re-running replaces that recipe's
 *     part (shopping-list), and what the pantry lacks goes on the list (putNeedsOnList).
 * @throws AppError NOT_FOUND when the recipe is not the household's.
 */
export async function addMissingFromRecipe(
  deps: Pick<AppDeps, "db">,
  user: SessionUser,
  input: z.output<typeof fromRecipeSchema>,
): Promise<GenerateResult> {
  const recipe = await findRecipe(deps.db, user.householdId, input.recipeId);
  if (!recipe) throw new AppError("NOT_FOUND", "Recipe not found");
  const servings = input.servings ?? (await getSettings(deps.db, user.id)).householdSize;
  return putNeedsOnList(deps, user, recipeNeedRun(recipe, servings));
}

/**
 * POST /api/shopping-list/from-idea: 'Add missing' for an AI idea (SPEC §3 shape).
 *  1. Its amounts are read by the recipe ingredient-line parser, as saving the idea would (recipes).
 *  2. Those lines, for the idea's own servings, are the needs; re-running the same idea (by
 *     title) replaces its part (shopping-list), and what the pantry lacks goes on the list.
 */
export async function addMissingFromIdea(
  deps: Pick<AppDeps, "db">,
  user: SessionUser,
  input: z.output<typeof fromIdeaSchema>,
): Promise<GenerateResult> {
  const lines = input.idea.allIngredients.map((i) => ideaIngredient(i.name, i.amount));
  return putNeedsOnList(deps, user, ideaNeedRun(input, lines));
}
