import type { StockItem } from "../../../shared/domain/cooking-deduction";
import type { NeedItem, NeedSource } from "../../../shared/domain/shopping-need";
import { reconcileRun } from "../../../shared/domain/shopping-reconcile";
import { aisleFor } from "../../../shared/domain/shopping-aisles";
import type { GenerateResult } from "../../../shared/schemas/shopping-list";
import { inAisleOrder, qtyText, toListLine, toShoppingItem } from "./line-shape";
import * as repo from "./repository";
import type { SessionUser } from "../../kernel/session-user";
import type { Tx } from "../../kernel/db";

/** "plain flour" → "Plain flour" (list lines start with a capital, like pantry names). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One 'Add what's missing' run inside the caller's transaction: the scope's needs are replaced by
 * `fresh` and each touched food is recomputed against `stock`, the household's real pantry stock
 * (shared/domain/shopping-reconcile.ts). The caller holds the household lock (db/household-lock.ts,
 * taken before it read `stock`), so runs and restocks of one household go one at a time.
 * Output: counts and the lines added or changed.
 */
export async function applyRun(
  tx: Tx,
  user: SessionUser,
  inScope: (need: NeedSource) => boolean,
  fresh: readonly NeedItem[],
  stock: readonly StockItem[],
): Promise<GenerateResult> {
  const householdId = user.householdId;
  const lines = await repo.listLines(tx, householdId);
  const r = reconcileRun(lines.map(toListLine), inScope, fresh, stock);
  const touched: string[] = [];
  for (const n of r.inserts) {
    const name = capitalise(n.name);
    const id = await repo.insertLine(tx, {
      householdId,
      name,
      foodId: n.foodId,
      qty: qtyText(n.qty),
      unit: n.unit,
      autoQty: qtyText(n.qty),
      category: aisleFor(name, n.foodId),
      needs: n.needs,
    });
    touched.push(id);
  }
  for (const u of r.updates) {
    const amount = u.qty !== undefined ? { qty: qtyText(u.qty), unit: u.unit ?? null } : {};
    await repo.updateLine(tx, householdId, u.id, { needs: u.needs, autoQty: qtyText(u.autoQty), ...amount });
    touched.push(u.id);
  }
  await repo.deleteLines(tx, householdId, r.deletes);
  const items = inAisleOrder((await repo.findLines(tx, householdId, touched)).map(toShoppingItem));
  return { added: r.inserts.length, updated: r.updates.length, removed: r.deletes.length, inStock: r.inStock, items };
}
