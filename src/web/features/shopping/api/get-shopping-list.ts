import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShoppingList } from "../../../../shared/schemas/shopping-list";
import { getJson } from "../../../lib/api-client";
import { shoppingListKeys } from "../../../lib/query-keys";

/** Mutation key shared by every change to the list; polling pauses while one is in flight. */
export const SHOPPING_MUTATION_KEY = ["shopping-list", "change"] as const;

/**
 * How often the list is fetched again while the page is visible (issue 11 "shared live"): every
 * member sees the others' ticks within a few seconds. Polling keeps working behind several app
 * servers (no sticky connections); hidden tabs do not poll (refetchIntervalInBackground is off).
 */
export const SHOPPING_POLL_MS = 3000;

/** GET /api/shopping-list/{householdId}. */
export const shoppingListQueryOptions = (householdId: string) =>
  queryOptions({
    queryKey: shoppingListKeys.list(householdId),
    queryFn: () => getJson<ShoppingList>(`/api/shopping-list/${encodeURIComponent(householdId)}`),
    enabled: Boolean(householdId),
  });

/**
 * The list, polled every SHOPPING_POLL_MS. While a change of ours is on its way the poll pauses
 * (an answer from before it would briefly undo the optimistic tick); the change's own refetch
 * when it settles starts the polling again.
 */
export function useShoppingList(householdId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...shoppingListQueryOptions(householdId),
    refetchInterval: () => (queryClient.isMutating({ mutationKey: SHOPPING_MUTATION_KEY }) > 0 ? false : SHOPPING_POLL_MS),
  });
}
