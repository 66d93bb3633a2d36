import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { apiRequest, errorMessage } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { restorePantryItem } from "./add-pantry-item";

/**
 * DELETE /api/pantry/{itemId} — optimistic; on success the toast 'Item removed' offers 'Undo'
 * (re-adds the product with the same amount); on failure the item comes back with
 * 'Failed to update item'.
 */
export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: PantryItem) => {
      await apiRequest("DELETE", `/api/pantry/${encodeURIComponent(item.id)}`);
    },
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: pantryKeys.all });
      const previous = queryClient.getQueriesData<PantryItem[]>({ queryKey: pantryKeys.all });
      const index = previous.map(([, list]) => list?.findIndex((i) => i.id === item.id) ?? -1).find((i) => i >= 0) ?? 0;
      queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) => old?.filter((i) => i.id !== item.id));
      return { previous, index };
    },
    onSuccess: (_data, item, context) => {
      toast({
        title: "Item removed",
        description: item.product.name,
        action: {
          label: "Undo",
          altText: `Undo removing ${item.product.name}`,
          onClick: () => void restorePantryItem(queryClient, item, context.index),
        },
      });
    },
    onError: (err, _item, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: "Failed to update item", description: errorMessage(err), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
  });
}
