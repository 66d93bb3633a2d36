import type { StockItem } from "../../../shared/domain/cooking-deduction";
import { listUnit } from "../../../shared/domain/shopping-purchase";
import { applyRun } from "./apply-run";
import type { SessionUser } from "../../kernel/session-user";
import type { Tx } from "../../kernel/db";

/** Source key of an item's low-stock need: one per pantry item, so re-running never duplicates. */
export const lowStockKey = (pantryItemId: string): string => `low:${pantryItemId}`;

/** A pantry item below its minimum, as the shopping list reads it (amounts as numeric strings, in the item's unit). */
export interface LowStockItem {
  id: string;
  unit: string;
  minQty: string | null;
  foodId: string | null;
  product: { name: string };
}

/**
 * Low stock (issue 11 item 4), inside the caller's transaction: each pantry item given — the
 * caller passes only real items now below their `minQty` — is put on the shopping list as a need
 * of `minQty` in the item's unit, so the list buys what brings the stock back to its minimum
 * (together with any meals that need the same food, minus `stock`: shopping-need.ts). The need
 * is keyed by the item, so a second fall updates the unticked line instead of adding another;
 * a ticked line or an amount a person set is kept (shopping-reconcile.ts). Rising stock never
 * takes a line off the list. The caller holds the household lock and read `stock` under it.
 */
export async function addLowStockNeeds(
  tx: Tx,
  user: SessionUser,
  items: readonly LowStockItem[],
  stock: readonly StockItem[],
): Promise<void> {
  for (const item of items) {
    if (item.minQty === null) continue;
    const key = lowStockKey(item.id);
    const need = {
      key,
      kind: "low-stock" as const,
      label: item.product.name,
      day: null,
      mealType: null,
      mealPlanId: null,
      qty: Number(item.minQty),
      unit: listUnit(item.unit) ?? item.unit,
    };
    await applyRun(tx, user, (n) => n.key === key, [{ name: item.product.name, foodId: item.foodId, need }], stock);
  }
}
