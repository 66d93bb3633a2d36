import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { getJson } from "../../../lib/api-client";
import { mealPlansKeys } from "./meal-plans-keys";

/** GET /api/meal-plans/{householdId}?startDate&endDate (inclusive YYYY-MM-DD days). */
export const mealPlansQueryOptions = (householdId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: mealPlansKeys.window(householdId, startDate, endDate),
    queryFn: () => {
      const qs = new URLSearchParams({ startDate, endDate });
      return getJson<MealPlanEntry[]>(`/api/meal-plans/${encodeURIComponent(householdId)}?${qs}`);
    },
    enabled: Boolean(householdId),
    placeholderData: keepPreviousData,
  });

/** One planner window's entries; the previous window stays on screen while the next one loads. */
export function useMealPlans(householdId: string, startDate: string, endDate: string) {
  return useQuery(mealPlansQueryOptions(householdId, startDate, endDate));
}
