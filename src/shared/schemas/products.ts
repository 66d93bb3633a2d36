import { z } from "zod";
import { PANTRY_CATEGORIES } from "../food/types";

/**
 * A barcode's text as scanned or typed. Lookups accept any scanned text (a QR code may hold a
 * URL); product barcodes (GTIN-8/12/13/14) are digits. Manual entry is stricter: see
 * MANUAL_BARCODE_RULE in src/shared/domain/barcode.ts (SPEC §5).
 */
export const barcodeTextSchema = z.string().trim().min(1, "Barcode is required").max(256);

/** POST /api/products/lookup body (SPEC §7 {barcode}). */
export const productLookupSchema = z.object({ barcode: barcodeTextSchema });

/** Nutrition per 100 g (or 100 ml) as a product database gives it; each value may be unknown. */
export const nutritionPer100gSchema = z.object({
  energyKcal: z.number().nullable(),
  proteinG: z.number().nullable(),
  fatG: z.number().nullable(),
  carbsG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  fiberG: z.number().nullable(),
  saltG: z.number().nullable(),
});

/**
 * A household product found by barcode (SPEC §7 "returns product {id, name}"); `id` is the
 * household's product id, usable as `productId` in the live-scanner POST /api/pantry.
 * `source` says where the details came from: the household's own products, the instance's
 * cache of product-database answers, or the product database (PRODUCT_LOOKUP_URL).
 */
export const lookedUpProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.enum(PANTRY_CATEGORIES),
  imageUrl: z.string().nullable(),
  barcode: z.string(),
  source: z.enum(["household", "instance", "database"]),
  /** Pack size as printed, e.g. "500 g"; null when unknown. */
  quantity: z.string().nullable(),
  /** SPEC §9 allergy names the product declares (e.g. "Gluten/Wheat"). */
  allergens: z.array(z.string()),
  nutritionPer100g: nutritionPer100gSchema.nullable(),
});
export type LookedUpProduct = z.infer<typeof lookedUpProductSchema>;

/**
 * POST /api/products: name a barcode nobody knows yet (offline or unknown to the database). The
 * name is remembered for the household only (issue 19), so its next scan finds it; other
 * households keep getting the product database's answer.
 * Answer: 201 with a LookedUpProduct (source "household").
 */
export const nameBarcodeSchema = z.object({
  barcode: barcodeTextSchema,
  name: z.string().trim().min(1, "Name is required").max(120),
  brand: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(PANTRY_CATEGORIES).nullish(),
});
export type NameBarcode = z.input<typeof nameBarcodeSchema>;
