import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MealType } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { MEAL_PLANS_KEY } from "./get-meal-plans";

/** SPEC §7 POST /api/meal-plans body: a recipe id or a custom meal, plus an optional RRULE. */
export interface CreateMealPlanBody {
  householdId: string;
  recipeId?: string;
  customMealTitle?: string;
  customMealLink?: string;
  notes?: string;
  day: string;
  mealType: MealType;
  /** Omitted: the server uses the household size (SPEC §9 default 2). */
  servings?: number;
  status: "planned";
  recurrenceRule?: string | null;
}

/**
 * POST /api/meal-plans — plans a recipe or custom meal on a day and meal. `failureTitle` is the
 * SPEC §8 toast title ('Failed to add to meal plan' from recipes, 'Failed to plan meal' from planners).
 */
export function useCreateMealPlan(failureTitle = "Failed to add to meal plan") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => requestJson<MealPlanEntry>("POST", "/api/meal-plans", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEAL_PLANS_KEY });
      toast({ title: "Added to meal plan" });
    },
    onError: (err) => toast({ title: failureTitle, description: errorMessage(err), variant: "destructive" }),
  });
}
