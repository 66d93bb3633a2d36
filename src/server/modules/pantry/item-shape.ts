import type { StockItem } from "../../../shared/domain/cooking-deduction";
import { formatQty } from "../../../shared/domain/pantry-qty";
import { getFood } from "../../../shared/food/catalog";
import type { Food } from "../../../shared/food/types";
import type { PantryItem } from "../../../shared/schemas/pantry";
import type { pantryHistory } from "../../db/schema/pantry";
import type { PantryRow } from "./repository";
import type { SessionUser } from "../../kernel/session-user";

/** SPEC §3 history record actions. */
export type HistoryAction = "add" | "deduct" | "remove";

/** Shape a repository row as the SPEC §3 pantry item (plus the optional `expiresOn`, 'YYYY-MM-DD' or null). */
export function toItem(row: PantryRow): PantryItem {
  return {
    id: row.id,
    qty: row.qty,
    unit: row.unit,
    source: row.source,
    product: row.product,
    expiresOn: row.expiresOn,
    minQty: row.minQty,
  };
}

/** A row as the cooking and shopping rules read stock (shared/domain/cooking-deduction.ts StockItem). */
export function toStockItem(row: PantryRow): StockItem {
  return { id: row.id, name: row.product.name, qty: row.qty, unit: row.unit, foodId: row.foodId };
}

/**
 * A SPEC §3 history record for a change to `row`: `delta` is signed and in `unit` (default the
 * item's unit), the product fields are copied so the record survives the item, and `meta` holds
 * at least `source` (barcode, receipt, manual) plus any extra flags (e.g. `merged: true`).
 */
export function historyFor(
  user: SessionUser,
  row: PantryRow,
  action: HistoryAction,
  delta: number,
  meta: { source: string; [k: string]: unknown },
  unit: string = row.unit,
): typeof pantryHistory.$inferInsert {
  return {
    householdId: user.householdId,
    userId: user.id,
    pantryItemId: row.id,
    action,
    delta: formatQty(delta),
    unit,
    productName: row.product.name,
    productBrand: row.product.brand,
    productCategory: row.product.category,
    meta,
  };
}

/** The knowledge-base food of a product's matched food id (null/unknown id → undefined). */
export function foodOf(foodId: string | null): Food | undefined {
  return foodId ? getFood(foodId) : undefined;
}
