import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CookedAnswer, CookingPreview, MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { errorMessage, getJson, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { MEAL_PLANS_KEY } from "./get-meal-plans";
import { occurrenceQuery } from "./update-meal-plan";

/** Keys other screens cache pantry and history under; refreshed after cooking changes stock. */
const STOCK_KEYS = [["/api/pantry"], ["/api/history"], ["/api/analytics"], ["/api/recipe-interactions"]];

/** GET /api/meal-plans/{id}/cooking-preview — what cooking would take from the pantry (read fresh each time). */
export const cookingPreviewQueryOptions = (entryId: string) =>
  queryOptions({
    queryKey: ["/api/meal-plans", entryId, "cooking-preview"],
    queryFn: () => getJson<CookingPreview>(`/api/meal-plans/${entryId}/cooking-preview`),
    gcTime: 0,
  });

export function useCookingPreview(entryId: string | null) {
  return useQuery({ ...cookingPreviewQueryOptions(entryId ?? ""), enabled: Boolean(entryId) });
}

function useRefreshAfterCooking() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: MEAL_PLANS_KEY });
    for (const queryKey of STOCK_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

export interface MarkCookedVars {
  entry: MealPlanEntry;
  /** The user's adjusted amounts (pantry item id, amount in the item's unit); omitted → the server's proposal. */
  deductions?: { pantryItemId: string; take: number }[];
}

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
        deductions ? { deductions } : undefined,
      ),
    onMutate: async ({ entry }) => {
      await queryClient.cancelQueries({ queryKey: MEAL_PLANS_KEY });
      const previous = queryClient.getQueriesData<MealPlanEntry[]>({ queryKey: MEAL_PLANS_KEY });
      queryClient.setQueriesData<MealPlanEntry[]>({ queryKey: MEAL_PLANS_KEY }, (old) =>
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
