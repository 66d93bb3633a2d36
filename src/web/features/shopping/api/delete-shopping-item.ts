import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ok } from "../../../../shared/schemas/common";
import type { ShoppingList } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { shoppingListKeys } from "../../../lib/query-keys";
import { SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** DELETE /api/shopping-list/items/{itemId} — optimistic removal, put back on error. */
export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (itemId: string) => requestJson<Ok>("DELETE", `/api/shopping-list/items/${encodeURIComponent(itemId)}`),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: shoppingListKeys.all });
      const previous = queryClient.getQueriesData<ShoppingList>({ queryKey: shoppingListKeys.all });
      queryClient.setQueriesData<ShoppingList>({ queryKey: shoppingListKeys.all }, (old) =>
        old ? { items: old.items.filter((i) => i.id !== itemId) } : old,
      );
      return { previous };
    },
    onError: (err, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Could not remove the item", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
