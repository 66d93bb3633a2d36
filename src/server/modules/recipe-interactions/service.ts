import { AppError } from "../../../shared/errors";
import type { InteractionType, RecipeInteraction } from "../../../shared/schemas/recipe-interactions";
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/service";
import { findRecipe } from "../recipes/repository";
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
