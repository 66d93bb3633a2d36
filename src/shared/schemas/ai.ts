import { z } from "zod";
import { mealTypeSchema } from "./common";
import { nutritionSchema } from "./nutrition";

/** SPEC §3 AI recipe idea, every field. Times in minutes; servings from household size. */
export const aiRecipeIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  mealType: mealTypeSchema,
  difficultyLevel: z.enum(["easy", "medium", "hard"]),
  /** True when every ingredient (staples aside) is in the pantry. */
  pantryMatch: z.boolean(),
  /** 0–100, share of allIngredients the pantry holds (SPEC §5 containment rule). */
  pantryMatchPercentage: z.number().int().min(0).max(100),
  estimatedPrepTime: z.number().int().min(0),
  estimatedCookTime: z.number().int().min(0),
  servings: z.number().int().min(1),
  /** Names of pantry items the idea uses (display cap 4 badges, SPEC §2). */
  pantryIngredients: z.array(z.string()),
  /** The dish's defining ingredients (display cap 5, SPEC §2). */
  keyIngredients: z.array(z.string()),
  allIngredients: z.array(z.object({ name: z.string(), amount: z.string(), fromPantry: z.boolean() })),
  /** Short nutrition notes (display cap 2, SPEC §2), e.g. "High protein". */
  nutritionHighlights: z.array(z.string()),
  /** Per-serving nutrition from the ingredients, computed by the server (issue 22 item 6). */
  nutrition: nutritionSchema.optional(),
  chefTips: z.array(z.string()),
  wineRecommendation: z.string(),
  cookingInstructions: z.array(z.string()),
  recipeLink: z.string(),
  imageUrl: z.string(),
  mainDish: z.string(),
  sideDishes: z.array(z.string()),
  /** Diet and allergy flags, e.g. "vegetarian", "gluten-free", or SPEC §5 warnings. */
  dietaryFlags: z.array(z.string()),
});
export type AiRecipeIdea = z.infer<typeof aiRecipeIdeaSchema>;

/** POST /api/ai/recipe-ideas — SPEC sends {}; `variant` asks for a different set (regenerate). */
export const recipeIdeasRequestSchema = z.object({
  variant: z.number().int().min(0).max(1_000_000).optional(),
  mealType: mealTypeSchema.optional(),
});
/**
 * Answer of POST /api/ai/recipe-ideas: SPEC `recipes`, plus (optional, for old clients) which
 * engine wrote them — "local" (the built-in engine) or "llm" (the configured model, named in
 * `model`; `localFill` ideas were added by the built-in engine).
 */
export const recipeIdeasResponseSchema = z.object({
  recipes: z.array(aiRecipeIdeaSchema),
  engine: z.enum(["local", "llm"]).optional(),
  model: z.string().optional(),
  localFill: z.number().int().min(0).optional(),
});
export type RecipeIdeasResponse = z.infer<typeof recipeIdeasResponseSchema>;
