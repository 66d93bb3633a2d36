import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { generatedImageSchema, Recipe } from "../../../../shared/schemas/recipes";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

type GeneratedImage = z.infer<typeof generatedImageSchema>;

/** POST /api/recipes/{id}/generate-image → {imageUrl}; the server also stores it on the recipe. */
export function generateRecipeImage(id: string): Promise<GeneratedImage> {
  return requestJson<GeneratedImage>("POST", `/api/recipes/${encodeURIComponent(id)}/generate-image`);
}

/** 'Generate image' in the detail overlay; failures toast SPEC §8 'Failed to generate AI image'. */
export function useGenerateRecipeImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateRecipeImage(id),
    onSuccess: ({ imageUrl }) => {
      queryClient.setQueryData<Recipe>(recipesKeys.detail(id), (old) => (old ? { ...old, imageUrl } : old));
      queryClient.setQueriesData<Recipe[]>({ queryKey: recipesKeys.all }, (old) =>
        Array.isArray(old) ? old.map((r) => (r.id === id ? { ...r, imageUrl } : r)) : old,
      );
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
      toast({ title: "Image generated" });
    },
    onError: (err) => toast({ title: "Failed to generate AI image", description: errorMessage(err), variant: "destructive" }),
  });
}
