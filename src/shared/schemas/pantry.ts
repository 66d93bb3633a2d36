import { z } from "zod";
import { PANTRY_CATEGORIES } from "../food/types";
import { daySchema } from "./common";

/** SPEC §5: units offered by the manual pantry add form (defined in shared/domain/pantry-units.ts). */
export { PANTRY_UNITS } from "../domain/pantry-units";

/** SPEC §3 pantry item sources; `shopping` (issue 11) = restocked from the shopping list, never sent by clients. */
export const PANTRY_SOURCES = ["barcode", "receipt", "manual", "sample", "shopping"] as const;
export const pantrySourceSchema = z.enum(PANTRY_SOURCES);

/** A quantity: SPEC §3 sends it as a string; numbers are accepted on input. Never negative. */
export const qtyInputSchema = z
  .union([z.string().trim(), z.number()])
  .transform((v) => Number(v))
  .pipe(z.number({ error: "Quantity must be a number" }).finite().min(0, "Quantity cannot be negative").max(1_000_000));

export const unitSchema = z.string().trim().min(1, "Unit is required").max(24);

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
});

/** SPEC §3 Pantry item. qty is a number as string. */
export const pantryItemSchema = z.object({
  id: z.uuid(),
  qty: z.string(),
  unit: z.string(),
  source: z.string(),
  product: productSchema,
  /** Best-before day (YYYY-MM-DD), estimated from shelf life on add, editable; null when unknown. */
  expiresOn: z.string().nullable(),
  /** Minimum stock in the item's unit (issue 11): falling below it puts the item on the shopping list; null = none. */
  minQty: z.string().nullable().optional(),
  /**
   * GET /api/pantry/{householdId} only: the SPEC §5 flags of the item that matter to the signed-in
   * user's diet and allergies ('Contains meat', 'Contains dairy/eggs', 'Contains dairy', 'Contains
   * nuts', 'Contains gluten', 'Contains shellfish'); [] when none apply.
   */
  dietFlags: z.array(z.string()).optional(),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

export const pantryListSchema = z.array(pantryItemSchema);

/** POST /api/pantry — by name (manual form) or by product id (live scanner variant, SPEC §7). */
export const createPantryItemSchema = z
  .object({
    productName: z.string().trim().min(1, "Name is required").max(120).optional(),
    householdId: z.uuid().optional(),
    productId: z.uuid().optional(),
    qty: qtyInputSchema,
    unit: unitSchema,
    source: pantrySourceSchema.exclude(["sample", "shopping"]).default("manual"),
    /** Best-before day; omitted → estimated from the food's shelf life; null → none. */
    expiresOn: daySchema.nullish(),
  })
  .refine((b) => Boolean(b.productName) !== Boolean(b.productId), {
    message: "Give either productName or productId",
    path: ["productName"],
  });
export type CreatePantryItem = z.input<typeof createPantryItemSchema>;

/** PUT /api/pantry/{itemId} — {qty, unit?} (SPEC §7). */
export const updatePantryItemSchema = z.object({
  qty: qtyInputSchema,
  unit: unitSchema.optional(),
  /** Best-before day; null clears it; omitted leaves it. */
  expiresOn: daySchema.nullish(),
  /** Minimum stock in the item's unit (issue 11); null clears it; omitted leaves it. */
  minQty: qtyInputSchema.nullish(),
});

/** An optional text where blank means "none" (edit forms send "" for an empty field): "" → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === "" ? null : v));

/**
 * PUT /api/pantry/{itemId}/product — {name, brand, category} (SPEC §5: name required; brand and
 * category optional). The body replaces the product: brand omitted/null/"" → none; category
 * omitted/null/"" → filled from the food knowledge base (categoryFor(name)).
 */
export const updatePantryProductSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  brand: optionalText(80),
  category: z
    .union([z.enum(PANTRY_CATEGORIES), z.literal("")])
    .nullish()
    .transform((v) => (v === "" ? null : v)),
});

/** Most items one POST /api/pantry/bulk-add may carry. */
export const BULK_ADD_MAX_ITEMS = 200;

/**
 * One item of POST /api/pantry/bulk-add (SPEC §7 {items, source}), validated item by item so one
 * bad line of a receipt does not lose the others. `category` is free text: a SPEC §3 category
 * (any case) is used for a new product, anything else ("Dairy & Eggs") is ignored and the
 * category comes from the food knowledge base.
 */
export const bulkAddItemSchema = z.object({
  productName: z.string().trim().min(1, "Name is required").max(120),
  qty: qtyInputSchema,
  unit: unitSchema,
  category: optionalText(40),
  expiresOn: daySchema.nullish(),
});
export type BulkAddItem = z.input<typeof bulkAddItemSchema>;

/** POST /api/pantry/bulk-add body. Items are checked one by one (see bulkAddItemSchema). */
export const bulkAddSchema = z.object({
  items: z
    .array(z.unknown().meta({ description: "A bulk-add item: {productName, qty, unit, category?, expiresOn?}" }))
    .min(1, "Give at least one item")
    .max(BULK_ADD_MAX_ITEMS, `At most ${BULK_ADD_MAX_ITEMS} items at once`),
  source: pantrySourceSchema.exclude(["sample", "shopping"]).default("receipt"),
});
/** What a client sends to POST /api/pantry/bulk-add (source defaults to "receipt"). */
export type BulkAddBody = { items: BulkAddItem[]; source?: z.input<typeof bulkAddSchema>["source"] };

/** Answer of POST /api/pantry/bulk-add: one result per item, in order. */
export const bulkAddResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion("ok", [
      z.object({ index: z.number().int(), ok: z.literal(true), merged: z.boolean(), item: pantryItemSchema }),
      z.object({ index: z.number().int(), ok: z.literal(false), error: z.string() }),
    ]),
  ),
});
export type BulkAddResult = z.infer<typeof bulkAddResultSchema>;

/** Answer of POST /api/seed-pantry: whether this call seeded the samples (false: already done). */
export const seedPantryResultSchema = z.object({ seeded: z.boolean() });

export const itemParamsSchema = z.object({ itemId: z.uuid() });
