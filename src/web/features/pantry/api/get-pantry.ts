import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { getJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";

/** GET /api/pantry/{householdId} — the household's items (samples first when fewer than 5 real ones). */
export const pantryQueryOptions = (householdId: string) =>
  queryOptions({
    queryKey: pantryKeys.list(householdId),
    queryFn: () => getJson<PantryItem[]>(`/api/pantry/${encodeURIComponent(householdId)}`),
    enabled: Boolean(householdId),
  });

/** The Pantry screen's list of the household's items. */
export function usePantry(householdId: string) {
  return useQuery(pantryQueryOptions(householdId));
}
