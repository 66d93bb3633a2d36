import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { barcodeProducts } from "../../db/schema/barcodes";
import { products } from "../../db/schema/pantry";
import type { ProductRow } from "../../db/schema/pantry";
import type { CatalogProduct } from "./off-product";
import type { Tx } from "../../kernel/db";

export type BarcodeRow = typeof barcodeProducts.$inferSelect;

/** The only `source` the instance table is written with (PRODUCT_LOOKUP_URL's answers). */
const DATABASE_SOURCE = "database";

/** The household's real (non-sample) product carrying one of these barcodes, oldest first, if any. */
export async function findHouseholdProductByBarcode(db: Tx, householdId: string, forms: readonly string[]): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.householdId, householdId), eq(products.isSample, false), inArray(products.barcode, [...forms])))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  return row ?? null;
}

/** The household's real (non-sample) product with this name (case-insensitive), oldest first, if any. */
export async function findHouseholdProductByName(db: Tx, householdId: string, name: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.householdId, householdId), eq(products.isSample, false), sql`lower(${products.name}) = lower(${name})`))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  return row ?? null;
}

/** Store a new household product. */
export async function insertHouseholdProduct(db: Tx, p: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(p).returning();
  return row;
}

/**
 * What the product database said about these barcode forms (its products and its misses), in the
 * order of `forms`. Rows of any other source (names users typed before issue 19, e.g. from an old
 * backup) are never read: what a household types is served only from its own products.
 */
export async function findBarcodeRows(db: Tx, forms: readonly string[]): Promise<BarcodeRow[]> {
  const rows = await db
    .select()
    .from(barcodeProducts)
    .where(and(inArray(barcodeProducts.barcode, [...forms]), eq(barcodeProducts.source, DATABASE_SOURCE)));
  return rows.sort((a, b) => forms.indexOf(a.barcode) - forms.indexOf(b.barcode));
}

/** Remember what the product database said about a barcode (replaces any earlier row). */
export async function saveDatabaseProduct(db: Tx, barcode: string, p: CatalogProduct): Promise<void> {
  const values = {
    name: p.name,
    brand: p.brand,
    category: p.category,
    imageUrl: p.imageUrl,
    quantity: p.quantity,
    allergens: p.allergens,
    nutrition: p.nutrition,
    source: DATABASE_SOURCE,
    fetchedAt: new Date(),
    notFoundUntil: null,
  };
  await db
    .insert(barcodeProducts)
    .values({ barcode, ...values })
    .onConflictDoUpdate({ target: barcodeProducts.barcode, set: values });
}

/**
 * Remember that the database does not know a barcode, until `until`. A product the database
 * named is left alone; a row of another source (an old user-typed name) becomes the miss.
 */
export async function saveNotFound(db: Tx, barcode: string, until: Date): Promise<void> {
  const miss = {
    name: null,
    brand: null,
    category: null,
    imageUrl: null,
    quantity: null,
    allergens: [],
    nutrition: null,
    source: DATABASE_SOURCE,
  };
  await db
    .insert(barcodeProducts)
    .values({ barcode, ...miss, notFoundUntil: until })
    .onConflictDoUpdate({
      target: barcodeProducts.barcode,
      set: { ...miss, notFoundUntil: until, fetchedAt: new Date() },
      setWhere: or(isNull(barcodeProducts.name), ne(barcodeProducts.source, DATABASE_SOURCE)),
    });
}

/** Set fields of a household product (within the household). */
export async function updateHouseholdProduct(
  db: Tx,
  householdId: string,
  productId: string,
  patch: Partial<Pick<ProductRow, "name" | "brand" | "category" | "foodId" | "barcode">>,
): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set(patch)
    .where(and(eq(products.id, productId), eq(products.householdId, householdId)))
    .returning();
  return row;
}
