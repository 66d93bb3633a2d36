import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recipeInteractions } from "../../db/schema/recipe-interactions";

export type InteractionRow = typeof recipeInteractions.$inferSelect;

export async function insertInteraction(db: Db, row: typeof recipeInteractions.$inferInsert): Promise<InteractionRow> {
  const [out] = await db.insert(recipeInteractions).values(row).returning();
  return out;
}

/** The user's interactions in the household, oldest first. */
export async function listUserInteractions(db: Db, householdId: string, userId: string): Promise<InteractionRow[]> {
  return db
    .select()
    .from(recipeInteractions)
    .where(and(eq(recipeInteractions.householdId, householdId), eq(recipeInteractions.userId, userId)))
    .orderBy(asc(recipeInteractions.createdAt), asc(recipeInteractions.id));
}

/** Every member's interactions in the household, oldest first (the ranking model's input). */
export async function listHouseholdInteractions(db: Db, householdId: string): Promise<InteractionRow[]> {
  return db
    .select()
    .from(recipeInteractions)
    .where(eq(recipeInteractions.householdId, householdId))
    .orderBy(asc(recipeInteractions.createdAt), asc(recipeInteractions.id));
}
