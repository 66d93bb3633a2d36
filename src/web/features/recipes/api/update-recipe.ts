import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Recipe, updateRecipeBodySchema } from "../../../../shared/schemas/recipes";
import { requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";

/** SPEC §7 PUT /api/recipes/{id} body: one of {imageUrl} (http(s) links are downloaded by the server) or {instructions}. */
export type RecipeChange = z.input<typeof updateRecipeBodySchema>;

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
    queryClient.setQueryData<Recipe>(recipesKeys.detail(recipe.id), (old) =>
      // `tags` is left out of an answer when there are none: an emptied list must not keep the old one.
      old ? { ...old, ...recipe, tags: recipe.tags, ingredients: mergeMarks(old, recipe) } : recipe,
    );
    queryClient.setQueriesData<Recipe[]>({ queryKey: recipesKeys.all }, (old) =>
      Array.isArray(old)
        ? old.map((r) =>
            r.id === recipe.id ? { ...r, ...recipe, tags: recipe.tags, pantryMatch: r.pantryMatch, personalizedScore: r.personalizedScore } : r,
          )
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: recipesKeys.list, exact: true });
    void queryClient.invalidateQueries({ queryKey: recipesKeys.personalized });
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
