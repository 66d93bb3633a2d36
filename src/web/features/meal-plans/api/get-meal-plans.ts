import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { getJson } from "../../../lib/api-client";

/** Query key prefix of every meal-plan window (invalidate this after plan changes). */
export const MEAL_PLANS_KEY = ["/api/meal-plans"] as const;

/** GET /api/meal-plans/{householdId}?startDate&endDate (inclusive YYYY-MM-DD days). */
export const mealPlansQueryOptions = (householdId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: [...MEAL_PLANS_KEY, householdId, startDate, endDate],
    queryFn: () => {
      const qs = new URLSearchParams({ startDate, endDate });
      return getJson<MealPlanEntry[]>(`/api/meal-plans/${encodeURIComponent(householdId)}?${qs}`);
    },
    enabled: Boolean(householdId),
    placeholderData: keepPreviousData,
  });

export function useMealPlans(householdId: string, startDate: string, endDate: string) {
  return useQuery(mealPlansQueryOptions(householdId, startDate, endDate));
}
