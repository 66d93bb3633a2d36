import { useQuery } from "@tanstack/react-query";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { getJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";

/**
 * GET /api/pantry/{householdId} for the receipt review: which existing item each line would grow
 * (line-destinations.ts). The same key as the Pantry screen's list, so it is usually cached
 * already and is refreshed with it after the bulk add.
 */
export function usePantryItems(householdId: string) {
  return useQuery({
    queryKey: pantryKeys.list(householdId),
    queryFn: () => getJson<PantryItem[]>(`/api/pantry/${encodeURIComponent(householdId)}`),
    enabled: Boolean(householdId),
  });
}
