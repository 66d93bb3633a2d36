import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CookedAnswer, CookingPreview, markCookedSchema, MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { analyticsKeys, historyKeys, pantryKeys, recipeInteractionsKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { mealPlansKeys } from "./meal-plans-keys";
import { occurrenceQuery } from "./update-meal-plan";

/** What other screens show that cooking changes (stock, its history, cooked interactions); refreshed after cooking. */
const STOCK_KEYS = [pantryKeys.all, historyKeys.all, analyticsKeys.all, recipeInteractionsKeys.all];

type MarkCookedBody = NonNullable<z.input<typeof markCookedSchema>>;

/** GET /api/meal-plans/{id}/cooking-preview — what cooking would take from the pantry (read fresh each time). */
export const cookingPreviewQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: mealPlansKeys.cookingPreview(entryId),
    queryFn: () => getJson<CookingPreview>(`/api/meal-plans/${entryId}/cooking-preview`),
    gcTime: 0,
  });

/** The cook dialog's preview of an entry (disabled while no entry is chosen). */
export function useCookingPreview(entryId: string | null) {
  return useQuery({ ...cookingPreviewQueryOptions(entryId ?? ""), enabled: Boolean(entryId) });
}

function useRefreshAfterCooking() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mealPlansKeys.all });
    for (const queryKey of STOCK_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * The entry (that day's occurrence) and optionally `deductions`: the user's adjusted amounts
 * (pantry item id, amount in the item's unit); omitted → the server's proposal.
 */
export type MarkCookedVars = { entry: MealPlanEntry } & MarkCookedBody;

/**
 * POST /api/meal-plans/{id}/cooked — SPEC: no payload; here optionally the user's adjusted amounts.
 * Optimistic: the entry (that day's occurrence) shows as cooked in every cached planner window at
 * once; a failure puts the cached windows back and shows the 'Error' toast with the server's
 * message (SPEC §8). Planner, pantry and history are refetched once the call settles.
 */
export function useMarkCooked() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterCooking();
  return useMutation({
    mutationFn: ({ entry, deductions }: MarkCookedVars) =>
      requestJson<CookedAnswer>(
        "POST",
        `/api/meal-plans/${entry.id}/cooked${occurrenceQuery(entry)}`,
        deductions ? ({ deductions } satisfies MarkCookedBody) : undefined,
      ),
    onMutate: async ({ entry }) => {
      await queryClient.cancelQueries({ queryKey: mealPlansKeys.all });
      const previous = queryClient.getQueriesData<MealPlanEntry[]>({ queryKey: mealPlansKeys.all });
      queryClient.setQueriesData<MealPlanEntry[]>({ queryKey: mealPlansKeys.all }, (old) =>
        Array.isArray(old) ? old.map((e) => (e.id === entry.id && e.day === entry.day ? { ...e, isCooked: true } : e)) : old,
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Error", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: refresh,
  });
}

/** DELETE /api/meal-plans/{id}/cooked — undo: the pantry gets back exactly what was taken. */
export function useUndoCooked() {
  const refresh = useRefreshAfterCooking();
  return useMutation({
    mutationFn: (entryId: string) => requestJson<CookedAnswer>("DELETE", `/api/meal-plans/${entryId}/cooked`),
    onSuccess: () => {
      refresh();
      toast({ title: "Cooking undone", description: "The pantry has its ingredients back." });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
