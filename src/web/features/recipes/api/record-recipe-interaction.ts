import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createInteractionBodySchema, RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { recipeInteractionsKeys, recipesKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/** The body {recipeId, interactionType, rating? (1–5 stars)}. */
export type RecordInteractionVars = z.input<typeof createInteractionBodySchema>;

/** POST /api/recipe-interactions {recipeId, interactionType, rating?} → 201 the stored interaction. */
export function recordRecipeInteraction(body: RecordInteractionVars): Promise<RecipeInteraction> {
  return requestJson<RecipeInteraction>("POST", "/api/recipe-interactions", body);
}

/**
 * Like / dislike / save on a card — optimistic: the pressed state changes at once (a temporary
 * interaction is appended, as the latest), and a failure rolls it back with SPEC §8
 * 'Failed to record feedback'. Afterwards the personalized ranking is refreshed in the background.
 */
export function useRecordRecipeInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRecipeInteraction,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: recipeInteractionsKeys.all });
      const previous = queryClient.getQueryData<RecipeInteraction[]>(recipeInteractionsKeys.all);
      const optimistic: RecipeInteraction = {
        id: `optimistic-${Date.now()}`,
        recipeId: vars.recipeId,
        interactionType: vars.interactionType,
        rating: vars.rating ?? null,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<RecipeInteraction[]>(recipeInteractionsKeys.all, (old) => [...(old ?? []), optimistic]);
      return { previous, optimisticId: optimistic.id };
    },
    onSuccess: (saved, _vars, context) => {
      queryClient.setQueryData<RecipeInteraction[]>(recipeInteractionsKeys.all, (old) =>
        old?.map((i) => (i.id === context.optimisticId ? saved : i)),
      );
    },
    onError: (err, _vars, context) => {
      queryClient.setQueryData(recipeInteractionsKeys.all, context?.previous);
      toast({ title: "Failed to record feedback", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipesKeys.personalized }),
  });
}
