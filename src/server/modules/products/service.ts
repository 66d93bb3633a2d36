import type { z } from "zod";
import { categoryFor, matchFood } from "../../../shared/food/match";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../shared/food/types";
import type { LookedUpProduct, nameBarcodeSchema } from "../../../shared/schemas/products";
import type { safeFetch } from "../../lib/safe-fetch";
import { askProductDatabase } from "./product-database";
import * as repo from "./repository";
import type { Db, Tx } from "../../kernel/db";
import type { ProductRow } from "../../db/schema/pantry";
import { lockHousehold } from "../../db/household-lock";

/** How long the product database is not asked again about a barcode it did not know, ms (1 day). */
export const NOT_FOUND_CACHE_MS = 24 * 60 * 60 * 1000;

export interface ProductLookupDeps {
  db: Db;
  /** PRODUCT_LOOKUP_URL (config.productLookupUrl), or "off". */
  productLookupUrl: string;
  fetch?: typeof safeFetch;
  log?: { warn(obj: object, msg: string): void };
}

type Details = Pick<LookedUpProduct, "quantity" | "allergens" | "nutritionPer100g">;
const NO_DETAILS: Details = { quantity: null, allergens: [], nutritionPer100g: null };

/**
 * The forms a barcode is looked up under: a 12-digit UPC-A also as its 13-digit EAN form with a
 * leading 0, and a 13-digit code starting with 0 also as the 12-digit UPC-A; the form given
 * first. Other texts (EAN-8, GTIN-14, QR text) only as given.
 */
export function barcodeForms(barcode: string): string[] {
  if (/^\d{12}$/.test(barcode)) return [barcode, `0${barcode}`];
  if (/^0\d{12}$/.test(barcode)) return [barcode, barcode.slice(1)];
  return [barcode];
}

const isProductCode = (barcode: string) => /^\d{8,14}$/.test(barcode);
const category = (c: string | null | undefined): PantryCategory =>
  (PANTRY_CATEGORIES as readonly string[]).includes(c ?? "") ? (c as PantryCategory) : "other";

function detailsOf(row: repo.BarcodeRow | undefined): Details {
  if (!row?.name) return NO_DETAILS;
  return { quantity: row.quantity, allergens: row.allergens ?? [], nutritionPer100g: row.nutrition ?? null };
}

function toLookedUp(p: ProductRow, barcode: string, source: LookedUpProduct["source"], details: Details): LookedUpProduct {
  return { id: p.id, name: p.name, brand: p.brand, category: category(p.category), imageUrl: p.imageUrl, barcode, source, ...details };
}

/** The household's real product of this name (case-insensitive) when it has no barcode yet. */
async function unbarcodedNamesake(tx: Tx, householdId: string, name: string): Promise<ProductRow | null> {
  const p = await repo.findHouseholdProductByName(tx, householdId, name);
  return p && p.barcode === null ? p : null;
}

/**
 * The household's product for a barcode, made when missing (in a transaction holding the
 * household lock, so two scans cannot both create one): its product with that barcode, else its
 * real product of the same name that has no barcode yet (the barcode is set on it), else a new
 * product (food matched by matchFood; no image: the client may only show same-origin images).
 */
async function ensureHouseholdProduct(
  db: Db,
  householdId: string,
  barcode: string,
  p: { name: string; brand: string | null; category: string },
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const existing = await repo.findHouseholdProductByBarcode(tx, householdId, barcodeForms(barcode));
    if (existing) return existing;
    const sameName = await unbarcodedNamesake(tx, householdId, p.name);
    if (sameName) return repo.updateHouseholdProduct(tx, householdId, sameName.id, { barcode });
    const foodId = matchFood(p.name)?.food.id ?? null;
    return repo.insertHouseholdProduct(tx, { householdId, name: p.name, brand: p.brand, category: p.category, barcode, foodId });
  });
}

