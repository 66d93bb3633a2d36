import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { RECIPES_KEY } from "./get-recipes";

/** POST /api/recipes/{id}/generate-image → {imageUrl}; the server also stores it on the recipe. */
export function generateRecipeImage(id: string): Promise<{ imageUrl: string }> {
  return requestJson<{ imageUrl: string }>("POST", `/api/recipes/${encodeURIComponent(id)}/generate-image`);
}

/** 'Generate image' in the detail overlay; failures toast SPEC §8 'Failed to generate AI image'. */
export function useGenerateRecipeImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateRecipeImage(id),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData<Recipe>([...RECIPES_KEY, id], (old) => (old ? { ...old, imageUrl } : old));
      queryClient.setQueriesData<Recipe[]>({ queryKey: RECIPES_KEY }, (old) =>
        Array.isArray(old) ? old.map((r) => (r.id === id ? { ...r, imageUrl } : r)) : old,
      );
      void queryClient.invalidateQueries({ queryKey: RECIPES_KEY });
      toast({ title: "Image generated" });
    },
    onError: (err) => toast({ title: "Failed to generate AI image", description: errorMessage(err), variant: "destructive" }),
  });
}
