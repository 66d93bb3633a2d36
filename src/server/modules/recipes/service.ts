import { ideaLine, lineFromText } from "../../../shared/domain/ingredient-need";
import { normalizeManualRecipe, type ManualRecipeInput } from "../../../shared/domain/recipe-rules";
import { AppError } from "../../../shared/errors";
import { webLink } from "../../../shared/domain/web-link";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { Recipe } from "../../../shared/schemas/recipes";
import type { StoredIngredient } from "../../db/schema/recipes";
import { baseScore, countSteps } from "./recipe-features";
import { resolveRecipeImageUrl, savedIdeaImageUrl, type ImageUrlImporter } from "./recipe-images";
import * as repo from "./repository";
import type { Db, Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/**
 * Shape a stored recipe as SPEC §3 Recipe. `pantryMatch` (0–100) and `personalizedScore` (0–1)
 * are per request (they depend on today's pantry and feedback), null when not computed.
 */
export function toRecipe(
  row: repo.RecipeRow,
  extra: { pantryMatch?: number | null; personalizedScore?: number | null; dietFlags?: string[] } = {},
): Recipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cuisineTag: row.cuisineTag,
    prepMin: row.prepMin,
    cookMin: row.cookMin,
    servings: row.servings,
    imageUrl: row.imageUrl,
    sourceUrl: row.sourceUrl,
    recipeUrl: row.recipeUrl,
    instructions: row.instructions,
    ingredients: row.ingredients,
    baseScore: row.baseScore,
    personalizedScore: extra.personalizedScore ?? null,
    healthScore: row.healthScore,
    calories: row.calories,
    mealType: (row.mealType as Recipe["mealType"]) ?? null,
    difficultyLevel: row.difficultyLevel,
    pantryMatch: extra.pantryMatch ?? null,
    ...(extra.dietFlags ? { dietFlags: extra.dietFlags } : {}),
    ...keptFields(row),
  };
}

/** The issue 21 fields a recipe has (imports from other apps); absent ones are left out of the answer. */
function keptFields(row: repo.RecipeRow): Partial<Recipe> {
  const out: Partial<Recipe> = {};
  if (row.totalMin !== null) out.totalMin = row.totalMin;
  if (row.yields !== null) out.yields = row.yields;
  if (row.tags.length > 0) out.tags = row.tags;
  if (row.rating !== null) out.rating = row.rating;
  if (row.notes !== null) out.notes = row.notes;
  if (row.declaredNutrition !== null) out.declaredNutrition = row.declaredNutrition;
  if (row.steps !== null) out.steps = row.steps;
  return out;
}

/** A stored ingredient from one printed line: the food name, qty "2" / "2-3" / null, canonical unit, note (shared lineFromText). */
export function ingredientFromLine(line: string): StoredIngredient {
  return lineFromText(line);
}

/**
 * A stored ingredient from an idea's {name, amount} ("3 tbsp", "2 cloves", "to taste"): the shared
 * ideaLine, which the pantry match of ideas and 'Add missing' read too, so a saved idea keeps its match.
 */
export function ideaIngredient(name: string, amount: string): StoredIngredient {
  return ideaLine(name, amount);
}

/** A recipe's baseScore from its stored fields (recipe-features.ts baseScore). */
export function scoreOf(r: {
  description?: string | null;
  ingredients: readonly StoredIngredient[];
  instructions: string | null;
  prepMin?: number | null;
  cookMin?: number | null;
  imageUrl?: string | null;
  calories?: number | null;
}): number {
  return baseScore({ ...r, ingredientNames: r.ingredients.map((i) => i.ingredient), steps: countSteps(r.instructions) });
}

/** Save an AI recipe idea into the household's recipes (SPEC §7 save-ai-recipe). */
export async function saveAiRecipe(db: Db, user: SessionUser, idea: AiRecipeIdea): Promise<Recipe> {
  const ingredients = idea.allIngredients.map((i) => ideaIngredient(i.name, i.amount));
  const kcal = idea.nutritionHighlights.map((h) => h.match(/(\d{2,4})\s*kcal/i)).find(Boolean);
  const calories = kcal ? Number(kcal[1]) : null;
  const instructions = idea.cookingInstructions.join("\n");
  const row = await repo.insertRecipe(db, {
    householdId: user.householdId,
    title: idea.title,
    description: idea.description,
    cuisineTag: null,
    prepMin: idea.estimatedPrepTime,
    cookMin: idea.estimatedCookTime,
    servings: idea.servings,
    // An idea's picture is a placeholder; another household's stored image is not taken over.
    imageUrl: idea.imageUrl ? savedIdeaImageUrl(idea.imageUrl, user.householdId) : null,
    recipeUrl: webLink(idea.recipeLink),
    instructions,
    ingredients,
    baseScore: scoreOf({ ...idea, ingredients, instructions, prepMin: idea.estimatedPrepTime, cookMin: idea.estimatedCookTime, calories }),
    calories,
    mealType: idea.mealType,
    difficultyLevel: idea.difficultyLevel,
    origin: "ai",
  });
  return toRecipe(row);
}

/**
 * POST /api/recipes/manual: create a recipe from the SPEC §3 manual-create payload under the
 * SPEC §5 rules (recipe-rules.ts); an image URL is stored as our own copy (resolveRecipeImageUrl).
 * @throws AppError VALIDATION listing every issue; BAD_REQUEST when the image URL cannot be loaded.
 */
export async function createManualRecipe(
  db: Db,
  user: SessionUser,
  input: ManualRecipeInput,
  importImage: ImageUrlImporter,
): Promise<Recipe> {
  const out = normalizeManualRecipe(input);
  if ("issues" in out) throw new AppError("VALIDATION", out.issues[0].message, out.issues);
  const r = out.recipe;
  if (r.imageUrl) r.imageUrl = await resolveRecipeImageUrl(r.imageUrl, user.householdId, importImage, "recipe.imageUrl");
  const ingredients: StoredIngredient[] = r.ingredients.map((i) => ({ ingredient: i.name, qty: i.qty, unit: i.unit }));
  const row = await repo.insertRecipe(db, {
    householdId: user.householdId,
    title: r.title,
    cuisineTag: r.cuisineTag,
    prepMin: r.prepMin,
    cookMin: r.cookMin,
    servings: r.servings,
    imageUrl: r.imageUrl,
    sourceUrl: r.sourceUrl,
    instructions: r.instructions,
    ingredients,
    baseScore: scoreOf({ ...r, ingredients }),
    origin: "manual",
  });
  return toRecipe(row);
}

/** A household's recipe. @throws AppError NOT_FOUND when it is not the caller's household's. */
export async function loadRecipe(db: Tx, user: SessionUser, id: string): Promise<repo.RecipeRow> {
  const row = await repo.findRecipe(db, user.householdId, id);
  if (!row) throw new AppError("NOT_FOUND", "Recipe not found");
  return row;
}

/**
 * DELETE /api/recipes/{id}; planned meals of it stay as custom meals with its title.
 * Output: the deleted row (so the caller can remove its stored image).
 * @throws AppError NOT_FOUND when it is not the household's.
 */
export async function deleteRecipe(db: Db, user: SessionUser, id: string): Promise<repo.RecipeRow> {
  const row = await repo.deleteRecipe(db, user.householdId, id);
  if (!row) throw new AppError("NOT_FOUND", "Recipe not found");
  return row;
}
