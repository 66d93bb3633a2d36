import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateShoppingItem, ShoppingItem } from "../../../../shared/schemas/shopping-list";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { toast } from "../../../components/ui/use-toast";
import { shoppingListKeys } from "../../../lib/query-keys";
import { SHOPPING_MUTATION_KEY } from "./get-shopping-list";

/** POST /api/shopping-list/items — a line by hand (joins an unticked line of the same food). */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SHOPPING_MUTATION_KEY,
    mutationFn: (body: CreateShoppingItem) => requestJson<ShoppingItem>("POST", "/api/shopping-list/items", body),
    onError: (err) => toast({ title: "Could not add to the list", description: errorMessage(err), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
