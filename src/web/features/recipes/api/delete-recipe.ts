import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/**
 * DELETE /api/recipes/{id} → 204. On success the recipe leaves every cached list and the toast
 * 'Recipe deleted' names it; on failure SPEC §8 'Failed to delete recipe' with the server's text.
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipe: Pick<Recipe, "id" | "title">) => {
      await apiRequest("DELETE", `/api/recipes/${encodeURIComponent(recipe.id)}`);
    },
    onSuccess: (_data, recipe) => {
      queryClient.setQueriesData<Recipe[]>({ queryKey: recipesKeys.all }, (old) =>
        Array.isArray(old) ? old.filter((r) => r.id !== recipe.id) : old,
      );
      queryClient.removeQueries({ queryKey: recipesKeys.detail(recipe.id), exact: true });
      toast({ title: "Recipe deleted", description: recipe.title });
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
    },
    onError: (err) => toast({ title: "Failed to delete recipe", description: errorMessage(err), variant: "destructive" }),
  });
}
