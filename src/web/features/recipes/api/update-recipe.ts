import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { requestJson } from "../../../lib/api-client";
import { RECIPES_KEY } from "./get-recipes";

/** SPEC §7 PUT /api/recipes/{id} body: one of {imageUrl} (http(s) links are downloaded by the server) or {instructions}. */
export type RecipeChange = { imageUrl: string } | { instructions: string };

/** PUT /api/recipes/{id} → the updated Recipe; 400 'Please enter a valid image URL' / 'Please enter instructions'. */
export function updateRecipe(id: string, change: RecipeChange): Promise<Recipe> {
  return requestJson<Recipe>("PUT", `/api/recipes/${encodeURIComponent(id)}`, change);
}

/**
 * Writes a changed recipe into the cache: its own query (keeping the pantry marks the list
 * answers lack) and every list holding it; then refetches the lists (scores may change).
 */
export function useStoreUpdatedRecipe() {
  const queryClient = useQueryClient();
  return (recipe: Recipe) => {
    queryClient.setQueryData<Recipe>([...RECIPES_KEY, recipe.id], (old) =>
      old ? { ...old, ...recipe, ingredients: mergeMarks(old, recipe) } : recipe,
    );
    queryClient.setQueriesData<Recipe[]>({ queryKey: RECIPES_KEY }, (old) =>
      Array.isArray(old)
        ? old.map((r) => (r.id === recipe.id ? { ...r, ...recipe, pantryMatch: r.pantryMatch, personalizedScore: r.personalizedScore } : r))
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: RECIPES_KEY, exact: true });
    void queryClient.invalidateQueries({ queryKey: [...RECIPES_KEY, "personalized"] });
  };
}

function mergeMarks(old: Recipe, next: Recipe): Recipe["ingredients"] {
  if (next.ingredients.some((i) => i.inPantry !== undefined)) return next.ingredients;
  return next.ingredients.map((ing, i) => ({ ...ing, inPantry: old.ingredients[i]?.inPantry }));
}

/**
 * The detail overlay's edits (image URL or instructions). Errors are left to the caller, which
 * shows them next to the field (and toasts where SPEC §8 names a title).
 */
export function useUpdateRecipe(id: string) {
  const store = useStoreUpdatedRecipe();
  return useMutation({
    mutationFn: (change: RecipeChange) => updateRecipe(id, change),
    onSuccess: store,
  });
}
