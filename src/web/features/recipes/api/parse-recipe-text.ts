import { useMutation } from "@tanstack/react-query";
import type { RecipeDraft } from "../../../../shared/schemas/recipe-draft";
import type { ParseRecipeTextBody, ParseRecipeTextResponse } from "../../../../shared/schemas/recipe-text";
import { requestJson } from "../../../lib/api-client";

/**
 * POST /api/recipes/parse-text {text} → the RecipeDraft read from pasted recipe text (title,
 * description, ingredient lines parsed into qty/unit/food with their groups, steps, yield, times in
 * minutes, tags, notes). Stores nothing. Throws the SPEC §7 "{status}: {text}" error (400: blank or
 * over 100 000 characters; 429: too many reads).
 */
export async function parseRecipeText(text: string): Promise<RecipeDraft> {
  const { draft } = await requestJson<ParseRecipeTextResponse>("POST", "/api/recipes/parse-text", { text } satisfies ParseRecipeTextBody);
  return draft;
}

/** The Paste text tab's "Read recipe" mutation; the tab shows failures next to the text box. */
export function useParseRecipeText() {
  return useMutation({ mutationFn: parseRecipeText });
}
