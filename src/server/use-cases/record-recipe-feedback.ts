import type { InteractionType, RecipeInteraction } from "../../shared/schemas/recipe-interactions";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { recordInteraction } from "../modules/recipe-interactions/service";
import { loadRecipe } from "../modules/recipes/service";

/**
 * POST /api/recipe-interactions: one piece of feedback of the signed-in user on a recipe of their
 * household. Steps, in one transaction:
 * 1. recipes: the recipe must be the household's;
 * 2. recipe-interactions: the feedback is recorded (rows are history; the opinion is the latest
 *    like/dislike/clear-opinion and saved the latest saved/unsave, shared/domain/recipe-feedback.ts).
 * Input: recipeId, interactionType, optional rating (1–5). Output: the recorded interaction.
 * @throws AppError NOT_FOUND when the recipe is not the household's.
 */
export async function recordRecipeFeedback(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { recipeId: string; interactionType: InteractionType; rating?: number | null },
): Promise<RecipeInteraction> {
  return db.transaction(async (tx) => {
    await loadRecipe(tx, user, input.recipeId);
    return recordInteraction(tx, user, input);
  });
}
