import { formatQty } from "../../../shared/domain/pantry-qty";
import type { Tx } from "../../kernel/db";
import { historyFor } from "./item-shape";
import * as repo from "./repository";
import type { SessionUser } from "../../kernel/session-user";
import { lockHousehold } from "../../db/household-lock";

/** One amount to take from a pantry item, in the item's unit (positive). */
export interface Deduction {
  pantryItemId: string;
  take: number;
}

/** What a deduction did to one item (numeric strings in the item's unit), for undo. */
export interface AppliedDeduction {
  pantryItemId: string;
  productName: string;
  unit: string;
  qtyBefore: string;
  taken: string;
}

/**
 * Take amounts out of the household's real pantry items inside the caller's transaction, for
 * cooking a meal (issue 7 item 3). Rules: an item never goes below 0 and is KEPT at 0 (not
 * deleted: the user sees it ran out, a later addition merges into it, undo restores it); sample
 * items, unknown ids, other households' items and zero amounts are ignored; several lines for
 * the same item add up. Each change writes one `deduct` history record with the signed delta
 * and `meta` (e.g. {source: "meal", mealPlanId}) — README "Pantry rules". Items that end below
 * their minimum are the caller's next step (use-cases/note-low-stock.ts, issue 11).
 * Output: the changes made, in input order of first appearance.
 */
export async function deductFromPantry(
  tx: Tx,
  user: SessionUser,
  lines: readonly Deduction[],
  meta: { source: string; [k: string]: unknown },
): Promise<AppliedDeduction[]> {
  await lockHousehold(tx, user.householdId);
  const totals = new Map<string, number>();
  for (const l of lines) if (l.take > 0) totals.set(l.pantryItemId, (totals.get(l.pantryItemId) ?? 0) + l.take);
  const out: AppliedDeduction[] = [];
  for (const [itemId, want] of totals) {
    const row = await repo.findItem(tx, user.householdId, itemId);
    if (!row || row.source === "sample") continue;
    const before = Number(row.qty);
    const taken = Number(formatQty(Math.min(before, want)));
    if (taken <= 0) continue;
    const qtyAfter = formatQty(before - taken);
    await repo.updateItem(tx, user.householdId, itemId, { qty: qtyAfter, unit: row.unit });
    await repo.insertHistory(tx, historyFor(user, { ...row, qty: qtyAfter }, "deduct", -taken, meta));
    out.push({ pantryItemId: itemId, productName: row.product.name, unit: row.unit, qtyBefore: row.qty, taken: formatQty(taken) });
  }
  return out;
}

/**
 * Give back what deductFromPantry took (undo). Each item gets its `taken` amount back (so with no
 * change in between it is exactly `qtyBefore` again) and one `add` history record with `meta`.
 * Items deleted since, or whose unit changed since, are skipped. Output: the items restored.
 */
export async function restoreToPantry(
  tx: Tx,
  user: SessionUser,
  changes: readonly AppliedDeduction[],
  meta: { source: string; [k: string]: unknown },
): Promise<AppliedDeduction[]> {
  await lockHousehold(tx, user.householdId);
  const out: AppliedDeduction[] = [];
  for (const c of changes) {
    const row = await repo.findItem(tx, user.householdId, c.pantryItemId);
    if (!row || row.unit !== c.unit) continue;
    const qty = formatQty(Number(row.qty) + Number(c.taken));
    await repo.updateItem(tx, user.householdId, row.id, { qty, unit: row.unit });
    await repo.insertHistory(tx, historyFor(user, { ...row, qty }, "add", Number(c.taken), meta));
    out.push(c);
  }
  return out;
}

/** What an addition did to one item, so it can be taken back (e.g. a shopping restock, issue 11). */
export interface AddedAmount {
  pantryItemId: string;
  /** Amount added, in the item's unit (numeric string). */
  added: string;
  unit: string;
  /** True when the addition created the item. */
  created: boolean;
}

/**
 * Take back additions (undo), inside the caller's transaction: an item the addition created and
 * nothing changed since is removed again (a `remove` history record); otherwise the added amount
 * is taken out (a `deduct` record), never below 0. Items deleted since, or whose unit changed
 * since, are skipped. Every record carries `meta`. The caller holds the household lock.
 */
export async function takeBackAdded(
  tx: Tx,
  user: SessionUser,
  changes: readonly AddedAmount[],
  meta: { source: string; [k: string]: unknown },
): Promise<void> {
  for (const c of changes) {
    const item = await repo.findItem(tx, user.householdId, c.pantryItemId);
    if (!item || item.unit !== c.unit) continue;
    const have = Number(item.qty);
    if (c.created && have === Number(c.added)) {
      await repo.deleteItem(tx, user.householdId, item.id);
      await repo.insertHistory(tx, historyFor(user, item, "remove", -have, meta));
      continue;
    }
    const taken = Math.min(have, Number(c.added));
    if (taken <= 0) continue;
    const qty = formatQty(have - taken);
    await repo.updateItem(tx, user.householdId, item.id, { qty, unit: item.unit });
    await repo.insertHistory(tx, historyFor(user, { ...item, qty }, "deduct", -taken, meta));
  }
}
