import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveRecipeDraft, SaveRecipeDraftBody } from "../../../../shared/schemas/recipe-draft-save";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/**
 * POST /api/recipes/from-draft {draft} → 201 the stored Recipe (every field of the preview kept;
 * the server reads each ingredient line again). Throws the SPEC §7 "{status}: {text}" error;
 * a 400 lists every issue (`issues: [{path, message}]`).
 */
export function saveRecipeDraft(draft: SaveRecipeDraft): Promise<Recipe> {
  return requestJson<Recipe>("POST", "/api/recipes/from-draft", { draft } satisfies SaveRecipeDraftBody);
}

/**
 * The paste preview's "Save recipe" mutation: refreshes the recipe lists and toasts 'Recipe saved';
 * failures toast SPEC §8 'Failed to save recipe' with the server's text.
 */
export function useSaveRecipeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipeDraft,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipesKeys.detail(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
      toast({ title: "Recipe saved", description: recipe.title });
    },
    onError: (err) => toast({ title: "Failed to save recipe", description: errorMessage(err), variant: "destructive" }),
  });
}
