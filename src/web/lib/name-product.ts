import { useMutation } from "@tanstack/react-query";
import type { LookedUpProduct, NameBarcode } from "../../shared/schemas/products";
import { requestJson } from "./api-client";

/** POST /api/products {barcode, name, brand?, category?} → 201: names an unknown barcode for next time. */
export function nameProduct(body: NameBarcode): Promise<LookedUpProduct> {
  return requestJson<LookedUpProduct>("POST", "/api/products", body);
}

/** Naming an unknown barcode (callers show errors). */
export function useNameProduct() {
  return useMutation({ mutationFn: nameProduct });
}
