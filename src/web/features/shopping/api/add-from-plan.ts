import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { fromPlanSchema, GenerateResult } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { shoppingListKeys } from "../../../lib/query-keys";
import { SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** POST /api/shopping-list/from-plan {startDate, endDate} — 'Add what's missing' for the plan. */
export function useAddFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (range: z.input<typeof fromPlanSchema>) =>
      requestJson<GenerateResult>("POST", "/api/shopping-list/from-plan", range),
    onError: (err) => toast({ title: "Could not build the list", description: errorMessage(err), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
