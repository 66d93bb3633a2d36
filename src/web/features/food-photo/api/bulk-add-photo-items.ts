import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkAddItem, BulkAddResult } from "../../../../shared/schemas/pantry";
import { requestJson } from "../../../lib/api-client";

/** Query key prefix of the pantry lists (the pantry feature's PANTRY_KEY). */
const PANTRY_KEY = ["/api/pantry"] as const;

/** POST /api/pantry/bulk-add {items, source: "manual"}: the foods the user confirmed from a photo. */
export function bulkAddPhotoItems(items: BulkAddItem[]): Promise<BulkAddResult> {
  return requestJson<BulkAddResult>("POST", "/api/pantry/bulk-add", { items, source: "manual" });
}

/** Adds the confirmed foods and refreshes the pantry lists (callers show errors). */
export function useBulkAddPhotoItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAddPhotoItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PANTRY_KEY }),
  });
}
