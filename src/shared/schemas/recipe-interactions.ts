import { z } from "zod";
import { idSchema } from "./common";

/** SPEC §3 recipe interaction types. like/dislike/saved are feedback (the latest is shown). */
export const INTERACTION_TYPES = ["like", "dislike", "saved", "cooked"] as const;
export const interactionTypeSchema = z.enum(INTERACTION_TYPES);
export type InteractionType = z.infer<typeof interactionTypeSchema>;

/** POST /api/recipe-interactions — {recipeId, interactionType, rating?} (rating 1–5 stars). */
export const createInteractionBodySchema = z.object({
  recipeId: idSchema,
  interactionType: interactionTypeSchema,
  rating: z.number().int().min(1).max(5).nullish(),
});

/** SPEC §3 recipe interaction as answered by GET/POST /api/recipe-interactions. */
export const recipeInteractionSchema = z.object({
  id: idSchema,
  recipeId: idSchema,
  interactionType: interactionTypeSchema,
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RecipeInteraction = z.infer<typeof recipeInteractionSchema>;
