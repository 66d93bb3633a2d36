import { and, eq } from "drizzle-orm";
import { receipts } from "../../db/schema/receipts";
import type { Tx } from "../../kernel/db";

export type ReceiptRow = typeof receipts.$inferSelect;

/** Insert a receipt row and return it. */
export async function insertReceipt(db: Tx, r: typeof receipts.$inferInsert): Promise<ReceiptRow> {
  const [row] = await db.insert(receipts).values(r).returning();
  return row;
}

/** A receipt of the household by id (another household's id → null). */
export async function findReceipt(db: Tx, householdId: string, id: string): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.householdId, householdId)));
  return row ?? null;
}
