import type { z } from "zod";
import type { PantryItem, updatePantryItemSchema } from "../../shared/schemas/pantry";
import { changeItemQty } from "../modules/pantry/service";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { noteLowStock } from "./note-low-stock";

/**
 * PUT /api/pantry/{itemId}: set an item's amount, unit, best-before day or minimum, in one
 * transaction.
 *  1. The item changes, with its `add`/`deduct` history records, meta.source "manual" (pantry).
 *  2. When its amount fell or its minimum changed and it is now below its minimum, it goes on the
 *     shopping list (note-low-stock.ts).
 * Output: the item as changed.
 * @throws AppError NOT_FOUND (another household's or unknown id), CONFLICT (sample item).
 */
export async function updatePantryItem(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  input: { itemId: string; changes: z.output<typeof updatePantryItemSchema> },
): Promise<PantryItem> {
  return db.transaction(async (tx) => {
    const { item, stockFell } = await changeItemQty(tx, user, input.itemId, input.changes);
    if (stockFell) await noteLowStock(tx, user, [item.id]);
    return item;
  });
}
