/**
 * 'Done shopping' (issue 11): what was bought goes from the shopping list into the pantry, and
 * back out on undo. Both run in one transaction with the household locked, so restocks and
 * 'Add what's missing' runs of one household go one at a time.
 */
import { formatQty } from "../../shared/domain/pantry-qty";
import type { RestockResult } from "../../shared/schemas/shopping-list";
import type { RestockChange } from "../db/schema/shopping-list";
import { lockHousehold } from "../db/household-lock";
import { addOne } from "../modules/pantry/add-service";
import { takeBackAdded } from "../modules/pantry/deduct-service";
import { listStockItems } from "../modules/pantry/service";
import { claimRestockUndo, linesToRestock, putLinesBack, recordRestock } from "../modules/shopping-list/restock-service";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";

/** meta.source of the pantry history records a restock (and its undo) writes (issue 11). */
export const SHOPPING_HISTORY_SOURCE = "shopping";

/**
 * POST /api/shopping-list/restock: the given lines — by default every ticked line — go into the
 * pantry and off the list.
 *  1. The household is locked; the lines are picked (shopping-list; none → 400).
 *  2. Each line with an amount is added exactly as POST /api/pantry adds (pantry addOne: merged
 *     into the item holding the same product or food when the unit converts, else a new item),
 *     writing one `add` history record with meta.source "shopping". Lines without an amount are
 *     skipped (they just leave the list).
 *  3. The lines leave the list, and what the restock did is kept for undo (shopping-list).
 * Output: restockId, the additions, the names skipped.
 * @throws AppError BAD_REQUEST when no line is given/ticked (ids of other households count as none).
 */
export async function restockFromShopping(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { itemIds?: readonly string[] },
): Promise<RestockResult> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, user.householdId);
    const lines = await linesToRestock(tx, user.householdId, input.itemIds);

    const before = new Map((await listStockItems(tx, user.householdId)).map((s) => [s.id, Number(s.qty)]));
    const changes: RestockChange[] = [];
    const result: Omit<RestockResult, "restockId"> = { restocked: [], skipped: [] };
    for (const line of lines) {
      if (line.qty === null || !(Number(line.qty) > 0) || !line.unit) {
        result.skipped.push(line.name);
        continue;
      }
      const { item, merged } = await addOne(tx, user, {
        productName: line.name,
        qty: Number(line.qty),
        unit: line.unit,
        source: SHOPPING_HISTORY_SOURCE,
      });
      const added = Number(item.qty) - (merged ? (before.get(item.id) ?? 0) : 0);
      before.set(item.id, Number(item.qty));
      changes.push({ pantryItemId: item.id, added: formatQty(added), unit: item.unit, created: !merged });
      result.restocked.push({ name: line.name, qty: line.qty, unit: line.unit, pantryItemId: item.id, merged });
    }

    const restockId = await recordRestock(tx, user, lines, changes);
    return { restockId, ...result };
  });
}

/**
 * DELETE /api/shopping-list/restock/{restockId}: undo a restock.
 *  1. The household is locked and the restock claimed (shopping-list; unknown, another
 *     household's or already undone → 404).
 *  2. The pantry gives back exactly what the restock added: a `deduct` history record each, meta
 *     {source: "shopping", undo: true, restockId}; an item the restock created and nothing
 *     changed since is removed again (a `remove` record). Items deleted since, or whose unit
 *     changed, are skipped; an item never goes below 0 (pantry).
 *  3. The lines go back on the list as they were, ticked (shopping-list).
 * Output: how many lines came back.
 * @throws AppError NOT_FOUND (unknown, another household's, or already undone restock).
 */
export async function undoRestock(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { restockId: string },
): Promise<{ restoredLines: number }> {
  return db.transaction(async (tx) => {
    await lockHousehold(tx, user.householdId);
    const restock = await claimRestockUndo(tx, user.householdId, input.restockId);

    await takeBackAdded(tx, user, restock.changes, { source: SHOPPING_HISTORY_SOURCE, undo: true, restockId: input.restockId });

    return { restoredLines: await putLinesBack(tx, restock) };
  });
}
