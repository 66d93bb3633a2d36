import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createMealPlanSchema, MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { mealPlansKeys } from "./meal-plans-keys";

/**
 * SPEC §7 POST /api/meal-plans body: a recipe id or a custom meal, plus an optional RRULE.
 * Servings omitted: the server uses the household size (SPEC §9 default 2).
 */
export type CreateMealPlanBody = z.input<typeof createMealPlanSchema>;

/**
 * POST /api/meal-plans — plans a recipe or custom meal on a day and meal. `failureTitle` is the
 * SPEC §8 toast title ('Failed to add to meal plan' from recipes, 'Failed to plan meal' from planners).
 */
export function useCreateMealPlan(failureTitle = "Failed to add to meal plan") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => requestJson<MealPlanEntry>("POST", "/api/meal-plans", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mealPlansKeys.all });
      toast({ title: "Added to meal plan" });
    },
    onError: (err) => toast({ title: failureTitle, description: errorMessage(err), variant: "destructive" }),
  });
}
