import { and, eq, isNull, lt } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { pushSubscriptions, useSoonDigestClaims, useSoonDigestSettings } from "../../db/schema/push";
import type { Tx } from "../../kernel/db";
import { REMINDER_LEASE_MS } from "./repository";

export type UseSoonRow = typeof useSoonDigestSettings.$inferSelect;

/** The caller's use-soon digest settings row, or null before the first save. */
export async function getUseSoonRow(db: Tx, userId: string): Promise<UseSoonRow | null> {
  const [row] = await db.select().from(useSoonDigestSettings).where(eq(useSoonDigestSettings.userId, userId));
  return row ?? null;
}

/** Store (insert or replace) a user's digest switch, local time 'HH:MM' and IANA time zone. */
export async function putUseSoonRow(db: Tx, userId: string, p: { enabled: boolean; time: string; timeZone: string }): Promise<void> {
  await db
    .insert(useSoonDigestSettings)
    .values({ userId, ...p })
    .onConflictDoUpdate({ target: useSoonDigestSettings.userId, set: { ...p, updatedAt: new Date() } });
}

/**
 * Users who turned the digest on and have at least one push subscription, each with their
 * current household (read from the user row, never from the settings). One row per user.
 */
export async function listUseSoonUsers(db: Tx): Promise<{ userId: string; householdId: string; time: string; timeZone: string }[]> {
  return db
    .selectDistinct({
      userId: useSoonDigestSettings.userId,
      householdId: users.householdId,
      time: useSoonDigestSettings.time,
      timeZone: useSoonDigestSettings.timeZone,
    })
    .from(useSoonDigestSettings)
    .innerJoin(users, eq(users.id, useSoonDigestSettings.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, useSoonDigestSettings.userId))
    .where(eq(useSoonDigestSettings.enabled, true));
}

/**
 * Claim one user's digest for local day `day` at `now`, exactly as claimReminder does (same
 * REMINDER_LEASE_MS lease): of several server processes exactly one gets true; a sent digest is
 * never claimed again; an unsent claim older than the lease (its process died) is taken over.
 * Output: true when this caller must send, then call markUseSoonSent or releaseUseSoonClaim.
 */
export async function claimUseSoon(db: Tx, userId: string, day: string, now: Date = new Date()): Promise<boolean> {
  const leaseEnd = new Date(now.getTime() - REMINDER_LEASE_MS);
  const rows = await db
    .insert(useSoonDigestClaims)
    .values({ userId, day, claimedAt: now })
    .onConflictDoUpdate({
      target: [useSoonDigestClaims.userId, useSoonDigestClaims.day],
      set: { claimedAt: now },
      setWhere: and(isNull(useSoonDigestClaims.sentAt), lt(useSoonDigestClaims.claimedAt, leaseEnd)),
    })
    .returning({ userId: useSoonDigestClaims.userId });
  return rows.length > 0;
}

/** Record that a claimed digest was delivered (it will never be claimed again that day). */
export async function markUseSoonSent(db: Tx, userId: string, day: string, now: Date = new Date()): Promise<void> {
  await db
    .update(useSoonDigestClaims)
    .set({ sentAt: now })
    .where(and(eq(useSoonDigestClaims.userId, userId), eq(useSoonDigestClaims.day, day)));
}

/** Give up an unsent claim (no device took the push, or nothing was due) so a later run may try again. */
export async function releaseUseSoonClaim(db: Tx, userId: string, day: string): Promise<void> {
  await db
    .delete(useSoonDigestClaims)
    .where(and(eq(useSoonDigestClaims.userId, userId), eq(useSoonDigestClaims.day, day), isNull(useSoonDigestClaims.sentAt)));
}
