import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { getJson } from "../../../lib/api-client";

/** Query key prefix of every pantry list (invalidate this after pantry changes). */
export const PANTRY_KEY = ["/api/pantry"] as const;

/** GET /api/pantry/{householdId} — the household's items (samples first when fewer than 5 real ones). */
export const pantryQueryOptions = (householdId: string) =>
  queryOptions({
    queryKey: [...PANTRY_KEY, householdId],
    queryFn: () => getJson<PantryItem[]>(`/api/pantry/${encodeURIComponent(householdId)}`),
    enabled: Boolean(householdId),
  });

export function usePantry(householdId: string) {
  return useQuery(pantryQueryOptions(householdId));
}
