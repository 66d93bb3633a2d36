import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { getJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { RECIPES_STALE_MS } from "./get-recipes";

/**
 * GET /api/recipes/{id} → Recipe whose ingredients carry `inPantry` (today's stock). Fresh for
 * SPEC §9's 10 recipe minutes. `placeholder` (e.g. the card's copy) shows at once while it loads.
 */
export const recipeQueryOptions = (id: string, placeholder?: Recipe) =>
  queryOptions({
    queryKey: recipesKeys.detail(id),
    queryFn: () => getJson<Recipe>(`/api/recipes/${encodeURIComponent(id)}`),
    staleTime: RECIPES_STALE_MS,
    placeholderData: placeholder,
  });

/** One recipe with its pantry marks. */
export function useRecipe(id: string, placeholder?: Recipe) {
  return useQuery(recipeQueryOptions(id, placeholder));
}
