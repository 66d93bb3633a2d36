import type { z } from "zod";
import { AppError } from "../../../shared/errors";
import { formatQty, roundForUnit } from "../../../shared/domain/pantry-qty";
import { convertQty } from "../../../shared/domain/units";
import { categoryFor, matchFood } from "../../../shared/food/match";
import type { StockItem } from "../../../shared/domain/cooking-deduction";
import type { PantryItem, updatePantryItemSchema, updatePantryProductSchema } from "../../../shared/schemas/pantry";
import { foodOf, historyFor, toItem, toStockItem } from "./item-shape";
import * as repo from "./repository";
import type { Db, Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

type UpdateInput = z.output<typeof updatePantryItemSchema>;
type ProductInput = z.output<typeof updatePantryProductSchema>;

/** SPEC §4/§9: the sample items are shown while the household has fewer than this many real items. */
export const SAMPLES_SHOWN_BELOW_REAL_ITEMS = 5;

/** SPEC §4: the one message for any attempt to change a sample item (answered as 409). */
export const SAMPLE_READ_ONLY_MESSAGE = "Sample items cannot be changed. Add your own items instead.";

/**
 * The household's pantry as the Pantry screen shows it (SPEC §4): while it has fewer than 5 real
 * (non-sample) items, the sample items come FIRST, then the real items; with 5 or more real items
 * the samples are left out. Each group oldest first. The caller checks household access.
 */
export async function listPantry(db: Db, householdId: string): Promise<PantryItem[]> {
  const rows = await repo.listItems(db, householdId);
  const real = rows.filter((r) => r.source !== "sample");
  if (real.length >= SAMPLES_SHOWN_BELOW_REAL_ITEMS) return real.map(toItem);
  return [...rows.filter((r) => r.source === "sample"), ...real].map(toItem);
}

/**
 * The household's real stock: every non-sample item with an amount above 0, oldest first, as
 * name, category, qty, unit and best-before day (samples are demo data, not stock; the
 * recipe-idea engine and the recipe pantry match use this).
 */
export async function listStock(db: Db, householdId: string): Promise<repo.StockLine[]> {
  return repo.listStockLines(db, householdId);
}

/**
 * The household's real stock as the cooking and shopping rules read it (samples are demo data,
 * not stock): every non-sample item, amounts of 0 included, oldest first.
 */
export async function listStockItems(tx: Tx, householdId: string): Promise<StockItem[]> {
  return (await repo.listItems(tx, householdId)).filter((r) => r.source !== "sample").map(toStockItem);
}

/**
 * Of the given items (duplicates and unknown ids ignored), the household's real items whose
 * amount is now below their minimum (`minQty`, issue 11), in input order. Items without a
 * minimum, at or above it, and samples are left out.
 */
export async function findBelowMinimum(tx: Tx, householdId: string, itemIds: readonly string[]): Promise<repo.PantryRow[]> {
  const out: repo.PantryRow[] = [];
  for (const id of new Set(itemIds)) {
    const row = await repo.findItem(tx, householdId, id);
    if (!row || row.source === "sample" || row.minQty === null || !(Number(row.qty) < Number(row.minQty))) continue;
    out.push(row);
  }
  return out;
}

/**
 * An item of the caller's household that may be changed.
 * @throws AppError NOT_FOUND (404) when the id is not an item of the caller's household;
 *   CONFLICT (409, SAMPLE_READ_ONLY_MESSAGE) when it is a sample item (SPEC §4/§6: read-only).
 */
async function loadEditable(db: Tx, user: SessionUser, itemId: string): Promise<repo.PantryRow> {
  const row = await repo.findItem(db, user.householdId, itemId);
  if (!row) throw new AppError("NOT_FOUND", "Pantry item not found");
  if (row.source === "sample") throw new AppError("CONFLICT", SAMPLE_READ_ONLY_MESSAGE);
  return row;
}

/**
 * PUT /api/pantry/{itemId}, inside the caller's transaction (use-cases/update-pantry-item.ts):
 * set an item's quantity, optionally its unit and best-before day
 * (`expiresOn` 'YYYY-MM-DD'; null clears it; omitted keeps it). Pieces are whole (SPEC §5).
 * History (same transaction, meta.source "manual"): a rise writes `add`, a fall `deduct`, with
 * the signed delta in the item's (new) unit; no change of amount writes nothing. When the unit
 * changes, the old amount is converted (units.ts, with the food's density/piece weight) so a
 * pure unit change (1 kg → 1000 g) writes nothing; when it cannot be converted, the old amount
 * is recorded as `deduct` in the old unit and the new one as `add` in the new unit.
 * `minQty` (issue 11; null clears, omitted keeps) is the item's minimum in its unit.
 * Output: the item, and `stockFell`: true when the amount fell (or could not be compared) or the
 * minimum changed, so the caller checks it against its minimum (low stock → shopping list).
 * @throws AppError NOT_FOUND (another household's or unknown id), CONFLICT (sample item).
 */
export async function changeItemQty(
  tx: Tx,
  user: SessionUser,
  itemId: string,
  input: UpdateInput,
): Promise<{ item: PantryItem; stockFell: boolean }> {
  const row = await loadEditable(tx, user, itemId);
  const unit = input.unit ?? row.unit;
  const qty = roundForUnit(input.qty, unit);
  const minQty = input.minQty === undefined ? undefined : input.minQty === null ? null : formatQty(roundForUnit(input.minQty, unit));
  await repo.updateItem(tx, user.householdId, itemId, { qty: formatQty(qty), unit, expiresOn: input.expiresOn, minQty });
  const updated = (await repo.findItem(tx, user.householdId, itemId))!;
  const oldQty = Number(row.qty);
  const before = unit === row.unit ? oldQty : convertQty(oldQty, row.unit, unit, foodOf(row.foodId));
  const meta = { source: "manual" };
  if (before === null) {
    if (oldQty !== 0) await repo.insertHistory(tx, historyFor(user, updated, "deduct", -oldQty, meta, row.unit));
    if (qty !== 0) await repo.insertHistory(tx, historyFor(user, updated, "add", qty, meta));
  } else {
    const delta = Number(formatQty(qty - before));
    if (delta !== 0) await repo.insertHistory(tx, historyFor(user, updated, delta > 0 ? "add" : "deduct", delta, meta));
  }
  const stockFell = before === null || qty < before || (minQty !== undefined && minQty !== row.minQty);
  return { item: toItem(updated), stockFell };
}

/**
 * PUT /api/pantry/{itemId}/product: replace the item's product name (trimmed, required), brand
 * (omitted/null/"" → none) and category (omitted/null/"" → categoryFor(name), SPEC §3 category
 * from the food knowledge base); the matched food id is refreshed from matchFood(name).
 * Products belong to the household; when several items share the product, all show the change.
 * Writes NO history record: a rename is not a change of stock. Answers the updated item.
 * @throws AppError NOT_FOUND (another household's or unknown id), CONFLICT (sample item).
 */
export async function updateItemProduct(db: Db, user: SessionUser, itemId: string, input: ProductInput): Promise<PantryItem> {
  return db.transaction(async (tx) => {
    const row = await loadEditable(tx, user, itemId);
    await repo.updateProduct(tx, user.householdId, row.product.id, {
      name: input.name,
      brand: input.brand ?? null,
      category: input.category ?? categoryFor(input.name),
      foodId: matchFood(input.name)?.food.id ?? null,
    });
    return toItem((await repo.findItem(tx, user.householdId, itemId))!);
  });
}

/**
 * DELETE /api/pantry/{itemId}: remove an item, writing a `remove` record (delta = −qty, meta.source
 * "manual") in the same transaction.
 * @throws AppError NOT_FOUND (another household's or unknown id), CONFLICT (sample item).
 */
export async function removeItem(db: Db, user: SessionUser, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadEditable(tx, user, itemId);
    await repo.deleteItem(tx, user.householdId, itemId);
    await repo.insertHistory(tx, historyFor(user, row, "remove", -Number(row.qty), { source: "manual" }));
  });
}