/**
 * POST /api/products/lookup: the product for a barcode (any scanned text; trimmed), looked up
 * under every form (barcodeForms) in this order:
 *  1. the household's own products (source "household") — the only place a name a household
 *     typed (POST /api/products) lives, so no other household ever reads it (issue 19);
 *  2. the instance table's cached product-database answers (source "instance"); a fresh
 *     negative entry ends the lookup;
 *  3. the product database at PRODUCT_LOOKUP_URL, only for 8–14 digit codes (source
 *     "database"); its answer is cached in the instance table (misses for NOT_FOUND_CACHE_MS).
 * A product found in 2 or 3 becomes (or reuses) a household product with the barcode set; its
 * id is returned. Output null when unknown, or when the database is off, offline, slow or
 * failing (never throws for those).
 */
export async function lookupProduct(deps: ProductLookupDeps, householdId: string, barcodeText: string): Promise<LookedUpProduct | null> {
  const { db } = deps;
  const barcode = barcodeText.trim();
  const forms = barcodeForms(barcode);
  const rows = await repo.findBarcodeRows(db, forms);
  const named = rows.find((r) => r.name !== null);

  const own = await repo.findHouseholdProductByBarcode(db, householdId, forms);
  if (own) return toLookedUp(own, barcode, "household", detailsOf(named));

  if (named) {
    const product = await ensureHouseholdProduct(db, householdId, barcode, {
      name: named.name!,
      brand: named.brand,
      category: category(named.category),
    });
    return toLookedUp(product, barcode, "instance", detailsOf(named));
  }
  if (rows.some((r) => r.notFoundUntil && r.notFoundUntil.getTime() > Date.now())) return null;
  if (!isProductCode(barcode)) return null;

  const answer = await askProductDatabase(forms, {
    baseUrl: deps.productLookupUrl,
    fetch: deps.fetch,
    onUnavailable: (err) => deps.log?.warn({ err, barcode }, "Product database unavailable"),
  });
  if (answer.kind === "unavailable") return null;
  if (answer.kind === "unknown") {
    await repo.saveNotFound(db, barcode, new Date(Date.now() + NOT_FOUND_CACHE_MS));
    return null;
  }
  const found = answer.product;
  await repo.saveDatabaseProduct(db, barcode, found);
  const product = await ensureHouseholdProduct(db, householdId, barcode, found);
  return toLookedUp(product, barcode, "database", {
    quantity: found.quantity,
    allergens: found.allergens,
    nutritionPer100g: found.nutrition,
  });
}

/**
 * POST /api/products: the user names a barcode, for their household only. The household's
 * product with that barcode (any form) — else its real product of that name without a barcode —
 * gets the name, brand, category (given, else categoryFor(name)), matched food and the barcode;
 * else a new product is made. Nothing is written to the instance table: it holds only the
 * product database's answers, so one household's typing never reaches, overrides or blocks
 * another's lookups (issue 19 finding 7).
 * Output: the product (source "household") with any details the product database gave.
 */
export async function nameBarcode(db: Db, householdId: string, input: z.output<typeof nameBarcodeSchema>): Promise<LookedUpProduct> {
  const barcode = input.barcode.trim();
  const forms = barcodeForms(barcode);
  const fields = { name: input.name, brand: input.brand, category: input.category ?? categoryFor(input.name) };
  const foodId = matchFood(input.name)?.food.id ?? null;
  const product = await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const target =
      (await repo.findHouseholdProductByBarcode(tx, householdId, forms)) ?? (await unbarcodedNamesake(tx, householdId, input.name));
    if (target) return repo.updateHouseholdProduct(tx, householdId, target.id, { ...fields, foodId, barcode: target.barcode ?? barcode });
    return repo.insertHouseholdProduct(tx, { householdId, ...fields, barcode, foodId });
  });
  const named = (await repo.findBarcodeRows(db, forms)).find((r) => r.name !== null);
  return toLookedUp(product, barcode, "household", detailsOf(named));
}
