import { and, eq, ne, sql } from "drizzle-orm";
import { pantryHistory, pantryItems } from "../../db/schema/pantry";
import type { Analytics } from "../../../shared/schemas/analytics";
import type { Tx } from "../../kernel/db";

/** SPEC §3 analytics window: the last 30 days. */
export const ANALYTICS_WINDOW_DAYS = 30;
/** How many categories topCategories lists (busiest first). */
export const TOP_CATEGORIES = 5;

/**
 * SPEC §3 Analytics for a household, every number counted by PostgreSQL:
 * - currentPantrySize: the household's own pantry items (sample items, SPEC §4, left out);
 * - last30Days: history records since `now` − 30 days — totalActions all of them, itemsAdded the
 *   `add` records, itemsRemoved the `deduct` and `remove` records;
 * - topCategories: records per product category in the same window, busiest first (ties by
 *   name), at most TOP_CATEGORIES;
 * - retentionDays: as configured.
 * @param now the reference time (tests pass a fixed one)
 */
export async function householdAnalytics(db: Tx, householdId: string, retentionDays: number, now: Date = new Date()): Promise<Analytics> {
  const h = pantryHistory;
  const since = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const inWindow = and(eq(h.householdId, householdId), sql`${h.createdAt} >= ${since.toISOString()}::timestamptz`);
  const [[size], [last30], topCategories] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pantryItems)
      .where(and(eq(pantryItems.householdId, householdId), ne(pantryItems.source, "sample"))),
    db
      .select({
        totalActions: sql<number>`count(*)::int`,
        itemsAdded: sql<number>`(count(*) filter (where ${h.action} = 'add'))::int`,
        itemsRemoved: sql<number>`(count(*) filter (where ${h.action} in ('deduct', 'remove')))::int`,
      })
      .from(h)
      .where(inWindow),
    db
      .select({ category: h.productCategory, actions: sql<number>`count(*)::int` })
      .from(h)
      .where(inWindow)
      .groupBy(h.productCategory)
      .orderBy(sql`count(*) desc`, h.productCategory)
      .limit(TOP_CATEGORIES),
  ]);
  return { currentPantrySize: Number(size.n), last30Days: last30, topCategories, retentionDays };
}
