import { z } from "zod";
import { mealTypeSchema, webLinkInputSchema } from "./common";
import { aiRecipeIdeaSchema } from "./ai";
import { nutritionSchema } from "./nutrition";
import { MAX_RECIPE_MINUTES, MAX_RECIPE_SERVINGS } from "../domain/recipe-rules";

/** SPEC §3 recipe ingredient {ingredient, qty, unit}; `note` (preparation, size) when known. */
export const recipeIngredientSchema = z.object({
  ingredient: z.string(),
  qty: z.string().nullable(),
  unit: z.string().nullable(),
  note: z.string().nullable().optional(),
  /** Imported recipes (issue 21): the line as the source printed it, and the heading of its group. */
  line: z.string().nullable().optional(),
  section: z.string().nullable().optional(),
  /** GET /api/recipes/{id} only: whether today's stock has it (SPEC §5 match rule). */
  inPantry: z.boolean().optional(),
});

/** SPEC §3 Recipe. */
export const recipeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  cuisineTag: z.string().nullable(),
  prepMin: z.number().int().nullable(),
  cookMin: z.number().int().nullable(),
  servings: z.number().int(),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  recipeUrl: z.string().nullable(),
  instructions: z.string().nullable(),
  ingredients: z.array(recipeIngredientSchema),
  baseScore: z.number().int().min(0).max(100),
  personalizedScore: z.number().min(0).max(1).nullable(),
  healthScore: z.number().nullable(),
  calories: z.number().nullable(),
  mealType: mealTypeSchema.nullable(),
  difficultyLevel: z.string().nullable(),
  pantryMatch: z.number().min(0).max(100).nullable(),
  /**
   * Per request, from the signed-in user's settings: SPEC §5 warnings for the recipe's ingredients
   * ('Not vegan-friendly', 'Not vegetarian-friendly', 'ALLERGY WARNING: Contains X'); [] when none.
   */
  dietFlags: z.array(z.string()).optional(),
  /** GET/PUT /api/recipes/{id} and imports: per-serving nutrition from the ingredient lines (issue 22 item 6). */
  nutrition: nutritionSchema.optional(),
  /**
   * Issue 21 "every field kept", present only when the recipe has them (imports from other apps):
   * total minutes as the source states it, the yield as written, tags and categories, rating 0–5,
   * notes, the nutrition the source declares (as written), and the steps with their group
   * headings (`instructions` keeps one step per line, SPEC §3).
   */
  totalMin: z.number().int().optional(),
  yields: z.string().optional(),
  tags: z.array(z.string()).optional(),
  rating: z.number().min(0).max(5).optional(),
  notes: z.string().optional(),
  declaredNutrition: z.record(z.string(), z.string()).optional(),
  steps: z.array(z.object({ text: z.string(), section: z.string().nullable() })).optional(),
  /**
   * Issue 23 browsing, GET /api/recipes/personalized only: when the recipe was added (ISO 8601) and
   * the day it was last cooked (YYYY-MM-DD; absent when never), from 'cooked' interactions and
   * cooked meal plan entries.
   */
  createdAt: z.string().optional(),
  lastCooked: z.string().optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `n` strings of at most `chars` characters each (issue 19: bounded work for every input). */
const textList = (n: number, chars: number) => z.array(z.string().max(chars)).max(n);

/**
 * Issue 19 "bounded work for every input": the sizes a saved idea may have, as a manual recipe's
 * (manualRecipeBodySchema: title 1000, ingredient name 500, 500 ingredients, 50 000 characters of
 * instructions) and far beyond any idea the local engine or a model writes (about 5–20 ingredients
 * and steps). Unbounded, 8 006 ingredients or a 400 000-character name kept the event loop busy
 * for 250 ms; beyond a limit the answer is a 400 naming the field.
 */
