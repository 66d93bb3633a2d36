import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestockResult } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { SHOPPING_KEY, SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** Keys of what a restock changes besides the list: the pantry, its history and analytics. */
const STOCK_KEYS = [["/api/pantry"], ["/api/history"], ["/api/analytics"]];

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SHOPPING_KEY });
    for (const queryKey of STOCK_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST /api/shopping-list/restock — 'Done shopping': ticked lines (or the given ones) go into the pantry. */
export function useRestock() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (itemIds?: string[]) => requestJson<RestockResult>("POST", "/api/shopping-list/restock", itemIds ? { itemIds } : {}),
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
      requestJson<{ restoredLines: number }>("DELETE", `/api/shopping-list/restock/${encodeURIComponent(restockId)}`),
    onSuccess: () => {
      refresh();
      toast({ title: "Restock undone", description: "The items are back on the list." });
    },
    onError: (err) => toast({ title: "Could not undo", description: errorMessage(err), variant: "destructive" }),
  });
}
