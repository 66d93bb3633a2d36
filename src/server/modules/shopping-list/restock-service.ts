import { formatQty } from "../../../shared/domain/pantry-qty";
import { AppError } from "../../../shared/errors";
import type { RestockResult } from "../../../shared/schemas/shopping-list";
import type { Db } from "../../db/client";
import type { RestockChange, RestockedLineSnapshot } from "../../db/schema/shopping-list";
import type { SessionUser } from "../auth/service";
import { addOne } from "../pantry/add-service";
import { historyFor } from "../pantry/item-shape";
import * as pantryRepo from "../pantry/repository";
import * as repo from "./repository";

/** meta.source of the pantry history records a restock (and its undo) writes (issue 11). */
export const SHOPPING_HISTORY_SOURCE = "shopping";

const snapshot = ({ checkedByName: _n, updatedAt: _u, createdAt, ...line }: repo.LineRow): RestockedLineSnapshot => ({
  ...line,
  createdAt: createdAt.toISOString(),
});

/**
 * POST /api/shopping-list/restock ('Done shopping'): the given lines — by default every ticked
 * line — go into the pantry and off the list, in one transaction. Each line with an amount is
 * added exactly as POST /api/pantry adds (add-service addOne: merged into the item holding the
 * same product or food when the unit converts, else a new item with source `shopping`), writing
 * one `add` history record with meta.source "shopping". Lines without an amount just leave the list.
 * What was done is kept for undo. Output: restockId, the additions, the names skipped.
 * @throws AppError BAD_REQUEST when no line is given/ticked (ids of other households count as none).
 */
export async function restock(db: Db, user: SessionUser, itemIds?: readonly string[]): Promise<RestockResult> {
  return db.transaction(async (tx) => {
    await pantryRepo.lockHousehold(tx, user.householdId);
    const lines = itemIds
      ? await repo.findLines(tx, user.householdId, itemIds)
      : (await repo.listLines(tx, user.householdId)).filter((l) => l.checked);
    if (lines.length === 0) throw new AppError("BAD_REQUEST", "Tick what you bought first.");
    const before = new Map((await pantryRepo.listItems(tx, user.householdId)).map((r) => [r.id, Number(r.qty)]));
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
    await repo.deleteLines(
      tx,
      user.householdId,
      lines.map((l) => l.id),
    );
    const row = await repo.insertRestock(tx, { householdId: user.householdId, userId: user.id, lines: lines.map(snapshot), changes });
    return { restockId: row.id, ...result };
  });
}

/**
 * DELETE /api/shopping-list/restock/{restockId} (undo): takes back exactly what the restock added
 * — a `deduct` history record each (meta {source: "shopping", undo: true}); an item the restock
 * created and nothing changed since is removed again (a `remove` record) — and puts the lines back
 * on the list as they were (ticked). Items deleted since, or whose unit changed, are skipped; an
 * item never goes below 0.
 * @throws AppError NOT_FOUND (unknown, another household's, or already undone restock).
 */
export async function undoRestock(db: Db, user: SessionUser, restockId: string): Promise<{ restoredLines: number }> {
  return db.transaction(async (tx) => {
    await pantryRepo.lockHousehold(tx, user.householdId);
    const row = await repo.findOpenRestock(tx, user.householdId, restockId);
    if (!row || !(await repo.markRestockUndone(tx, row.id))) throw new AppError("NOT_FOUND", "Nothing to undo");
    const meta = { source: SHOPPING_HISTORY_SOURCE, undo: true, restockId };
    for (const c of row.changes) {
      const item = await pantryRepo.findItem(tx, user.householdId, c.pantryItemId);
      if (!item || item.unit !== c.unit) continue;
      const have = Number(item.qty);
      if (c.created && have === Number(c.added)) {
        await pantryRepo.deleteItem(tx, user.householdId, item.id);
        await pantryRepo.insertHistory(tx, historyFor(user, item, "remove", -have, meta));
        continue;
      }
      const taken = Math.min(have, Number(c.added));
      if (taken <= 0) continue;
      const qty = formatQty(have - taken);
      await pantryRepo.updateItem(tx, user.householdId, item.id, { qty, unit: item.unit });
      await pantryRepo.insertHistory(tx, historyFor(user, { ...item, qty }, "deduct", -taken, meta));
    }
    for (const l of row.lines) await repo.insertLine(tx, { ...l, createdAt: new Date(l.createdAt) });
    return { restoredLines: row.lines.length };
  });
}
