import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkAddBody, BulkAddItem, BulkAddResult } from "../../shared/schemas/pantry";
import { requestJson } from "./api-client";
import { pantryKeys } from "./query-keys";

type BulkSource = NonNullable<BulkAddBody["source"]>;

/** POST /api/pantry/bulk-add {items, source} → one result per item, in order (SPEC §7). */
export function bulkAddPantryItems(items: BulkAddItem[], source: BulkSource): Promise<BulkAddResult> {
  return requestJson<BulkAddResult>("POST", "/api/pantry/bulk-add", { items, source } satisfies BulkAddBody);
}

/**
 * Adds reviewed items (receipt lines: source "receipt"; confirmed photo foods: "manual") and
 * refreshes the pantry lists. Shared by the receipt and food-photo flows; callers show errors.
 */
export function useBulkAddPantryItems(source: BulkSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BulkAddItem[]) => bulkAddPantryItems(items, source),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
  });
}
