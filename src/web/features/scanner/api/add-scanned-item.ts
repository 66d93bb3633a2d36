import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePantryItem, PantryItem } from "../../../../shared/schemas/pantry";
import { requestJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";

/** SPEC §4 barcode flow: a scanned product (by id, for the household) is added as 1 piece. */
export type AddScannedBody = Required<Pick<CreatePantryItem, "householdId" | "productId">>;

/**
 * POST /api/pantry {householdId, productId, qty: 1, unit: "pieces", source: "barcode"} (SPEC §7
 * live scanner variant): 201 a new item, 200 the item the piece was merged into.
 */
export function addScannedItem({ householdId, productId }: AddScannedBody): Promise<PantryItem> {
  return requestJson<PantryItem>("POST", "/api/pantry", {
    householdId,
    productId,
    qty: 1,
    unit: "pieces",
    source: "barcode",
  } satisfies CreatePantryItem);
}

/** Adds the scanned product and refreshes the pantry lists (callers show errors). */
export function useAddScannedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addScannedItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
  });
}
