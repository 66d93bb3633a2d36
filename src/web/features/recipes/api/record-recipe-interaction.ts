import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InteractionType, RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { RECIPES_KEY } from "./get-recipes";
import { INTERACTIONS_KEY } from "./get-recipe-interactions";

export interface RecordInteractionVars {
  recipeId: string;
  interactionType: InteractionType;
  /** 1–5 stars, optional. */
  rating?: number;
}

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
      await queryClient.cancelQueries({ queryKey: INTERACTIONS_KEY });
      const previous = queryClient.getQueryData<RecipeInteraction[]>(INTERACTIONS_KEY);
      const optimistic: RecipeInteraction = {
        id: `optimistic-${Date.now()}`,
        recipeId: vars.recipeId,
        interactionType: vars.interactionType,
        rating: vars.rating ?? null,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<RecipeInteraction[]>(INTERACTIONS_KEY, (old) => [...(old ?? []), optimistic]);
      return { previous, optimisticId: optimistic.id };
    },
    onSuccess: (saved, _vars, context) => {
      queryClient.setQueryData<RecipeInteraction[]>(INTERACTIONS_KEY, (old) =>
        old?.map((i) => (i.id === context.optimisticId ? saved : i)),
      );
    },
    onError: (err, _vars, context) => {
      queryClient.setQueryData(INTERACTIONS_KEY, context?.previous);
      toast({ title: "Failed to record feedback", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...RECIPES_KEY, "personalized"] }),
  });
}
