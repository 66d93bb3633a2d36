import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MealType } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { MEAL_PLANS_KEY } from "./get-meal-plans";

export interface CreateMealPlanBody {
  householdId: string;
  recipeId: string;
  day: string;
  mealType: MealType;
  servings: number;
  status: "planned";
}

/** POST /api/meal-plans — plans a saved recipe on a day and meal. */
export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMealPlanBody) => requestJson<MealPlanEntry>("POST", "/api/meal-plans", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEAL_PLANS_KEY });
      toast({ title: "Added to meal plan" });
    },
    onError: (err) => toast({ title: "Failed to add to meal plan", description: errorMessage(err), variant: "destructive" }),
  });
}
