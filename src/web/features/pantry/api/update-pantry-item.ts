import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PantryItem, updatePantryItemSchema } from "../../../../shared/schemas/pantry";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/**
 * The item and the SPEC §7 body {qty (SPEC §3: a number sent as a string), unit?, expiresOn?
 * ('YYYY-MM-DD'; null clears it; omitted keeps it), minQty? (minimum stock in the item's unit,
 * issue 11: below it the item goes on the shopping list; null clears it)}.
 */
export type UpdatePantryItemVars = { itemId: string } & z.input<typeof updatePantryItemSchema>;

const MUTATION_KEY = ["pantry", "update-item"] as const;

/**
 * PUT /api/pantry/{itemId} {qty, unit?, expiresOn?, minQty?} — optimistic, rolled back with
 * 'Failed to update item'. Changes run one after another (rapid stepper taps arrive in order),
 * and the list is refetched once the last one settles, so a refetch never undoes a pending tap.
 */
export function useUpdatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: { id: "pantry-item-update" },
    mutationFn: ({ itemId, ...body }: UpdatePantryItemVars) =>
      requestJson<PantryItem>("PUT", `/api/pantry/${encodeURIComponent(itemId)}`, body),
    onMutate: async ({ itemId, ...change }) => {
      await queryClient.cancelQueries({ queryKey: pantryKeys.all });
      const previous = queryClient.getQueriesData<PantryItem[]>({ queryKey: pantryKeys.all });
      const patch = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<PantryItem>;
      queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) =>
        old?.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Failed to update item", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) return queryClient.invalidateQueries({ queryKey: pantryKeys.all });
    },
  });
}
