import { and, asc, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { households } from "../../db/schema/households";
import type { ProductRow } from "../../db/schema/pantry";
import { pantryHistory, pantryItems, products } from "../../db/schema/pantry";
import type { Tx } from "../../kernel/db";

/** A Drizzle handle: the database or a transaction on it. */

const itemColumns = {
  id: pantryItems.id,
  qty: pantryItems.qty,
  unit: pantryItems.unit,
  source: pantryItems.source,
  expiresOn: pantryItems.expiresOn,
  minQty: pantryItems.minQty,
  createdAt: pantryItems.createdAt,
  foodId: products.foodId,
  product: {
    id: products.id,
    name: products.name,
    brand: products.brand,
    category: products.category,
    imageUrl: products.imageUrl,
  },
};

/** A pantry item joined with its product; `foodId` is the product's matched food (not sent to clients). */
export type PantryRow = {
  id: string;
  qty: string;
  unit: string;
  source: string;
  expiresOn: string | null;
  /** Minimum stock in the item's unit (issue 11), null = none. */
  minQty: string | null;
  createdAt: Date;
  foodId: string | null;
  product: { id: string; name: string; brand: string | null; category: string; imageUrl: string | null };
};


function selectItems(db: Tx, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(pantryItems)
    .innerJoin(products, eq(products.id, pantryItems.productId))
    .where(where)
    .orderBy(asc(pantryItems.createdAt), asc(pantryItems.id));
}

/** All pantry items of a household (samples included) with their product, oldest first. */
export async function listItems(db: Tx, householdId: string): Promise<PantryRow[]> {
  return selectItems(db, eq(pantryItems.householdId, householdId));
}

/** What the idea engine and the recipe match need of one item in stock (no ids, brand, image or dates of record). */
export interface StockLine {
  name: string;
  category: string;
  /** numeric as text, above 0 */
  qty: string;
  unit: string;
  expiresOn: string | null;
}

/**
 * The household's real items with an amount above 0 (no samples), oldest first, as StockLines:
 * five columns instead of the full item, so a 200-item pantry is cheap to read per request.
 */
export async function listStockLines(db: Tx, householdId: string): Promise<StockLine[]> {
  return db
    .select({
      name: products.name,
      category: products.category,
      qty: pantryItems.qty,
      unit: pantryItems.unit,
      expiresOn: pantryItems.expiresOn,
    })
    .from(pantryItems)
    .innerJoin(products, eq(products.id, pantryItems.productId))
    .where(and(eq(pantryItems.householdId, householdId), ne(pantryItems.source, "sample"), gt(pantryItems.qty, "0")))
    .orderBy(asc(pantryItems.createdAt), asc(pantryItems.id));
}

/** One item, only within the given household (another household's id → null). */
export async function findItem(db: Tx, householdId: string, itemId: string): Promise<PantryRow | null> {
  const [row] = await selectItems(db, and(eq(pantryItems.id, itemId), eq(pantryItems.householdId, householdId)));
  return row ?? null;
}

/**
 * The household's real (non-sample) items that hold the same product as an addition: the same
 * product id, or a product of the same name (case-insensitive), or the same matched food id.
 * Oldest first. Used to merge additions (issue 3 item 7).
 */
export async function findMergeCandidates(
  db: Tx,
  householdId: string,
  p: { productId: string; name: string; foodId: string | null },
): Promise<PantryRow[]> {
  const same = [eq(products.id, p.productId), sql`lower(${products.name}) = lower(${p.name})`];
  if (p.foodId) same.push(eq(products.foodId, p.foodId));
  return selectItems(db, and(eq(pantryItems.householdId, householdId), ne(pantryItems.source, "sample"), or(...same)));
}

/** A product of the household by id (another household's id → null). */
export async function findProduct(db: Tx, householdId: string, productId: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.householdId, householdId)));
  return row ?? null;
}

/** The household's real (non-sample) product with this name (case-insensitive), oldest first, if any. */
export async function findProductByName(db: Tx, householdId: string, name: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.householdId, householdId), eq(products.isSample, false), sql`lower(${products.name}) = lower(${name})`))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  return row ?? null;
}

export async function insertProduct(db: Tx, p: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(p).returning();
  return row;
}

/** Replace a product's name, brand, category and matched food (within the household). */
export async function updateProduct(
  db: Tx,
  householdId: string,
  productId: string,
  p: { name: string; brand: string | null; category: string; foodId: string | null },
): Promise<void> {
  await db
    .update(products)
    .set(p)
    .where(and(eq(products.id, productId), eq(products.householdId, householdId)));
}

export async function insertItem(db: Tx, p: typeof pantryItems.$inferInsert): Promise<string> {
  const [row] = await db.insert(pantryItems).values(p).returning({ id: pantryItems.id });
  return row.id;
}

/** Set an item's quantity and unit, and its best-before day / minimum when `expiresOn` / `minQty` is not undefined. */
export async function updateItem(
  db: Tx,
  householdId: string,
  itemId: string,
  p: { qty: string; unit: string; expiresOn?: string | null; minQty?: string | null },
): Promise<void> {
  await db
    .update(pantryItems)
    .set({ ...p, updatedAt: new Date() })
    .where(and(eq(pantryItems.id, itemId), eq(pantryItems.householdId, householdId)));
}

export async function deleteItem(db: Tx, householdId: string, itemId: string): Promise<void> {
  await db.delete(pantryItems).where(and(eq(pantryItems.id, itemId), eq(pantryItems.householdId, householdId)));
}

export async function insertHistory(db: Tx, p: typeof pantryHistory.$inferInsert): Promise<void> {
  await db.insert(pantryHistory).values(p);
}

/**
 * Mark the household's samples as seeded, only if they were not: a conditional UPDATE … WHERE
 * samples_seeded_at IS NULL RETURNING, so of two concurrent callers exactly one gets true.
 */
export async function claimSampleSeeding(db: Tx, householdId: string): Promise<boolean> {
  const rows = await db
    .update(households)
    .set({ samplesSeededAt: new Date() })
    .where(and(eq(households.id, householdId), isNull(households.samplesSeededAt)))
    .returning({ id: households.id });
  return rows.length > 0;
}
