import { AppError } from "../../../shared/errors";
import { MEAL_TYPES } from "../../../shared/schemas/common";
import { DEFAULT_REMINDER_TIMES, DEFAULT_USE_SOON_TIME, type ReminderSettings, type UseSoonDigestSettings } from "../../../shared/schemas/push";
import { checkPushEndpoint } from "./endpoint-policy";
import * as repo from "./repository";
import { getUseSoonRow, putUseSoonRow } from "./use-soon-repository";
import { sendPush, type PushSenderConfig } from "./sender";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/** Answer when an endpoint is registered to another account and the keys do not match. */
export const PUSH_ENDPOINT_TAKEN = "This device's notifications belong to another account.";

/**
 * POST /api/push/subscribe: store this device's subscription for the caller. The endpoint must
 * pass checkPushEndpoint (https, known push service or PUSH_ALLOW_HOSTS). An endpoint another
 * account registered moves to the caller only with that subscription's own `auth` secret (the
 * same browser signing in as someone else): the endpoint alone is seen by the push service and
 * must not let anyone take over another household's device (issue 9 authorization matrix).
 * @throws AppError BAD_REQUEST when the push service is not allowed; FORBIDDEN (PUSH_ENDPOINT_TAKEN)
 *   for another account's endpoint with other keys.
 */
export async function subscribe(
  db: Db,
  cfg: PushSenderConfig,
  user: SessionUser,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  checkPushEndpoint(body.endpoint, cfg.allowHosts);
  const current = await repo.findSubscription(db, body.endpoint);
  if (current && current.userId !== user.id && current.auth !== body.keys.auth) throw new AppError("FORBIDDEN", PUSH_ENDPOINT_TAKEN);
  await repo.upsertSubscription(db, {
    userId: user.id,
    householdId: user.householdId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
}

/** POST /api/push/unsubscribe: forget the caller's device with this endpoint (unknown → no-op). */
export async function unsubscribe(db: Db, user: SessionUser, endpoint: string): Promise<void> {
  const mine = (await repo.listSubscriptions(db, [user.id])).some((s) => s.endpoint === endpoint);
  if (mine) await repo.deleteSubscription(db, endpoint);
}

/**
 * POST /api/push/test {userId}: send a test notification to every device of the caller.
 * Output: {sent} devices that accepted it.
 * @throws AppError NOT_FOUND when userId names someone else; CONFLICT when no device is
 *   subscribed or none accepted the notification (the client shows 'Failed to send test notification').
 */
export async function sendTest(db: Db, cfg: PushSenderConfig, user: SessionUser, userId?: string): Promise<{ sent: number }> {
  if (userId && userId !== user.id) throw new AppError("NOT_FOUND", "User not found");
  const subs = await repo.listSubscriptions(db, [user.id]);
  if (subs.length === 0) throw new AppError("CONFLICT", "Turn on notifications on this device first.");
  const payload = { title: "Test notification", body: "Meal reminders will look like this.", url: "/planner", tag: "test" };
  const results = await Promise.all(subs.map((s) => sendPush(db, cfg, s, payload)));
  const sent = results.filter((r) => r === "sent").length;
  if (sent === 0) throw new AppError("CONFLICT", "The push service did not accept the notification.");
  return { sent };
}

/** GET /api/push/reminders: the caller's settings; all off at DEFAULT_REMINDER_TIMES, UTC, until saved. */
export async function getReminders(db: Db, user: SessionUser): Promise<ReminderSettings> {
  const row = await repo.getReminderRow(db, user.id);
  const meals = Object.fromEntries(
    MEAL_TYPES.map((m) => [m, row?.meals[m] ?? { enabled: false, time: DEFAULT_REMINDER_TIMES[m] }]),
  ) as ReminderSettings["meals"];
  return { timeZone: row?.timeZone ?? "UTC", meals };
}

/** PUT /api/push/reminders: replace the caller's reminder switches, times and time zone. */
export async function putReminders(db: Db, user: SessionUser, body: ReminderSettings): Promise<ReminderSettings> {
  await repo.putReminderRow(db, user.id, body.timeZone, body.meals);
  return getReminders(db, user);
}

/** GET /api/push/use-soon: the caller's use-soon digest settings; off at DEFAULT_USE_SOON_TIME, UTC, until saved. */
export async function getUseSoon(db: Db, user: SessionUser): Promise<UseSoonDigestSettings> {
  const row = await getUseSoonRow(db, user.id);
  return { enabled: row?.enabled ?? false, time: row?.time ?? DEFAULT_USE_SOON_TIME, timeZone: row?.timeZone ?? "UTC" };
}

/** PUT /api/push/use-soon: replace the caller's digest switch, local time and time zone (validated by the schema). */
export async function putUseSoon(db: Db, user: SessionUser, body: UseSoonDigestSettings): Promise<UseSoonDigestSettings> {
  await putUseSoonRow(db, user.id, body);
  return getUseSoon(db, user);
}
