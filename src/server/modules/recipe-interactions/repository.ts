import { and, asc, eq } from "drizzle-orm";
import { recipeInteractions } from "../../db/schema/recipe-interactions";
import type { Tx } from "../../kernel/db";

export type InteractionRow = typeof recipeInteractions.$inferSelect;

export async function insertInteraction(db: Tx, row: typeof recipeInteractions.$inferInsert): Promise<InteractionRow> {
  const [out] = await db.insert(recipeInteractions).values(row).returning();
  return out;
}

/** Remove one interaction by id (e.g. the 'cooked' interaction a cooking recorded, on undo). */
export async function deleteInteraction(db: Tx, id: string): Promise<void> {
  await db.delete(recipeInteractions).where(eq(recipeInteractions.id, id));
}

/** The user's interactions in the household, oldest first. */
export async function listUserInteractions(db: Tx, householdId: string, userId: string): Promise<InteractionRow[]> {
  return db
    .select()
    .from(recipeInteractions)
    .where(and(eq(recipeInteractions.householdId, householdId), eq(recipeInteractions.userId, userId)))
    .orderBy(asc(recipeInteractions.createdAt), asc(recipeInteractions.id));
}

/** Every member's interactions in the household, oldest first (the ranking model's input). */
export async function listHouseholdInteractions(db: Tx, householdId: string): Promise<InteractionRow[]> {
  return db
    .select()
    .from(recipeInteractions)
    .where(eq(recipeInteractions.householdId, householdId))
    .orderBy(asc(recipeInteractions.createdAt), asc(recipeInteractions.id));
}
