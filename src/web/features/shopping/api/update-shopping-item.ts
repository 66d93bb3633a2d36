import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShoppingItem, ShoppingList, UpdateShoppingItem } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { shoppingListKeys } from "../../../lib/query-keys";
import { SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** The line and the body: a tick, an untick or an edit. */
export type UpdateShoppingItemVars = UpdateShoppingItem & { itemId: string };

/**
 * PUT /api/shopping-list/items/{itemId} — tick, untick or edit a line. Optimistic (the tick shows
 * at once) and rolled back with 'Could not update the list' when the server refuses. Changes run
 * one after another; the list is refetched when the last one settles.
 */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    scope: { id: "shopping-list-change" },
    mutationFn: ({ itemId, ...body }: UpdateShoppingItemVars) =>
      requestJson<ShoppingItem>("PUT", `/api/shopping-list/items/${encodeURIComponent(itemId)}`, body),
    onMutate: async ({ itemId, ...change }) => {
      await queryClient.cancelQueries({ queryKey: shoppingListKeys.all });
      const previous = queryClient.getQueriesData<ShoppingList>({ queryKey: shoppingListKeys.all });
      const patch = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<ShoppingItem>;
      queryClient.setQueriesData<ShoppingList>({ queryKey: shoppingListKeys.all }, (old) =>
        old ? { items: old.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)) } : old,
      );
      return { previous };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Could not update the list", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: SHOPPING_MUTATION_KEY }) <= 1)
        return queryClient.invalidateQueries({ queryKey: shoppingListKeys.all });
    },
  });
}
