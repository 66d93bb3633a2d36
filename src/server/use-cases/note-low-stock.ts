import { lockHousehold } from "../db/household-lock";
import { findBelowMinimum, listStockItems } from "../modules/pantry/service";
import { addLowStockNeeds } from "../modules/shopping-list/low-stock";
import type { Tx } from "../kernel/db";
import type { SessionUser } from "../kernel/session-user";

/**
 * Low stock → shopping list (issue 11 item 4): the step of every use case that lowers pantry
 * stock (cook-meal.ts, update-pantry-item.ts), inside its transaction, after the change.
 *  1. Of the items changed, the real ones now below their minimum (pantry).
 *  2. None: done. Else the household is locked and its stock read (pantry)…
 *  3. …and each item goes on the shopping list as a need of its minimum, keyed by the item so a
 *     second fall updates its line (shopping-list).
 * Callers pass only items whose stock fell or whose minimum changed: rising stock never takes a
 * line off the list.
 */
export async function noteLowStock(tx: Tx, user: SessionUser, pantryItemIds: readonly string[]): Promise<void> {
  const low = await findBelowMinimum(tx, user.householdId, pantryItemIds);
  if (low.length === 0) return;
  await lockHousehold(tx, user.householdId);
  const stock = await listStockItems(tx, user.householdId);
  await addLowStockNeeds(tx, user, low, stock);
}
