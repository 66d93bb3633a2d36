import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { RestockResult, restockSchema, undoRestockResultSchema } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { analyticsKeys, historyKeys, pantryKeys, shoppingListKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** Keys of what a restock changes besides the list: the pantry, its history and analytics. */
const STOCK_KEYS = [pantryKeys.all, historyKeys.all, analyticsKeys.all];

type RestockBody = NonNullable<z.input<typeof restockSchema>>;
type UndoRestockResult = z.infer<typeof undoRestockResultSchema>;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all });
    for (const queryKey of STOCK_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST /api/shopping-list/restock — 'Done shopping': ticked lines (or the given ones) go into the pantry. */
export function useRestock() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (itemIds?: string[]) => requestJson<RestockResult>("POST", "/api/shopping-list/restock", (itemIds ? { itemIds } : {}) satisfies RestockBody),
    onSuccess: refresh,
    onError: (err) => toast({ title: "Could not restock the pantry", description: errorMessage(err), variant: "destructive" }),
  });
}

/** DELETE /api/shopping-list/restock/{restockId} — undo: the pantry gives back what was added, the lines return. */
export function useUndoRestock() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (restockId: string) =>
      requestJson<UndoRestockResult>("DELETE", `/api/shopping-list/restock/${encodeURIComponent(restockId)}`),
    onSuccess: () => {
      refresh();
      toast({ title: "Restock undone", description: "The items are back on the list." });
    },
    onError: (err) => toast({ title: "Could not undo", description: errorMessage(err), variant: "destructive" }),
  });
}
