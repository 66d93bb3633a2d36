import { z } from "zod";
import { idSchema } from "./common";

/**
 * SPEC §3 recipe interaction types, plus two that take feedback back (issue 23): rows are history,
 * and a recipe's feedback is two separate things read from them (shared/domain/recipe-feedback.ts):
 * - the opinion: the latest of "like", "dislike" and "clear-opinion" (which takes a like or a
 *   dislike back, leaving no opinion);
 * - saved: the latest of "saved" and "unsave" (which takes the save back).
 * "cooked" records a cooking and is not feedback.
 */
export const INTERACTION_TYPES = ["like", "dislike", "saved", "cooked", "clear-opinion", "unsave"] as const;
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
