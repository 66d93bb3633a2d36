import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Analytics } from "../../../../shared/schemas/analytics";
import type { HistoryActivity, HistoryRecord } from "../../../../shared/schemas/history";
import { getJson } from "../../../lib/api-client";
import { analyticsKeys, historyKeys } from "../../../lib/query-keys";

/**
 * GET /api/history/{householdId} → recent records, newest first (SPEC §3 history record). The key
 * is the path's segments (SPEC §7 default fetch); cached like every data query (SPEC §9).
 */
export const historyQueryOptions = (householdId: string) =>
  queryOptions({ queryKey: historyKeys.list(householdId), queryFn: () => getJson<HistoryRecord[]>(`/api/history/${householdId}`) });

/** GET /api/analytics/{householdId} → SPEC §3 Analytics. */
export const analyticsQueryOptions = (householdId: string) =>
  queryOptions({ queryKey: analyticsKeys.detail(householdId), queryFn: () => getJson<Analytics>(`/api/analytics/${householdId}`) });

/** GET /api/history/{householdId}/activity → per-day and per-category counts for the charts. */
export const activityQueryOptions = (householdId: string) =>
  queryOptions({
    queryKey: historyKeys.activity(householdId),
    queryFn: () => getJson<HistoryActivity>(`/api/history/${householdId}/activity`),
  });

/**
 * The History screen's three queries. They are refetched on every visit (the pantry changes
 * elsewhere), unlike the app's never-stale default.
 */
export function useHistoryScreen(householdId: string) {
  const fresh = { staleTime: 0, refetchOnMount: "always" as const };
  return {
    history: useQuery({ ...historyQueryOptions(householdId), ...fresh }),
    analytics: useQuery({ ...analyticsQueryOptions(householdId), ...fresh }),
    activity: useQuery({ ...activityQueryOptions(householdId), ...fresh }),
  };
}
