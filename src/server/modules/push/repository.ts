import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { appSettings } from "../../db/schema/households";
import { mealReminderSettings, pushReminderClaims, pushSubscriptions, type ReminderTimes } from "../../db/schema/push";
import type { Tx } from "../../kernel/db";

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderRow = typeof mealReminderSettings.$inferSelect;

/** Store a device's subscription; the same endpoint re-subscribing replaces keys and owner. */
export async function upsertSubscription(
  db: Tx,
  p: { userId: string; householdId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(p)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: p.userId, householdId: p.householdId, p256dh: p.p256dh, auth: p.auth },
    });
}

/** The subscription stored for a device endpoint, or null. */
export async function findSubscription(db: Tx, endpoint: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row ?? null;
}

export async function deleteSubscription(db: Tx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function listSubscriptions(db: Tx, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function getReminderRow(db: Tx, userId: string): Promise<ReminderRow | null> {
  const [row] = await db.select().from(mealReminderSettings).where(eq(mealReminderSettings.userId, userId));
  return row ?? null;
}

export async function putReminderRow(db: Tx, userId: string, timeZone: string, meals: ReminderTimes): Promise<void> {
  await db
    .insert(mealReminderSettings)
    .values({ userId, timeZone, meals })
    .onConflictDoUpdate({ target: mealReminderSettings.userId, set: { timeZone, meals, updatedAt: new Date() } });
}

/** Every user's reminder settings with the user's household (users with a push subscription only). */
export async function listReminderUsers(db: Tx): Promise<(ReminderRow & { householdId: string })[]> {
  return db
    .selectDistinct({
      userId: mealReminderSettings.userId,
      timeZone: mealReminderSettings.timeZone,
      meals: mealReminderSettings.meals,
      updatedAt: mealReminderSettings.updatedAt,
      householdId: users.householdId,
    })
    .from(mealReminderSettings)
    .innerJoin(users, eq(users.id, mealReminderSettings.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, mealReminderSettings.userId));
}

/**
 * How long a reminder claim holds (5 min): a claim older than this that was never marked sent
 * (its process died mid-send) may be taken over. Longer than any one send takes: a user's
 * devices are pushed one after another with a 10 s timeout each (sender.ts PUSH_TIMEOUT_MS).
 */
export const REMINDER_LEASE_MS = 5 * 60 * 1000;

/**
 * Claim the reminder of one user, meal and day at `now`: INSERT … ON CONFLICT DO UPDATE …
 * RETURNING, where the update only happens when the existing claim is unsent and older than
 * REMINDER_LEASE_MS. So of several server processes exactly one gets true, a sent reminder is
 * never claimed again, and a claim whose process died before sending is retried after the lease.
 * Output: true when this caller holds the claim and must send, then call markReminderSent.
 */
export async function claimReminder(db: Tx, userId: string, mealPlanId: string, day: string, now: Date = new Date()): Promise<boolean> {
  const leaseEnd = new Date(now.getTime() - REMINDER_LEASE_MS);
  const rows = await db
    .insert(pushReminderClaims)
    .values({ userId, mealPlanId, day, claimedAt: now })
    .onConflictDoUpdate({
      target: [pushReminderClaims.userId, pushReminderClaims.mealPlanId, pushReminderClaims.day],
      set: { claimedAt: now },
      setWhere: and(isNull(pushReminderClaims.sentAt), lt(pushReminderClaims.claimedAt, leaseEnd)),
    })
    .returning({ userId: pushReminderClaims.userId });
  return rows.length > 0;
}

/** Record that a claimed reminder was sent (it will never be claimed again). */
export async function markReminderSent(db: Tx, userId: string, mealPlanId: string, day: string, now: Date = new Date()): Promise<void> {
  await db
    .update(pushReminderClaims)
    .set({ sentAt: now })
    .where(and(eq(pushReminderClaims.userId, userId), eq(pushReminderClaims.mealPlanId, mealPlanId), eq(pushReminderClaims.day, day)));
}

/**
 * Give up an unsent reminder claim (no device accepted the push) so the next run, within the
 * grace window, tries again. A sent reminder is never released.
 */
export async function releaseReminder(db: Tx, userId: string, mealPlanId: string, day: string): Promise<void> {
  await db
    .delete(pushReminderClaims)
    .where(
      and(
        eq(pushReminderClaims.userId, userId),
        eq(pushReminderClaims.mealPlanId, mealPlanId),
        eq(pushReminderClaims.day, day),
        isNull(pushReminderClaims.sentAt),
      ),
    );
}

/**
 * The instance setting `key` (app_setting), stored as `value` first unless some process stored
 * one already (insert-if-absent, then read), so concurrent first starts agree on one value.
 * Output: the stored value.
 */
export async function loadOrStoreSetting(db: Tx, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
