import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { barcodeProducts } from "../../db/schema/barcodes";
import { products } from "../../db/schema/pantry";
import type { ProductRow, Tx } from "../pantry/repository";
import type { CatalogProduct } from "./off-product";

export type BarcodeRow = typeof barcodeProducts.$inferSelect;

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

/** Instance-table rows for these barcode forms, in the order of `forms`. */
export async function findBarcodeRows(db: Tx, forms: readonly string[]): Promise<BarcodeRow[]> {
  const rows = await db.select().from(barcodeProducts).where(inArray(barcodeProducts.barcode, [...forms]));
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
    source: "database",
    fetchedAt: new Date(),
    notFoundUntil: null,
  };
  await db
    .insert(barcodeProducts)
    .values({ barcode, ...values })
    .onConflictDoUpdate({ target: barcodeProducts.barcode, set: values });
}

/** Remember that the database does not know a barcode, until `until`; a named row is left alone. */
export async function saveNotFound(db: Tx, barcode: string, until: Date): Promise<void> {
  await db
    .insert(barcodeProducts)
    .values({ barcode, source: "database", notFoundUntil: until })
    .onConflictDoUpdate({ target: barcodeProducts.barcode, set: { notFoundUntil: until, fetchedAt: new Date() }, setWhere: isNull(barcodeProducts.name) });
}

/**
 * Remember a user's name for a barcode (source "user"). A row the product database filled is
 * never overwritten; an earlier user name or a negative entry is.
 */
export async function saveUserName(db: Tx, barcode: string, p: { name: string; brand: string | null; category: string }): Promise<void> {
  const values = { ...p, source: "user", fetchedAt: new Date(), notFoundUntil: null };
  await db
    .insert(barcodeProducts)
    .values({ barcode, ...values })
    .onConflictDoUpdate({
      target: barcodeProducts.barcode,
      set: values,
      setWhere: or(ne(barcodeProducts.source, "database"), isNull(barcodeProducts.name)),
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
