import { useEffect } from "react";
import { useSeedPantry } from "../api/seed-pantry";

/** Households this page has already asked to seed: once per page load, whatever re-renders or StrictMode do. */
const requested = new Set<string>();

/**
 * SPEC §4: when the household's pantry is empty and not loading, POST /api/seed-pantry fires once,
 * then the pantry is refetched. Returns true while that is under way (show skeletons, not the
 * empty state). A failure is only logged.
 */
export function useAutoSeed(
  householdId: string,
  pantry: { isSuccess: boolean; isFetching: boolean; data: readonly unknown[] | undefined },
): boolean {
  const seed = useSeedPantry();
  const { mutate } = seed;
  const empty = pantry.isSuccess && !pantry.isFetching && pantry.data?.length === 0;

  useEffect(() => {
    if (!empty || !householdId || requested.has(householdId)) return;
    requested.add(householdId);
    mutate();
  }, [empty, householdId, mutate]);

  return seed.isPending || (empty && !requested.has(householdId));
}
