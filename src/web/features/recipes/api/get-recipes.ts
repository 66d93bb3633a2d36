import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { getJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";

/** SPEC §9: recipes stay fresh for 10 minutes. */
export const RECIPES_STALE_MS = 10 * 60 * 1000;

/** GET /api/recipes → Recipe[] newest first, each with pantryMatch 0–100. */
export const recipesQueryOptions = queryOptions({
  queryKey: recipesKeys.list,
  queryFn: () => getJson<Recipe[]>("/api/recipes"),
  staleTime: RECIPES_STALE_MS,
});

/** The household's recipes in plain (newest first) order. */
export function useRecipes() {
  return useQuery(recipesQueryOptions);
}
