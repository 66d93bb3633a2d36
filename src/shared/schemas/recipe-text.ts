import { z } from "zod";
import { MAX_RECIPE_TEXT_CHARS } from "../domain/recipe-text/parse-recipe-text";
import { recipeDraftSchema } from "./recipe-draft";

/** Shown when the pasted text is empty or only white space. */
export const RECIPE_TEXT_EMPTY = "Paste the text of a recipe.";

/**
 * POST /api/recipes/parse-text (issue 21, "Paste a recipe"): the pasted text, at most
 * MAX_RECIPE_TEXT_CHARS (100 000) characters, not blank.
 */
export const parseRecipeTextBodySchema = z.object({
  text: z
    .string()
    .max(MAX_RECIPE_TEXT_CHARS)
    .refine((s) => s.trim() !== "", RECIPE_TEXT_EMPTY),
});
export type ParseRecipeTextBody = z.infer<typeof parseRecipeTextBodySchema>;

/** The answer: the recipe draft the import preview shows (nothing is stored). */
export const parseRecipeTextResponseSchema = z.object({ draft: recipeDraftSchema });
export type ParseRecipeTextResponse = z.infer<typeof parseRecipeTextResponseSchema>;
