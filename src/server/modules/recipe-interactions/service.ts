import { feedbackStates } from "../../../shared/domain/recipe-feedback";
import type { InteractionType, RecipeInteraction } from "../../../shared/schemas/recipe-interactions";
import * as repo from "./repository";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/** A stored interaction as SPEC §3 RecipeInteraction (createdAt as an ISO string). */
export function toInteraction(row: repo.InteractionRow): RecipeInteraction {
  return {
    id: row.id,
    recipeId: row.recipeId,
    interactionType: row.interactionType as InteractionType,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records one piece of feedback of the signed-in user on a recipe (POST /api/recipe-interactions;
 * the caller has checked the recipe is the household's). Rows are history: "clear-opinion" and
 * "unsave" take a like/dislike or a save back (shared/domain/recipe-feedback.ts reads them).
 */
export async function recordInteraction(
  db: Tx,
  user: SessionUser,
  input: { recipeId: string; interactionType: InteractionType; rating?: number | null },
): Promise<RecipeInteraction> {
  const row = await repo.insertInteraction(db, {
    householdId: user.householdId,
    userId: user.id,
    recipeId: input.recipeId,
    interactionType: input.interactionType,
    rating: input.rating ?? null,
  });
  return toInteraction(row);
}

/** GET /api/recipe-interactions: the signed-in user's interactions, oldest first. */
export async function listInteractions(db: Tx, user: SessionUser): Promise<RecipeInteraction[]> {
  return (await repo.listUserInteractions(db, user.householdId, user.id)).map(toInteraction);
}

/**
 * The household's likes and dislikes for the recipe-idea engine, as titles of its recipes.
 * Each recipe's feedback is read from every member's rows (shared/domain/recipe-feedback.ts: the
 * latest like/dislike/clear-opinion is the opinion, the latest saved/unsave says saved):
 * opinion like → `liked`; dislike → `disliked`; no opinion but saved → `liked` (a save is a mild
 * yes); a like or save taken back counts as nothing. Input: the household's interactions (oldest
 * first) and its recipes' ids and titles (feedback on a recipe not listed is left out).
 * Output: `{ liked, disliked }` (empty lists when none).
 */
export function feedbackByTitle(
  interactions: readonly Pick<repo.InteractionRow, "recipeId" | "interactionType">[],
  recipes: readonly { id: string; title: string }[],
): { liked: string[]; disliked: string[] } {
  const title = new Map(recipes.map((r) => [r.id, r.title]));
  const liked: string[] = [];
  const disliked: string[] = [];
  for (const [recipeId, { opinion, saved }] of feedbackStates(interactions)) {
    const t = title.get(recipeId);
    if (!t) continue;
    if (opinion === "dislike") disliked.push(t);
    else if (opinion === "like" || saved) liked.push(t);
  }
  return { liked, disliked };
}
