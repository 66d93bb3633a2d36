import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateResult } from "../../shared/schemas/shopping-list";
import { requestJson } from "./api-client";

/** Query key prefix of the shopping list (the shopping feature's SHOPPING_KEY). */
const SHOPPING_KEY = ["/api/shopping-list"] as const;

/** What to add the missing ingredients of: a saved recipe (for some servings) or an AI idea. */
export type AddMissingSource =
  | { kind: "recipe"; recipeId: string; servings?: number }
  | { kind: "idea"; idea: { title: string; servings: number; allIngredients: { name: string; amount: string }[] } };

/**
 * POST /api/shopping-list/from-recipe or /from-idea (issue 11 'add missing'): the ingredients the
 * pantry lacks go on the shopping list; running it again for the same recipe or idea updates its
 * lines. Shared by the recipe detail and the idea cards; callers show the outcome.
 */
export function useAddMissingToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: AddMissingSource) =>
      source.kind === "recipe"
        ? requestJson<GenerateResult>("POST", "/api/shopping-list/from-recipe", { recipeId: source.recipeId, servings: source.servings })
        : requestJson<GenerateResult>("POST", "/api/shopping-list/from-idea", { idea: source.idea }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}
