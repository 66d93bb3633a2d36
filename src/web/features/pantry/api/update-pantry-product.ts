import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PantryItem, updatePantryProductSchema } from "../../../../shared/schemas/pantry";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";

/**
 * The item and the body {name, brand ("" or null: no brand), category (null: the server fills it
 * from the food knowledge base)}.
 */
export type UpdatePantryProductVars = { itemId: string } & z.input<typeof updatePantryProductSchema>;

/** PUT /api/pantry/{itemId}/product {name, brand, category} — the edit dialog; errors toast 'Failed to update item'. */
export function useUpdatePantryProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...body }: UpdatePantryProductVars) =>
      requestJson<PantryItem>("PUT", `/api/pantry/${encodeURIComponent(itemId)}/product`, body),
    onSuccess: (item) => {
      // Items sharing the product show the change too.
      queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) =>
        old?.map((i) => (i.id === item.id ? item : i.product.id === item.product.id ? { ...i, product: item.product } : i)),
      );
    },
    onError: (err) => toast({ title: "Failed to update item", description: errorMessage(err), variant: "destructive" }),
  });
}
