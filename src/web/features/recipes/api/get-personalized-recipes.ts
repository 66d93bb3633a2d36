import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { getJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";

/** SPEC §9: the personalized list stays fresh for 5 minutes. */
export const PERSONALIZED_STALE_MS = 5 * 60 * 1000;

/** GET /api/recipes/personalized → Recipe[] ranked for the user, with personalizedScore 0–1 and pantryMatch 0–100. */
export const personalizedRecipesQueryOptions = queryOptions({
  queryKey: recipesKeys.personalized,
  queryFn: () => getJson<Recipe[]>("/api/recipes/personalized"),
  staleTime: PERSONALIZED_STALE_MS,
});

/** The Recipes screen's list, best match first. */
export function usePersonalizedRecipes() {
  return useQuery(personalizedRecipesQueryOptions);
}
