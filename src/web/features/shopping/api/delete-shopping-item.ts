import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShoppingList } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { SHOPPING_KEY, SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** DELETE /api/shopping-list/items/{itemId} — optimistic removal, put back on error. */
export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (itemId: string) => requestJson<{ success: true }>("DELETE", `/api/shopping-list/items/${encodeURIComponent(itemId)}`),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: SHOPPING_KEY });
      const previous = queryClient.getQueriesData<ShoppingList>({ queryKey: SHOPPING_KEY });
      queryClient.setQueriesData<ShoppingList>({ queryKey: SHOPPING_KEY }, (old) =>
        old ? { items: old.items.filter((i) => i.id !== itemId) } : old,
      );
      return { previous };
    },
    onError: (err, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Could not remove the item", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOPPING_KEY }),
  });
}
