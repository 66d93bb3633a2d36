import { and, desc, eq, notInArray } from "drizzle-orm";
import { ideaSets } from "../../db/schema/idea-sets";
import type { Tx } from "../../kernel/db";
import type { ShownDish } from "../../kernel/ports/ai-provider";

/**
 * The dishes of the last `limit` idea sets shown to household `householdId`, most recent first
 * (each set in the order it was shown). Output: [] when none was shown yet.
 */
export async function listRecentIdeaSets(db: Tx, householdId: string, limit: number): Promise<ShownDish[][]> {
  const rows = await db
    .select({ dishes: ideaSets.dishes })
    .from(ideaSets)
    .where(eq(ideaSets.householdId, householdId))
    .orderBy(desc(ideaSets.createdAt), desc(ideaSets.id))
    .limit(limit);
  return rows.map((r) => r.dishes);
}

/**
 * Remembers one idea set shown to household `householdId` and forgets all but its newest `keep`
 * sets, in one transaction (several servers may write for one household at once; the last
 * `keep` survive either way).
 */
export async function recordIdeaSet(db: Tx, householdId: string, dishes: ShownDish[], keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(ideaSets).values({ householdId, dishes });
    const newest = tx
      .select({ id: ideaSets.id })
      .from(ideaSets)
      .where(eq(ideaSets.householdId, householdId))
      .orderBy(desc(ideaSets.createdAt), desc(ideaSets.id))
      .limit(keep);
    await tx.delete(ideaSets).where(and(eq(ideaSets.householdId, householdId), notInArray(ideaSets.id, newest)));
  });
}
