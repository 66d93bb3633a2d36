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

/** POST /api/meal-plans/{id}/cooked — SPEC: no payload; here optionally the user's adjusted amounts. */
export function useMarkCooked() {
  const refresh = useRefreshAfterCooking();
  return useMutation({
    mutationFn: ({ entry, deductions }: { entry: MealPlanEntry; deductions?: { pantryItemId: string; take: number }[] }) =>
      requestJson<CookedAnswer>(
        "POST",
        `/api/meal-plans/${entry.id}/cooked${occurrenceQuery(entry)}`,
        deductions ? { deductions } : undefined,
      ),
    onSuccess: refresh,
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
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
