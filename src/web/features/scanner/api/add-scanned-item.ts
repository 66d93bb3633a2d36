import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { requestJson } from "../../../lib/api-client";

/** Query key prefix of the pantry lists (the pantry feature's PANTRY_KEY). */
const PANTRY_KEY = ["/api/pantry"] as const;

/** SPEC §4 barcode flow: a scanned product is added as 1 piece. */
export interface AddScannedBody {
  householdId: string;
  productId: string;
}

/**
 * POST /api/pantry {householdId, productId, qty: 1, unit: "pieces", source: "barcode"} (SPEC §7
 * live scanner variant): 201 a new item, 200 the item the piece was merged into.
 */
export function addScannedItem({ householdId, productId }: AddScannedBody): Promise<PantryItem> {
  return requestJson<PantryItem>("POST", "/api/pantry", { householdId, productId, qty: 1, unit: "pieces", source: "barcode" });
}

/** Adds the scanned product and refreshes the pantry lists (callers show errors). */
export function useAddScannedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addScannedItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PANTRY_KEY }),
  });
}
