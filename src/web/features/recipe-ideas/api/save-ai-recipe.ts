import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { Recipe, saveAiRecipeSchema } from "../../../../shared/schemas/recipes";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { useIdeasStore } from "../hooks/use-ideas-store";

type SaveAiRecipeBody = z.input<typeof saveAiRecipeSchema>;

/** POST /api/recipes/save-ai-recipe {recipe} — returns the saved Recipe. */
export function useSaveAiRecipe() {
  const queryClient = useQueryClient();
  const markSaved = useIdeasStore((s) => s.markSaved);
  return useMutation({
    mutationFn: (idea: AiRecipeIdea) => requestJson<Recipe>("POST", "/api/recipes/save-ai-recipe", { recipe: idea } satisfies SaveAiRecipeBody),
    onSuccess: (recipe, idea) => {
      markSaved(idea.title, recipe);
      toast({ title: "Recipe saved", description: `${recipe.title} is in your recipes.` });
      void queryClient.invalidateQueries({ queryKey: recipesKeys.all });
    },
    onError: (err) => toast({ title: "Failed to save recipe", description: errorMessage(err), variant: "destructive" }),
  });
}
