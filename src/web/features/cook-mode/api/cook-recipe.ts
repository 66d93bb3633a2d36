import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CookedRecipeAnswer, Recipe } from "../../../../shared/schemas/recipes";
import type { CookedAnswer } from "../../../../shared/schemas/meal-plans";
import { getJson, requestJson } from "../../../lib/api-client";
import { analyticsKeys, historyKeys, mealPlansRootKey, pantryKeys, recipeInteractionsKeys, recipesKeys } from "../../../lib/query-keys";

/** GET /api/recipes/{id} (the same cached answer the recipe detail reads). */
export function useCookRecipe(id: string) {
  return useQuery({ queryKey: recipesKeys.detail(id), queryFn: () => getJson<Recipe>(`/api/recipes/${encodeURIComponent(id)}`) });
}

/** One pantry change made by cooking (amounts are numeric strings in the item's unit). */
export type CookChange = CookedRecipeAnswer["changes"][number];

/** What "Mark cooked" cooks: a planned meal (its occurrence `day` for a repeating one) or the recipe alone. */
export type CookTarget = { kind: "entry"; entryId: string; day?: string } | { kind: "recipe"; recipeId: string; servings: number };

/**
 * "Mark cooked" at the end of cook mode. A planned meal: POST /api/meal-plans/{id}/cooked[?day=]
 * (the server takes what the recipe needs for the planned servings). The recipe alone: POST
 * /api/recipes/{id}/cooked {servings}. Output: the pantry changes. Afterwards pantry, plan,
 * history, analytics, interactions and recipes are refetched.
 */
export function useMarkCookedFromCookMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: CookTarget): Promise<CookChange[]> => {
      if (target.kind === "entry") {
        const day = target.day ? `?day=${encodeURIComponent(target.day)}` : "";
        return (await requestJson<CookedAnswer>("POST", `/api/meal-plans/${encodeURIComponent(target.entryId)}/cooked${day}`)).changes;
      }
      const path = `/api/recipes/${encodeURIComponent(target.recipeId)}/cooked`;
      return (await requestJson<CookedRecipeAnswer>("POST", path, { servings: target.servings })).changes;
    },
    onSettled: () => {
      for (const queryKey of [pantryKeys.all, mealPlansRootKey, historyKeys.all, analyticsKeys.all, recipeInteractionsKeys.all, recipesKeys.personalized])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
