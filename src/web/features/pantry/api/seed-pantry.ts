import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestJson } from "../../../lib/api-client";
import { PANTRY_KEY } from "./get-pantry";

/** POST /api/seed-pantry (no body) → {seeded}; idempotent on the server. */
export function seedPantry(): Promise<{ seeded: boolean }> {
  return requestJson<{ seeded: boolean }>("POST", "/api/seed-pantry");
}

/** Seeds the sample items and refetches the pantry; SPEC §8: a failure is only logged. */
export function useSeedPantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedPantry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PANTRY_KEY }),
    onError: (err) => console.error("Failed to seed the sample pantry:", err),
  });
}
