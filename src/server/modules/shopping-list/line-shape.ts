import { formatQty } from "../../../shared/domain/pantry-qty";
import type { ListLine } from "../../../shared/domain/shopping-reconcile";
import { SHOPPING_AISLES, type ShoppingAisle, type ShoppingItem } from "../../../shared/schemas/shopping-list";
import type { LineRow } from "./repository";

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const text = (n: number | null | undefined): string | null => (n === null || n === undefined ? null : formatQty(n));
const aisle = (c: string): ShoppingAisle => ((SHOPPING_AISLES as readonly string[]).includes(c) ? (c as ShoppingAisle) : "other");

/** A stored line as the API answers it (amounts as numeric strings, needs without their keys). */
export function toShoppingItem(row: LineRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    qty: row.qty,
    unit: row.unit,
    category: aisle(row.category),
    checked: row.checked,
    note: row.note,
    qtyEdited: row.qtyEdited,
    autoQty: row.autoQty,
    neededFor: row.needs.map(({ key: _key, qty, ...n }) => ({ ...n, qty: text(qty) })),
    checkedBy: row.checked ? row.checkedByName : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Lines in store-aisle order (SHOPPING_AISLES), then by name (A–Z, any case). */
export function inAisleOrder(items: ShoppingItem[]): ShoppingItem[] {
  const rank = (c: ShoppingAisle) => SHOPPING_AISLES.indexOf(c);
  return items.sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** A stored line as the reconcile rule (shared/domain/shopping-reconcile.ts) reads it. */
export function toListLine(row: LineRow): ListLine {
  return {
    id: row.id,
    name: row.name,
    foodId: row.foodId,
    qty: num(row.qty),
    unit: row.unit,
    checked: row.checked,
    qtyEdited: row.qtyEdited,
    needs: row.needs,
  };
}

/** Amount as stored: a numeric string, or null. */
export const qtyText = text;
