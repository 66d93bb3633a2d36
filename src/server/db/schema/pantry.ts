import { boolean, date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { households } from "./households";
import { users } from "./auth";

/** A product a household keeps (name, brand, SPEC category); pantry items point at one. */
export const products = pgTable(
  "product",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    brand: text("brand"),
    category: text("category").notNull().default("other"),
    imageUrl: text("image_url"),
    barcode: text("barcode"),
    /** Id of the matched food in src/shared/food (null when unknown). */
    foodId: text("food_id"),
    /** True for the SPEC §4 sample products: never reused by real additions, never edited. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_household_idx").on(t.householdId), index("product_household_barcode_idx").on(t.householdId, t.barcode)],
);

/** SPEC §3 pantry item. qty is numeric (sent as a string). */
export const pantryItems = pgTable(
  "pantry_item",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    qty: numeric("qty").notNull(),
    unit: text("unit").notNull(),
    source: text("source").notNull(),
    /** Best-before day (issue 3; SPEC is silent): estimated from shelf life on add, editable; null = unknown. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** Minimum stock in the item's unit (issue 11): below it, the item goes on the shopping list; null = none. */
    minQty: numeric("min_qty"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pantry_item_household_idx").on(t.householdId)],
);

/** SPEC §3 history record: add, deduct, remove; product fields copied so history survives deletes. */
export const pantryHistory = pgTable(
  "pantry_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    pantryItemId: uuid("pantry_item_id"),
    action: text("action").notNull(),
    delta: numeric("delta").notNull(),
    unit: text("unit").notNull(),
    productName: text("product_name").notNull(),
    productBrand: text("product_brand"),
    productCategory: text("product_category").notNull(),
    meta: jsonb("meta").$type<{ source: string; [k: string]: unknown }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pantry_history_household_created_idx").on(t.householdId, t.createdAt)],
);

/** A stored product (barcode product or named product) of a household. */
export type ProductRow = typeof products.$inferSelect;
