import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { apiTokens } from "../../db/schema/api-tokens";
import { users } from "../../db/schema/auth";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Store a token (its hash only). Output: the new row. */
export async function insertApiToken(
  db: Tx,
  p: { userId: string; householdId: string; name: string; tokenHash: string },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(p).returning();
  return row;
}

/** A user's tokens, newest first. */
export async function listApiTokens(db: Tx, userId: string): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** How many tokens a user holds. */
export async function countApiTokens(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId));
  return Number(row?.n ?? 0);
}

/** Delete one of the user's tokens. Output: whether one was deleted (another user's id → false). */
export async function deleteApiToken(db: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * The token with this hash and the user it acts for, only while that user is still in the
 * token's household (a token made before the user moved to another household finds nothing).
 * Output: { tokenId, user } or null.
 */
export async function findTokenUser(db: Tx, tokenHash: string): Promise<{ tokenId: string; user: SessionUser } | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      id: users.id,
      email: users.email,
      householdId: users.householdId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(apiTokens)
    .innerJoin(users, and(eq(users.id, apiTokens.userId), eq(users.householdId, apiTokens.householdId)))
    .where(eq(apiTokens.tokenHash, tokenHash));
  if (!row) return null;
  const { tokenId, ...user } = row;
  return { tokenId, user };
}

/** Note a use: sets last_used_at to now unless it was set within the last minute (one write a minute at most). */
export async function touchApiToken(db: Tx, id: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
}
