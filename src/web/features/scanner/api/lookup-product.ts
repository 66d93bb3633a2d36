import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { LookedUpProduct, productLookupSchema } from "../../../../shared/schemas/products";
import { requestJson } from "../../../lib/api-client";

type LookupBody = z.input<typeof productLookupSchema>;

/** found: the product for the barcode; unknown: nobody knows it (or the database is offline) — ask for a name. */
export type LookupOutcome = { kind: "found"; product: LookedUpProduct } | { kind: "unknown"; barcode: string };

/** POST /api/products/lookup {barcode}: 200 → found; 404 → unknown; other failures throw. */
export async function lookupProduct(barcode: string): Promise<LookupOutcome> {
  try {
    const product = await requestJson<LookedUpProduct>("POST", "/api/products/lookup", { barcode } satisfies LookupBody);
    return { kind: "found", product };
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("404:")) return { kind: "unknown", barcode };
    throw err;
  }
}

/** The barcode flow's lookup (callers show errors). */
export function useLookupProduct() {
  return useMutation({ mutationFn: lookupProduct });
}
