import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { seedPantryResultSchema } from "../../../../shared/schemas/pantry";
import { requestJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";

type SeedPantryResult = z.infer<typeof seedPantryResultSchema>;

/** POST /api/seed-pantry (no body) → {seeded}; idempotent on the server. */
export function seedPantry(): Promise<SeedPantryResult> {
  return requestJson<SeedPantryResult>("POST", "/api/seed-pantry");
}

/** Seeds the sample items and refetches the pantry; SPEC §8: a failure is only logged. */
export function useSeedPantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedPantry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
    onError: (err) => console.error("Failed to seed the sample pantry:", err),
  });
}
