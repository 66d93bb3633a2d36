import type { RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";

/** SPEC §4 recipe feedback kinds (cooked is an interaction but not feedback). */
export type Feedback = "like" | "dislike" | "saved";

const FEEDBACK = new Set<string>(["like", "dislike", "saved"]);

/**
 * SPEC §4 "Recipe feedback per user: like, dislike or saved; the latest is shown". Input: the
 * user's interactions in the order the API answers (oldest first). Output: recipe id → its latest
 * feedback; recipes with none (or only 'cooked') are absent. Later entries win, so an optimistic
 * entry appended at the end shows at once.
 */
export function latestFeedback(interactions: readonly Pick<RecipeInteraction, "recipeId" | "interactionType">[]): Map<string, Feedback> {
  const latest = new Map<string, Feedback>();
  for (const i of interactions) {
    if (FEEDBACK.has(i.interactionType)) latest.set(i.recipeId, i.interactionType as Feedback);
  }
  return latest;
}
