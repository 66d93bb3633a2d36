import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { nutritionPer100gSchema } from "../../../shared/schemas/products";

/**
 * The instance's cache of the product database (PRODUCT_LOOKUP_URL), shared by every household
 * and holding no household's data: products the database named, and barcodes it did not know
 * (`name` null, `not_found_until` set: a negative cache entry, asked again after that time).
 * Names a household types live only in its own `product` rows (issue 19 finding 7); migration
 * 0010 removed the user-typed rows older versions wrote here.
 */
export const barcodeProducts = pgTable("barcode_product", {
  /** The barcode text as scanned or typed (a 12-digit UPC-A is stored as given, not 0-padded). */
  barcode: text("barcode").primaryKey(),
  /** Null for a negative cache entry. */
  name: text("name"),
  brand: text("brand"),
  /** SPEC §3 pantry category. */
  category: text("category"),
  /** The product database's image URL, kept for later (not shown: CSP img-src is 'self'). */
  imageUrl: text("image_url"),
  /** Pack size as printed, e.g. "500 g". */
  quantity: text("quantity"),
  /** SPEC §9 allergy names. */
  allergens: jsonb("allergens").$type<string[]>().notNull().default([]),
  nutrition: jsonb("nutrition").$type<z.infer<typeof nutritionPer100gSchema>>(),
  /** Always "database" (PRODUCT_LOOKUP_URL); rows of any other source are never read. */
  source: text("source").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set on a negative entry: the database is not asked again before this time. */
  notFoundUntil: timestamp("not_found_until", { withTimezone: true }),
});
