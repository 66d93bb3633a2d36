import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { AiRecipeIdea, RecipeIdeasResponse, recipeIdeasRequestSchema } from "../../../../shared/schemas/ai";
import type { MealType } from "../../../../shared/schemas/common";
import type { Recipe, saveAiRecipeSchema } from "../../../../shared/schemas/recipes";
import { getJson, requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { mealPlansKeys } from "./meal-plans-keys";

type RecipeIdeasBody = z.input<typeof recipeIdeasRequestSchema>;
type SaveAiRecipeBody = z.input<typeof saveAiRecipeSchema>;

/** GET /api/recipes (SPEC §9: recipes stay fresh 10 min) — the household's saved recipes. */
export const plannerRecipesQueryOptions = () =>
  queryOptions({ queryKey: recipesKeys.list, queryFn: () => getJson<Recipe[]>("/api/recipes"), staleTime: 10 * 60 * 1000 });

/** The recipe picker's list, fetched only while `enabled` (the picker is open). */
export function usePlannerRecipes(enabled: boolean) {
  return useQuery({ ...plannerRecipesQueryOptions(), enabled });
}

/** POST /api/ai/recipe-ideas {mealType} — ideas from the engine for one slot's meal type. */
export function useSlotIdeas(mealType: MealType, enabled: boolean) {
  return useQuery({
    queryKey: mealPlansKeys.slotIdeas(mealType),
    queryFn: async () =>
      (await requestJson<Partial<RecipeIdeasResponse>>("POST", "/api/ai/recipe-ideas", { mealType } satisfies RecipeIdeasBody)).recipes ?? [],
    enabled,
  });
}

/** POST /api/recipes/save-ai-recipe {recipe} — an idea becomes a saved recipe (then it can be planned). */
export function useSaveIdea() {
  return useMutation({ mutationFn: (recipe: AiRecipeIdea) => requestJson<Recipe>("POST", "/api/recipes/save-ai-recipe", { recipe } satisfies SaveAiRecipeBody) });
}
