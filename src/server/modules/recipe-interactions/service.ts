import { AppError } from "../../../shared/errors";
import type { InteractionType, RecipeInteraction } from "../../../shared/schemas/recipe-interactions";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import { findRecipe, listRecipeTitles } from "../recipes/repository";
import * as repo from "./repository";

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
 * POST /api/recipe-interactions: records one piece of feedback of the signed-in user on a recipe
 * of their household. Rows are history; the latest like/dislike/saved is the one shown (SPEC §4).
 * @throws AppError NOT_FOUND when the recipe is not the household's.
 */
export async function recordInteraction(
  db: Db,
  user: SessionUser,
  input: { recipeId: string; interactionType: InteractionType; rating?: number | null },
): Promise<RecipeInteraction> {
  if (!(await findRecipe(db, user.householdId, input.recipeId))) throw new AppError("NOT_FOUND", "Recipe not found");
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
export async function listInteractions(db: Db, user: SessionUser): Promise<RecipeInteraction[]> {
  return (await repo.listUserInteractions(db, user.householdId, user.id)).map(toInteraction);
}

/**
 * The household's likes and dislikes for the recipe-idea engine: titles of its recipes whose
 * latest like/dislike/saved (by any member) is like or saved → `liked`, dislike → `disliked`.
 * Output: `{ liked, disliked }` (titles; empty lists when there is no feedback).
 */
export async function householdFeedback(db: Db, householdId: string): Promise<{ liked: string[]; disliked: string[] }> {
  const [rows, recipes] = await Promise.all([repo.listHouseholdInteractions(db, householdId), listRecipeTitles(db, householdId)]);
  const latest = new Map<string, string>();
  for (const r of rows) if (r.interactionType !== "cooked") latest.set(r.recipeId, r.interactionType);
  const title = new Map(recipes.map((r) => [r.id, r.title]));
  const liked: string[] = [];
  const disliked: string[] = [];
  for (const [recipeId, type] of latest) {
    const t = title.get(recipeId);
    if (!t) continue;
    (type === "dislike" ? disliked : liked).push(t);
  }
  return { liked, disliked };
}
