import { eq } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import type { Tx } from "../../kernel/db";

/**
 * Set the user's first and last name and the combined display name (`name`). Output: the
 * updated user row.
 */
export async function updateUserNames(db: Tx, userId: string, p: { firstName: string; lastName: string | null; name: string }) {
  const [row] = await db
    .update(users)
    .set({ ...p, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Delete the user row; sessions, sign-in accounts, settings, recipe feedback and push
 * subscriptions cascade from it, history rows keep their content with user_id null.
 */
export async function deleteUser(db: Tx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
