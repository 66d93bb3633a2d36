import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryCategory } from "../../../../shared/food/types";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { PANTRY_KEY } from "./get-pantry";

export interface UpdatePantryProductVars {
  itemId: string;
  name: string;
  /** "" or null: no brand. */
  brand: string | null;
  /** null: the server fills it from the food knowledge base. */
  category: PantryCategory | null;
}

/** PUT /api/pantry/{itemId}/product {name, brand, category} — the edit dialog; errors toast 'Failed to update item'. */
export function useUpdatePantryProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...body }: UpdatePantryProductVars) =>
      requestJson<PantryItem>("PUT", `/api/pantry/${encodeURIComponent(itemId)}/product`, body),
    onSuccess: (item) => {
      // Items sharing the product show the change too.
      queryClient.setQueriesData<PantryItem[]>({ queryKey: PANTRY_KEY }, (old) =>
        old?.map((i) => (i.id === item.id ? item : i.product.id === item.product.id ? { ...i, product: item.product } : i)),
      );
    },
    onError: (err) => toast({ title: "Failed to update item", description: errorMessage(err), variant: "destructive" }),
  });
}
