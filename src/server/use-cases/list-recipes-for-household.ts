import { nutritionSummary, recipeNutrition } from "../../shared/food/nutrition/recipe-nutrition";
import type { Recipe } from "../../shared/schemas/recipes";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { listStock } from "../modules/pantry/service";
import { listHouseholdInteractions } from "../modules/recipe-interactions/repository";
import { rankRecipes, recipesWithMatch, recipeWithMatch, viewerOf, type Viewer } from "../modules/recipes/personalized-service";
import { listCookedPlanEntries, listRecipes, type RecipeRow } from "../modules/recipes/repository";
import { loadRecipe } from "../modules/recipes/service";
import { getSettings } from "../modules/user-settings/repository";

/**
 * The household's recipes as one member sees them: each with its pantryMatch (0–100: the share of
 * its ingredients today's stock covers in quantity for the member's household size,
 * shared/domain/pantry-coverage.ts) and the member's diet warnings (dietFlags). Every function reads only (no
 * transaction) and runs its reads side by side:
 * 1. recipes: the recipe rows;
 * 2. pantry: today's real stock (quantity above 0, no samples) — names, amounts and units;
 * 3. user-settings: the member's diet and allergies;
 * 4. for the ranking only: recipe-interactions (every member's feedback) and the recipes' cooked
 *    meal plan entries;
 * 5. recipes: pantryMatch, dietFlags (and the personalizedScore) per recipe.
 */

type Deps = Pick<AppDeps, "db">;

/** Steps 2–3: what the answer depends on besides the recipes. */
async function viewer({ db }: Deps, user: SessionUser): Promise<Viewer> {
  const [stock, settings] = await Promise.all([listStock(db, user.householdId), getSettings(db, user.id)]);
  return viewerOf(stock, settings);
}

/** GET /api/recipes: the household's recipes, newest first, with pantryMatch and dietFlags. */
export async function listRecipesForHousehold(deps: Deps, user: SessionUser): Promise<Recipe[]> {
  const [rows, v] = await Promise.all([listRecipes(deps.db, user.householdId), viewer(deps, user)]);
  return recipesWithMatch(rows, v);
}

/**
 * GET /api/recipes/personalized: the household's recipes ranked for the member (recipes
 * ranking.ts), highest personalizedScore first; feedback from every member of the household and
 * cooked history from 'cooked' interactions and cooked meal plan entries.
 * @param now the reference time for days since cooked (tests pass a fixed one)
 */
export async function rankRecipesForHousehold(deps: Deps, user: SessionUser, now = new Date()): Promise<Recipe[]> {
  const { db } = deps;
  const [rows, v, interactions, cookedPlans] = await Promise.all([
    listRecipes(db, user.householdId),
    viewer(deps, user),
    listHouseholdInteractions(db, user.householdId),
    listCookedPlanEntries(db, user.householdId),
  ]);
  return rankRecipes(rows, v, interactions, cookedPlans, now);
}

/**
 * GET /api/recipes/{id}: one of the household's recipes with pantryMatch, dietFlags and, per
 * ingredient, whether today's stock has it (`inPantry`).
 * @throws AppError NOT_FOUND when it is not the household's.
 */
export async function showRecipe(deps: Deps, user: SessionUser, id: string): Promise<Recipe> {
  return showRecipeRow(deps, user, await loadRecipe(deps.db, user, id));
}

/**
 * A recipe row just read, saved or updated, as the member sees it (the answer of GET, PUT
 * /api/recipes/{id} and POST /api/recipes/from-url): pantryMatch, dietFlags, `inPantry`, and the
 * per-serving nutrition of its ingredient lines at its own servings (shared/food/nutrition).
 */
export async function showRecipeRow(deps: Deps, user: SessionUser, row: RecipeRow): Promise<Recipe> {
  const nutrition = nutritionSummary(recipeNutrition(row.ingredients, row.servings));
  return { ...recipeWithMatch(row, await viewer(deps, user)), nutrition };
}
