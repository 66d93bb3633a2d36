import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema/api-tokens";
import { users } from "../../db/schema/auth";
import type { Tx } from "../../kernel/db";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The user's calendar link, if they made one. */
export async function findFeedOf(db: Tx, userId: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/**
 * Make the user's link, or replace its secret (the old URL stops working at once) and move it to
 * the user's current household. Output: the row.
 */
export async function putFeed(db: Tx, userId: string, householdId: string, tokenHash: string): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, householdId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { householdId, tokenHash, createdAt: sql`now()`, lastFetchedAt: null },
    })
    .returning();
  return row;
}

/** Delete the user's link. Output: whether there was one. */
export async function deleteFeedOf(db: Tx, userId: string): Promise<boolean> {
  return (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ id: calendarFeeds.id })).length > 0;
}

/**
 * The link with this secret hash, only while its person is still in its household (a link made
 * before they moved to another household finds nothing). Output: { id, userId, householdId } or null.
 */
export async function findServableFeed(db: Tx, tokenHash: string): Promise<{ id: string; userId: string; householdId: string } | null> {
  const [row] = await db
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId, householdId: calendarFeeds.householdId })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.householdId, calendarFeeds.householdId)))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Note a fetch (at most one write a minute per link). */
export async function touchFeed(db: Tx, id: string): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.id, id),
        or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
