import { and, eq, isNotNull } from "drizzle-orm";
import { ingredientInPantry, pantryMatchPercent } from "../../../shared/domain/ingredient-match";
import type { Recipe } from "../../../shared/schemas/recipes";
import type { Db } from "../../db/client";
import { mealPlans } from "../../db/schema/meal-plans";
import type { SessionUser } from "../auth/service";
import { listStock } from "../pantry/service";
import { listHouseholdInteractions } from "../recipe-interactions/repository";
import { keyIngredientIds } from "./recipe-features";
import { personalizedScores, type Feedback, type RankInput } from "./ranking";
import * as repo from "./repository";
import { toRecipe } from "./service";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Names of the household's real stock with a quantity above 0 (samples are demo data). */
async function stockNames(db: Db, householdId: string): Promise<string[]> {
  return (await listStock(db, householdId)).filter((i) => Number(i.qty) > 0).map((i) => i.product.name);
}

/**
 * GET /api/recipes: the household's recipes, newest first, each with its pantryMatch (0–100,
 * SPEC §5 rule against today's stock).
 */
export async function listRecipesWithMatch(db: Db, user: SessionUser): Promise<Recipe[]> {
  const [rows, names] = await Promise.all([repo.listRecipes(db, user.householdId), stockNames(db, user.householdId)]);
  return rows.map((r) =>
    toRecipe(r, {
      pantryMatch: pantryMatchPercent(
        r.ingredients.map((i) => i.ingredient),
        names,
      ),
    }),
  );
}

/** One recipe with its pantryMatch and, per ingredient, whether today's stock has it (`inPantry`). */
export async function recipeWithMatch(db: Db, row: repo.RecipeRow): Promise<Recipe> {
  const names = await stockNames(db, row.householdId);
  const recipe = toRecipe(row, {
    pantryMatch: pantryMatchPercent(
      row.ingredients.map((i) => i.ingredient),
      names,
    ),
  });
  return { ...recipe, ingredients: recipe.ingredients.map((i) => ({ ...i, inPantry: ingredientInPantry(i.ingredient, names) })) };
}

/**
 * GET /api/recipes/personalized: the household's recipes ranked by the model of ranking.ts,
 * highest personalizedScore first (ties: higher baseScore, then newer). Feedback counts from every
 * member of the household (the latest like/dislike/saved and rating per recipe); cooked history
 * from 'cooked' interactions and cooked meal plan entries (the larger count, the latest day).
 */
export async function personalizedRecipes(db: Db, user: SessionUser, now = new Date()): Promise<Recipe[]> {
  const [rows, names, interactions, cookedPlans] = await Promise.all([
    repo.listRecipes(db, user.householdId),
    stockNames(db, user.householdId),
    listHouseholdInteractions(db, user.householdId),
    db
      .select({ recipeId: mealPlans.recipeId, day: mealPlans.day })
      .from(mealPlans)
      .where(and(eq(mealPlans.householdId, user.householdId), eq(mealPlans.isCooked, true), isNotNull(mealPlans.recipeId))),
  ]);
  const feedback = new Map<string, Feedback>();
  const rating = new Map<string, number>();
  const cookedByInteraction = new Map<string, { n: number; last: number }>();
  for (const i of interactions) {
    if (i.interactionType === "cooked") {
      const c = cookedByInteraction.get(i.recipeId) ?? { n: 0, last: 0 };
      cookedByInteraction.set(i.recipeId, { n: c.n + 1, last: Math.max(c.last, i.createdAt.getTime()) });
    } else feedback.set(i.recipeId, i.interactionType as Feedback);
    if (i.rating != null) rating.set(i.recipeId, i.rating);
  }
  const cookedByPlan = new Map<string, { n: number; last: number }>();
  for (const p of cookedPlans) {
    const c = cookedByPlan.get(p.recipeId!) ?? { n: 0, last: 0 };
    cookedByPlan.set(p.recipeId!, { n: c.n + 1, last: Math.max(c.last, Date.parse(`${p.day}T12:00:00Z`)) });
  }
  const inputs: (RankInput & { row: repo.RecipeRow })[] = rows.map((row) => {
    const a = cookedByInteraction.get(row.id);
    const b = cookedByPlan.get(row.id);
    const last = Math.max(a?.last ?? 0, b?.last ?? 0);
    const names_ = row.ingredients.map((i) => i.ingredient);
    return {
      row,
      id: row.id,
      keyIngredients: keyIngredientIds(names_),
      cuisine: row.cuisineTag,
      pantryMatch: pantryMatchPercent(names_, names),
      feedback: feedback.get(row.id) ?? null,
      rating: rating.get(row.id) ?? null,
      timesCooked: Math.max(a?.n ?? 0, b?.n ?? 0),
      daysSinceCooked: last > 0 ? Math.max(0, (now.getTime() - last) / DAY_MS) : null,
    };
  });
  const scores = personalizedScores(inputs);
  return inputs
    .map((i) => toRecipe(i.row, { pantryMatch: i.pantryMatch, personalizedScore: scores.get(i.id) ?? 0 }))
    .sort((x, y) => y.personalizedScore! - x.personalizedScore! || y.baseScore - x.baseScore);
}
