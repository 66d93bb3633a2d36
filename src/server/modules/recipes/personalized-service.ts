import { and, eq, isNotNull } from "drizzle-orm";
import { pantryMatcher, type PantryMatcher } from "../../../shared/domain/ingredient-match";
import type { Recipe } from "../../../shared/schemas/recipes";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import type { Db } from "../../db/client";
import { mealPlans } from "../../db/schema/meal-plans";
import type { SessionUser } from "../auth/service";
import { listStock } from "../pantry/service";
import { listHouseholdInteractions } from "../recipe-interactions/repository";
import { getSettings } from "../user-settings/repository";
import { recipeFeatures, recipeWarnings } from "./recipe-feature-cache";
import { personalizedScores, type Feedback, type RankInput } from "./ranking";
import * as repo from "./repository";
import { toRecipe } from "./service";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Names of the household's real stock with a quantity above 0 (samples are demo data). */
async function stockNames(db: Db, householdId: string): Promise<string[]> {
  return (await listStock(db, householdId)).map((i) => i.name);
}

/** What a recipe answer depends on besides the recipe: today's stock (prepared once per request) and the user's diet. */
interface Viewer {
  stock: PantryMatcher;
  settings: UserSettings;
}

async function viewerOf(db: Db, user: SessionUser): Promise<Viewer> {
  const [stock, settings] = await Promise.all([stockNames(db, user.householdId), getSettings(db, user.id)]);
  return { stock: pantryMatcher(stock), settings };
}

/**
 * pantryMatch (SPEC §5 rule) and dietFlags (SPEC §5 warnings for this user) of a recipe, plus its
 * key ingredients; the name parsing behind them is done once per ingredient list (recipe-feature-cache.ts).
 */
function perViewer(row: repo.RecipeRow, v: Viewer): { pantryMatch: number; dietFlags: string[]; keyIngredients: readonly string[] } {
  const names = row.ingredients.map((i) => i.ingredient);
  const f = recipeFeatures(names);
  const found = f.prepared.filter((p) => v.stock.hasPrepared(p)).length;
  return {
    pantryMatch: names.length === 0 ? 0 : Math.floor((found * 100) / names.length),
    dietFlags: recipeWarnings(f, names, v.settings.dietaryPrefs, v.settings.allergies),
    keyIngredients: f.keyIngredients,
  };
}

/**
 * GET /api/recipes: the household's recipes, newest first, each with its pantryMatch (0–100,
 * SPEC §5 rule against today's stock) and the user's diet warnings (dietFlags).
 */
export async function listRecipesWithMatch(db: Db, user: SessionUser): Promise<Recipe[]> {
  const [rows, viewer] = await Promise.all([repo.listRecipes(db, user.householdId), viewerOf(db, user)]);
  return rows.map((r) => {
    const { pantryMatch, dietFlags } = perViewer(r, viewer);
    return toRecipe(r, { pantryMatch, dietFlags });
  });
}

/**
 * One recipe as `user` sees it: pantryMatch, dietFlags and, per ingredient, whether today's
 * stock has it (`inPantry`).
 */
export async function recipeWithMatch(db: Db, user: SessionUser, row: repo.RecipeRow): Promise<Recipe> {
  const viewer = await viewerOf(db, user);
  const { pantryMatch, dietFlags } = perViewer(row, viewer);
  const recipe = toRecipe(row, { pantryMatch, dietFlags });
  return { ...recipe, ingredients: recipe.ingredients.map((i) => ({ ...i, inPantry: viewer.stock.has(i.ingredient) })) };
}

/**
 * GET /api/recipes/personalized: the household's recipes ranked by the model of ranking.ts,
 * highest personalizedScore first (ties: higher baseScore, then newer). Feedback counts from every
 * member of the household (the latest like/dislike/saved and rating per recipe); cooked history
 * from 'cooked' interactions and cooked meal plan entries (the larger count, the latest day).
 */
export async function personalizedRecipes(db: Db, user: SessionUser, now = new Date()): Promise<Recipe[]> {
  const [rows, viewer, interactions, cookedPlans] = await Promise.all([
    repo.listRecipes(db, user.householdId),
    viewerOf(db, user),
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
  const inputs: (RankInput & { row: repo.RecipeRow; shown: { pantryMatch: number; dietFlags: string[] } })[] = rows.map((row) => {
    const a = cookedByInteraction.get(row.id);
    const b = cookedByPlan.get(row.id);
    const last = Math.max(a?.last ?? 0, b?.last ?? 0);
    const { keyIngredients, ...shown } = perViewer(row, viewer);
    return {
      row,
      shown,
      id: row.id,
      keyIngredients,
      cuisine: row.cuisineTag,
      pantryMatch: shown.pantryMatch,
      feedback: feedback.get(row.id) ?? null,
      rating: rating.get(row.id) ?? null,
      timesCooked: Math.max(a?.n ?? 0, b?.n ?? 0),
      daysSinceCooked: last > 0 ? Math.max(0, (now.getTime() - last) / DAY_MS) : null,
    };
  });
  const scores = personalizedScores(inputs);
  return inputs
    .map((i) => toRecipe(i.row, { ...i.shown, personalizedScore: scores.get(i.id) ?? 0 }))
    .sort((x, y) => y.personalizedScore! - x.personalizedScore! || y.baseScore - x.baseScore);
}
