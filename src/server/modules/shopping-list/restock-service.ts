import { AppError } from "../../../shared/errors";
import type { RestockChange, RestockedLineSnapshot } from "../../db/schema/shopping-list";
import * as repo from "./repository";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

const snapshot = ({ checkedByName: _n, updatedAt: _u, createdAt, ...line }: repo.LineRow): RestockedLineSnapshot => ({
  ...line,
  createdAt: createdAt.toISOString(),
});

/**
 * The lines a 'Done shopping' takes off the list (use-cases/restock-from-shopping.ts): the
 * household's lines among `itemIds`, or by default every ticked line. Oldest first.
 * @throws AppError BAD_REQUEST when no line is given/ticked (ids of other households count as none).
 */
export async function linesToRestock(tx: Tx, householdId: string, itemIds?: readonly string[]): Promise<repo.LineRow[]> {
  const lines = itemIds ? await repo.findLines(tx, householdId, itemIds) : (await repo.listLines(tx, householdId)).filter((l) => l.checked);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", "Tick what you bought first.");
  return lines;
}

/**
 * Take restocked lines off the list and keep what the restock did (the lines as they were and
 * each pantry change) for undo. Output: the restock's id.
 */
export async function recordRestock(
  tx: Tx,
  user: SessionUser,
  lines: readonly repo.LineRow[],
  changes: readonly RestockChange[],
): Promise<string> {
  await repo.deleteLines(
    tx,
    user.householdId,
    lines.map((l) => l.id),
  );
  const row = await repo.insertRestock(tx, {
    householdId: user.householdId,
    userId: user.id,
    lines: lines.map(snapshot),
    changes: [...changes],
  });
  return row.id;
}

/**
 * Claim a restock of the household for undo: it is marked undone, so of two concurrent undos
 * exactly one gets it. Output: the restock (its lines and pantry changes).
 * @throws AppError NOT_FOUND (unknown, another household's, or already undone restock).
 */
export async function claimRestockUndo(tx: Tx, householdId: string, restockId: string): Promise<repo.RestockRow> {
  const row = await repo.findOpenRestock(tx, householdId, restockId);
  if (!row || !(await repo.markRestockUndone(tx, row.id))) throw new AppError("NOT_FOUND", "Nothing to undo");
  return row;
}

/** Put a restock's lines back on the list as they were (ticked). Output: how many. */
export async function putLinesBack(tx: Tx, restock: repo.RestockRow): Promise<number> {
  for (const l of restock.lines) await repo.insertLine(tx, { ...l, createdAt: new Date(l.createdAt) });
  return restock.lines.length;
}
