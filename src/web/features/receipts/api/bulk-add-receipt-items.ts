import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkAddItem, BulkAddResult } from "../../../../shared/schemas/pantry";
import { requestJson } from "../../../lib/api-client";

/** Query key prefix of the pantry lists (the pantry feature's PANTRY_KEY). */
const PANTRY_KEY = ["/api/pantry"] as const;

/** POST /api/pantry/bulk-add {items, source: "receipt"} → one result per item, in order. */
export function bulkAddReceiptItems(items: BulkAddItem[]): Promise<BulkAddResult> {
  return requestJson<BulkAddResult>("POST", "/api/pantry/bulk-add", { items, source: "receipt" });
}

/** Adds the reviewed receipt lines and refreshes the pantry lists (callers show errors). */
export function useBulkAddReceiptItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAddReceiptItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PANTRY_KEY }),
  });
}
