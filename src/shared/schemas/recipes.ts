import { z } from "zod";
import { mealTypeSchema } from "./common";
import { aiRecipeIdeaSchema } from "./ai";

export const recipeIngredientSchema = z.object({
  ingredient: z.string(),
  qty: z.string().nullable(),
  unit: z.string().nullable(),
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
});
export type Recipe = z.infer<typeof recipeSchema>;

/** POST /api/recipes/save-ai-recipe — {recipe} (SPEC §7). */
export const saveAiRecipeSchema = z.object({ recipe: aiRecipeIdeaSchema });
