import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { MealType } from "../../../../shared/schemas/common";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { getJson, requestJson } from "../../../lib/api-client";

/** GET /api/recipes (SPEC §9: recipes stay fresh 10 min) — the household's saved recipes. */
export const plannerRecipesQueryOptions = () =>
  queryOptions({ queryKey: ["/api/recipes"], queryFn: () => getJson<Recipe[]>("/api/recipes"), staleTime: 10 * 60 * 1000 });

export function usePlannerRecipes(enabled: boolean) {
  return useQuery({ ...plannerRecipesQueryOptions(), enabled });
}

/** POST /api/ai/recipe-ideas {mealType} — ideas from the engine for one slot's meal type. */
export function useSlotIdeas(mealType: MealType, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/ai/recipe-ideas", mealType],
    queryFn: async () => (await requestJson<{ recipes?: AiRecipeIdea[] }>("POST", "/api/ai/recipe-ideas", { mealType })).recipes ?? [],
    enabled,
  });
}

/** POST /api/recipes/save-ai-recipe {recipe} — an idea becomes a saved recipe (then it can be planned). */
export function useSaveIdea() {
  return useMutation({ mutationFn: (recipe: AiRecipeIdea) => requestJson<Recipe>("POST", "/api/recipes/save-ai-recipe", { recipe }) });
}
