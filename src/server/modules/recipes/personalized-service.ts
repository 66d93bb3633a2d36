import { pantryCoverage, prepareStock, type Coverage, type CoverageStock, type StockAmount } from "../../../shared/domain/pantry-coverage";
import { feedbackStates } from "../../../shared/domain/recipe-feedback";
import type { Recipe } from "../../../shared/schemas/recipes";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { recipeFeatures, recipeWarnings } from "./recipe-feature-cache";
import { personalizedScores, type Feedback, type RankInput } from "./ranking";
import type { RecipeRow } from "./repository";
import { toRecipe } from "./service";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a recipe answer depends on besides the recipe: today's stock (prepared once per request)
 * and the user's diet and household size. Build it with `viewerOf`.
 */
export interface Viewer {
  stock: CoverageStock;
  settings: UserSettings;
}

/** One piece of recipe feedback as the ranking reads it (a recipe interaction row). */
export interface FeedbackEvent {
  recipeId: string;
  interactionType: string;
  rating: number | null;
  createdAt: Date;
}

/** A cooked meal plan entry of a recipe; `day` YYYY-MM-DD. */
export interface CookedPlanEntry {
  recipeId: string;
  day: string;
}

/**
 * The viewer of recipe answers from the household's real stock (name, qty, unit; quantity above 0,
 * no samples) and the user's settings.
 */
export function viewerOf(stock: readonly StockAmount[], settings: UserSettings): Viewer {
  return { stock: prepareStock(stock), settings };
}

/**
 * The pantry match of a recipe for the viewer's household size (shared/domain/pantry-coverage.ts,
 * the number ideas and 'Add missing' use too), its dietFlags (SPEC §5 warnings for this user) and
 * key ingredients; the name parsing behind the flags is done once per ingredient list (recipe-feature-cache.ts).
 */
function perViewer(row: RecipeRow, v: Viewer): { coverage: Coverage; dietFlags: string[]; keyIngredients: readonly string[] } {
  const names = row.ingredients.map((i) => i.ingredient);
  const f = recipeFeatures(names);
  return {
    coverage: pantryCoverage(row.ingredients, row.servings, v.settings.householdSize, v.stock),
    dietFlags: recipeWarnings(f, names, v.settings.dietaryPrefs, v.settings.allergies),
    keyIngredients: f.keyIngredients,
  };
}

/**
 * GET /api/recipes: the recipes (in the given order) each with its pantryMatch (0–100, the share of
 * its ingredients today's stock covers in quantity) and the user's diet warnings (dietFlags).
 */
export function recipesWithMatch(rows: RecipeRow[], viewer: Viewer): Recipe[] {
  return rows.map((r) => {
    const { coverage, dietFlags } = perViewer(r, viewer);
    return toRecipe(r, { pantryMatch: coverage.percent, dietFlags });
  });
}

/**
 * One recipe as the viewer sees it: pantryMatch, dietFlags and, per ingredient, whether today's
 * stock covers it in quantity (`inPantry`; left out for free lines such as water or salt to taste).
 */
export function recipeWithMatch(row: RecipeRow, viewer: Viewer): Recipe {
  const { coverage, dietFlags } = perViewer(row, viewer);
  const recipe = toRecipe(row, { pantryMatch: coverage.percent, dietFlags });
  return {
    ...recipe,
    ingredients: recipe.ingredients.map((i, n) => {
      const status = coverage.lines[n]?.status;
      return status === "free" || status === undefined ? i : { ...i, inPantry: status === "covered" };
    }),
  };
}

/**
 * GET /api/recipes/personalized: the recipes ranked by the model of ranking.ts, highest
 * personalizedScore first (ties: higher baseScore, then the given order, newest first).
 * Feedback counts from every member of the household (`interactions` oldest first): per recipe the
 * opinion (latest like/dislike/clear-opinion) ranks it, and a save (latest saved/unsave) counts as
 * "saved" only when there is no opinion (shared/domain/recipe-feedback.ts; a taken-back like or
 * save counts as nothing); the latest rating too. Cooked history from 'cooked' interactions and cooked
 * meal plan entries (the larger count, the latest day).
 * @param now the reference time for days since cooked (tests pass a fixed one)
 */
export function rankRecipes(
  rows: RecipeRow[],
  viewer: Viewer,
  interactions: readonly FeedbackEvent[],
  cookedPlans: readonly CookedPlanEntry[],
  now = new Date(),
): Recipe[] {
  const feedback = new Map<string, Feedback>();
  for (const [id, { opinion, saved }] of feedbackStates(interactions)) {
    const f: Feedback | null = opinion ?? (saved ? "saved" : null);
    if (f) feedback.set(id, f);
  }
  const rating = new Map<string, number>();
  const cookedByInteraction = new Map<string, { n: number; last: number }>();
  for (const i of interactions) {
    if (i.interactionType === "cooked") {
      const c = cookedByInteraction.get(i.recipeId) ?? { n: 0, last: 0 };
      cookedByInteraction.set(i.recipeId, { n: c.n + 1, last: Math.max(c.last, i.createdAt.getTime()) });
    }
    if (i.rating != null) rating.set(i.recipeId, i.rating);
  }
  const cookedByPlan = new Map<string, { n: number; last: number }>();
  for (const p of cookedPlans) {
    const c = cookedByPlan.get(p.recipeId) ?? { n: 0, last: 0 };
    cookedByPlan.set(p.recipeId, { n: c.n + 1, last: Math.max(c.last, Date.parse(`${p.day}T12:00:00Z`)) });
  }
  const lastCooked = (id: string) => Math.max(cookedByInteraction.get(id)?.last ?? 0, cookedByPlan.get(id)?.last ?? 0);
  const inputs: (RankInput & { row: RecipeRow; shown: { pantryMatch: number; dietFlags: string[] } })[] = rows.map((row) => {
    const a = cookedByInteraction.get(row.id);
    const b = cookedByPlan.get(row.id);
    const last = Math.max(a?.last ?? 0, b?.last ?? 0);
    const { keyIngredients, coverage, dietFlags } = perViewer(row, viewer);
    const shown = { pantryMatch: coverage.percent, dietFlags };
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
    .map((i) => ({ ...toRecipe(i.row, { ...i.shown, personalizedScore: scores.get(i.id) ?? 0 }), ...browseFields(i.row, lastCooked(i.id), i.rating) }))
    .sort((x, y) => y.personalizedScore! - x.personalizedScore! || y.baseScore - x.baseScore);
}

/**
 * Issue 23 browsing fields of a ranked recipe: when it was added (`createdAt`, ISO), the day it
 * was last cooked (`lastCooked`, YYYY-MM-DD UTC; absent when never) from 'cooked' interactions and
 * cooked meal plan entries, and a `rating` 0–5 (the recipe's own, else the household's latest).
 */
function browseFields(row: RecipeRow, lastCookedMs: number, feedbackRating: number | null): Partial<Recipe> {
  const out: Partial<Recipe> = { createdAt: row.createdAt.toISOString() };
  if (lastCookedMs > 0) out.lastCooked = new Date(lastCookedMs).toISOString().slice(0, 10);
  if (row.rating === null && feedbackRating !== null) out.rating = Math.min(5, Math.max(0, feedbackRating));
  return out;
}
