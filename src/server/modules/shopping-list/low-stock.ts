import { listUnit } from "../../../shared/domain/shopping-purchase";
import type { SessionUser } from "../auth/service";
import { findItem, type Tx } from "../pantry/repository";
import { applyRun } from "./apply-run";

/** Source key of an item's low-stock need: one per pantry item, so re-running never duplicates. */
export const lowStockKey = (pantryItemId: string): string => `low:${pantryItemId}`;

/**
 * Low stock (issue 11 item 4), inside the caller's transaction, after a change to pantry items:
 * each real item whose quantity is now below its `minQty` is put on the shopping list — a need
 * of `minQty` in the item's unit, so the list buys what brings the stock back to its minimum
 * (together with any meals that need the same food, minus the stock: shopping-need.ts). The need
 * is keyed by the item, so a second fall updates the unticked line instead of adding another;
 * a ticked line or an amount a person set is kept (shopping-reconcile.ts). Items at or above
 * their minimum, without one, samples and unknown ids are left alone: rising stock never takes
 * a line off the list. Callers pass only items whose stock fell or whose minimum changed.
 */
export async function noteLowStock(tx: Tx, user: SessionUser, pantryItemIds: readonly string[]): Promise<void> {
  for (const id of new Set(pantryItemIds)) {
    const row = await findItem(tx, user.householdId, id);
    if (!row || row.source === "sample" || row.minQty === null || !(Number(row.qty) < Number(row.minQty))) continue;
    const key = lowStockKey(id);
    const need = {
      key,
      kind: "low-stock" as const,
      label: row.product.name,
      day: null,
      mealType: null,
      mealPlanId: null,
      qty: Number(row.minQty),
      unit: listUnit(row.unit) ?? row.unit,
    };
    await applyRun(tx, user, (n) => n.key === key, [{ name: row.product.name, foodId: row.foodId, need }]);
  }
}
