import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { Recipe } from "../../../shared/schemas/recipes";
import type { Db } from "../../db/client";
import type { StoredIngredient } from "../../db/schema/recipes";
import type { SessionUser } from "../auth/service";
import * as repo from "./repository";

/** Shape a stored recipe as SPEC §3 Recipe (personalisation fields are filled by later ranking). */
export function toRecipe(row: repo.RecipeRow): Recipe {
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
    personalizedScore: null,
    healthScore: row.healthScore,
    calories: row.calories,
    mealType: (row.mealType as Recipe["mealType"]) ?? null,
    difficultyLevel: row.difficultyLevel,
    pantryMatch: null,
  };
}

/**
 * Split an idea amount such as "2 cups" or "1/2 tsp" into qty and unit strings; an amount with
 * no leading number ("to taste") is kept whole as the unit.
 */
export function splitAmount(amount: string): { qty: string | null; unit: string | null } {
  const m = amount.trim().match(/^([\d.,/½¼¾⅓⅔⅛\s-]*\d[\d.,/½¼¾⅓⅔⅛]*|[½¼¾⅓⅔⅛])\s*(.*)$/);
  if (!m) return { qty: null, unit: amount.trim() || null };
  return { qty: m[1].trim(), unit: m[2].trim() || null };
}

/**
 * Base score 0–100 from completeness (our rule until issue 5's ranking model): title 10,
 * description 10, ≥ 3 ingredients 25, ≥ 3 steps 25, times 10, servings 5, image 5, calories 10.
 */
export function completenessScore(r: { description?: string | null; ingredients: unknown[]; steps: number; prepMin?: number | null; cookMin?: number | null; imageUrl?: string | null; calories?: number | null }): number {
  let s = 15;
  if (r.description) s += 10;
  if (r.ingredients.length >= 3) s += 25;
  if (r.steps >= 3) s += 25;
  if (r.prepMin != null || r.cookMin != null) s += 10;
  if (r.imageUrl) s += 5;
  if (r.calories != null) s += 10;
  return Math.min(100, s);
}

/** Save an AI recipe idea into the household's recipes (SPEC §7 save-ai-recipe). */
export async function saveAiRecipe(db: Db, user: SessionUser, idea: AiRecipeIdea): Promise<Recipe> {
  const ingredients: StoredIngredient[] = idea.allIngredients.map((i) => ({ ingredient: i.name, ...splitAmount(i.amount) }));
  const kcal = idea.nutritionHighlights.map((h) => h.match(/(\d{2,4})\s*kcal/i)).find(Boolean);
  const calories = kcal ? Number(kcal[1]) : null;
  const row = await repo.insertRecipe(db, {
    householdId: user.householdId,
    title: idea.title,
    description: idea.description,
    cuisineTag: null,
    prepMin: idea.estimatedPrepTime,
    cookMin: idea.estimatedCookTime,
    servings: idea.servings,
    imageUrl: idea.imageUrl || null,
    recipeUrl: idea.recipeLink || null,
    instructions: idea.cookingInstructions.join("\n"),
    ingredients,
    baseScore: completenessScore({ ...idea, ingredients, steps: idea.cookingInstructions.length, prepMin: idea.estimatedPrepTime, calories }),
    calories,
    mealType: idea.mealType,
    difficultyLevel: idea.difficultyLevel,
    origin: "ai",
  });
  return toRecipe(row);
}
