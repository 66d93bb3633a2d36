import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { MealPlanEntry, updateMealPlanSchema } from "../../../../shared/schemas/meal-plans";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { mealPlansKeys } from "./meal-plans-keys";

/** PUT /api/meal-plans/{id} body: the fields to change (day, meal, servings …); omitted fields are kept. */
type UpdateMealPlanBody = z.input<typeof updateMealPlanSchema>;

/** The occurrence query of a recurring entry ("?day=…"), empty for a single entry. */
export function occurrenceQuery(entry: MealPlanEntry): string {
  return entry.seriesDay ? `?day=${encodeURIComponent(entry.day)}` : "";
}

/** PUT /api/meal-plans/{id}[?day=] — move an entry (day, meal) or change servings; one occurrence of a series. */
export function useUpdateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, changes }: { entry: MealPlanEntry; changes: UpdateMealPlanBody }) =>
      requestJson<MealPlanEntry>("PUT", `/api/meal-plans/${entry.id}${occurrenceQuery(entry)}`, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mealPlansKeys.all });
      toast({ title: "Meal moved" });
    },
    onError: (err) => toast({ title: "Failed to plan meal", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/meal-plans/{id}[?day=] — remove an entry (one occurrence, or the whole series with `series`). */
export function useRemoveMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, series = false }: { entry: MealPlanEntry; series?: boolean }) =>
      requestJson<void>("DELETE", `/api/meal-plans/${entry.id}${series ? "" : occurrenceQuery(entry)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mealPlansKeys.all });
      toast({ title: "Meal removed" });
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err), variant: "destructive" }),
  });
}