const AI_IDEA_LIMITS = {
  title: z.string().max(1000),
  description: z.string().max(10_000),
  pantryIngredients: textList(500, 500),
  keyIngredients: textList(500, 500),
  allIngredients: z.array(z.object({ name: z.string().max(500), amount: z.string().max(100), fromPantry: z.boolean() })).max(500),
  nutritionHighlights: textList(50, 500),
  chefTips: textList(50, 2000),
  wineRecommendation: z.string().max(2000),
  cookingInstructions: textList(100, 2000),
  recipeLink: z.string().max(2000),
  imageUrl: z.string().max(2000),
  mainDish: z.string().max(500),
  sideDishes: textList(50, 500),
  dietaryFlags: textList(50, 200),
};

/** POST /api/recipes/save-ai-recipe — {recipe} (SPEC §7). */
/**
 * POST /api/recipes/save-ai-recipe — {recipe: an AI idea}. Times and servings are capped like a
 * manual recipe's (recipe-rules.ts): they are stored in integer columns, and an idea sent with
 * 9007199254740991 minutes answered 500 before.
 */
export const saveAiRecipeSchema = z.object({
  recipe: aiRecipeIdeaSchema.extend({
    estimatedPrepTime: z.number().int().min(0).max(MAX_RECIPE_MINUTES),
    estimatedCookTime: z.number().int().min(0).max(MAX_RECIPE_MINUTES),
    servings: z.number().int().min(1).max(MAX_RECIPE_SERVINGS),
    ...AI_IDEA_LIMITS,
  }),
});

const textOrNumber = z.union([z.string().max(50), z.number()]).nullish();

/**
 * POST /api/recipes/manual — {recipe} with the SPEC §3 manual-create payload. Loosely typed on
 * purpose: numbers may arrive as typed text, and the SPEC §5 rules (src/shared/domain/recipe-rules.ts)
 * decide, listing every issue in one 400.
 */
export const manualRecipeBodySchema = z.object({
  recipe: z.object({
    title: z.string().max(1000).nullish(),
    cuisineTag: z.string().max(100).nullish(),
    instructions: z.string().max(50_000).nullish(),
    prepMin: textOrNumber,
    cookMin: textOrNumber,
    servings: textOrNumber,
    imageUrl: z.string().max(2000).nullish(),
    sourceUrl: webLinkInputSchema.nullish(),
    ingredients: z
      .array(z.object({ name: z.string().max(500).nullish(), qty: textOrNumber, unit: z.string().max(50).nullish() }))
      .max(500)
      .nullish(),
  }),
});

/** POST /api/recipes/from-url — {url} (SPEC §5: non-empty trimmed URL). */
export const recipeFromUrlBodySchema = z.object({ url: z.string().max(2000) });

/**
 * PUT /api/recipes/{id} — {imageUrl} or {instructions} (SPEC §7), one at a time; issue 23: or
 * {tags} (the whole list; rules in shared/domain/recipe-tags.ts, each problem listed in the 400).
 */
export const updateRecipeBodySchema = z.union([
  z.object({ imageUrl: z.string().max(2000) }).strict(),
  z.object({ instructions: z.string().max(50_000) }).strict(),
  z.object({ tags: z.array(z.string().max(200)).max(100) }).strict(),
]);

/** POST /api/recipes/{id}/cooked — cook the recipe now (issue 23 cook mode) for this many servings (default: its own). */
export const cookRecipeBodySchema = z
  .object({ servings: z.coerce.number().int().min(1, "Servings must be at least 1").max(MAX_RECIPE_SERVINGS).optional() })
  .nullish();

/** POST /api/recipes/{id}/generate-image answer. */
export const generatedImageSchema = z.object({ imageUrl: z.string() });

/** Answer of POST /api/recipes/{id}/cooked: what was taken from the pantry (numeric strings in the item's unit). */
export const cookedRecipeAnswerSchema = z.object({
  servings: z.number().int(),
  changes: z.array(
    z.object({ pantryItemId: z.string(), productName: z.string(), unit: z.string(), qtyBefore: z.string(), taken: z.string() }),
  ),
});
export type CookedRecipeAnswer = z.infer<typeof cookedRecipeAnswerSchema>;
