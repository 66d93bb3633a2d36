import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { shoppingListItems, shoppingRestocks } from "../../db/schema/shopping-list";
import type { Tx } from "../../kernel/db";

/** A list line with the first name of who ticked it (or, without one, their e-mail's local part). */
export type LineRow = typeof shoppingListItems.$inferSelect & { checkedByName: string | null };
export type LineInsert = typeof shoppingListItems.$inferInsert;
export type RestockRow = typeof shoppingRestocks.$inferSelect;

const lineColumns = {
  id: shoppingListItems.id,
  householdId: shoppingListItems.householdId,
  name: shoppingListItems.name,
  foodId: shoppingListItems.foodId,
  qty: shoppingListItems.qty,
  unit: shoppingListItems.unit,
  category: shoppingListItems.category,
  checked: shoppingListItems.checked,
  checkedBy: shoppingListItems.checkedBy,
  note: shoppingListItems.note,
  qtyEdited: shoppingListItems.qtyEdited,
  autoQty: shoppingListItems.autoQty,
  needs: shoppingListItems.needs,
  createdAt: shoppingListItems.createdAt,
  updatedAt: shoppingListItems.updatedAt,
  checkedByFirst: users.firstName,
  checkedByEmail: users.email,
};

function selectLines(db: Tx, householdId: string, itemIds?: readonly string[]) {
  const where = itemIds
    ? and(eq(shoppingListItems.householdId, householdId), inArray(shoppingListItems.id, [...itemIds]))
    : eq(shoppingListItems.householdId, householdId);
  return db
    .select(lineColumns)
    .from(shoppingListItems)
    .leftJoin(users, eq(users.id, shoppingListItems.checkedBy))
    .where(where)
    .orderBy(asc(shoppingListItems.createdAt), asc(shoppingListItems.id));
}

type Selected = Awaited<ReturnType<typeof selectLines>>[number];
const toLine = ({ checkedByFirst, checkedByEmail, ...r }: Selected): LineRow => ({
  ...r,
  checkedByName: checkedByFirst || checkedByEmail?.split("@")[0] || null,
});

/** Every line of the household, oldest first. */
export async function listLines(db: Tx, householdId: string): Promise<LineRow[]> {
  return (await selectLines(db, householdId)).map(toLine);
}

/** The household's lines among `ids` (other households' ids are left out). */
export async function findLines(db: Tx, householdId: string, ids: readonly string[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return (await selectLines(db, householdId, ids)).map(toLine);
}

/** One line of the household (another household's id → null). */
export async function findLine(db: Tx, householdId: string, id: string): Promise<LineRow | null> {
  return (await findLines(db, householdId, [id]))[0] ?? null;
}

export async function insertLine(db: Tx, line: LineInsert): Promise<string> {
  const [row] = await db.insert(shoppingListItems).values(line).returning({ id: shoppingListItems.id });
  return row.id;
}

/** Change a line of the household; answers false when it is not there (deleted meanwhile, or not theirs). */
export async function updateLine(db: Tx, householdId: string, id: string, p: Partial<LineInsert>): Promise<boolean> {
  const rows = await db
    .update(shoppingListItems)
    .set({ ...p, updatedAt: new Date() })
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.householdId, householdId)))
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}

/** Delete lines of the household; answers how many went. */
export async function deleteLines(db: Tx, householdId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.householdId, householdId), inArray(shoppingListItems.id, [...ids])))
    .returning({ id: shoppingListItems.id });
  return rows.length;
}

export async function insertRestock(db: Tx, r: typeof shoppingRestocks.$inferInsert): Promise<RestockRow> {
  const [row] = await db.insert(shoppingRestocks).values(r).returning();
  return row;
}

/** A restock of the household that has not been undone (null otherwise). */
export async function findOpenRestock(db: Tx, householdId: string, id: string): Promise<RestockRow | null> {
  const [row] = await db
    .select()
    .from(shoppingRestocks)
    .where(and(eq(shoppingRestocks.id, id), eq(shoppingRestocks.householdId, householdId), isNull(shoppingRestocks.undoneAt)));
  return row ?? null;
}

/** Mark a restock undone, only if it was not (so of two concurrent undos exactly one wins). */
export async function markRestockUndone(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(shoppingRestocks)
    .set({ undoneAt: new Date() })
    .where(and(eq(shoppingRestocks.id, id), isNull(shoppingRestocks.undoneAt)))
    .returning({ id: shoppingRestocks.id });
  return rows.length > 0;
}
