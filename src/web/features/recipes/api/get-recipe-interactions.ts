import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";
import { getJson } from "../../../lib/api-client";
import { recipeInteractionsKeys } from "../../../lib/query-keys";

/** GET /api/recipe-interactions → the user's interactions, oldest first (SPEC §3 Recipe interaction). */
export const recipeInteractionsQueryOptions = queryOptions({
  queryKey: recipeInteractionsKeys.all,
  queryFn: () => getJson<RecipeInteraction[]>("/api/recipe-interactions"),
});

/** The user's likes, dislikes, saves and cooks. */
export function useRecipeInteractions() {
  return useQuery(recipeInteractionsQueryOptions);
}
