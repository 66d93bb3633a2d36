import type { Db } from "../kernel/db";
import { listMealPlanWindow } from "./list-meal-plan";
import { dueMealTypes, localClock, reminderPayload } from "../modules/push/reminders";
import { claimReminder, listReminderUsers, listSubscriptions, markReminderSent, releaseReminder } from "../modules/push/repository";
import { claimOutcome, sendPush, type PushSenderConfig, type SendResult } from "../modules/push/sender";

/**
 * Send the reminders that are due at `now`: for each user with a push subscription and reminder
 * settings, each enabled meal type whose local time (in the user's time zone) has come within
 * the last REMINDER_GRACE_MIN minutes, each planned, not cooked meal of that type today (single
 * entries and recurring occurrences). Each (user, meal, day) is claimed in the database first,
 * so it is sent once even when several server processes run this at the same time; a claim left
 * unsent by a process that died is taken over after REMINDER_LEASE_MS (push repository).
 * Steps, per user with reminder settings (push repository):
 * 1. which meal types are due now in the user's time zone (push reminders; a bad zone skips the user);
 * 2. today's planned, not cooked meals of those types in the user's household (meal-plans);
 * 3. per meal: claim it (push repository), push it to each of the user's devices (push sender),
 *    mark it sent — or, when no device accepted it and a send failed, release the claim so the
 *    next run retries (sender claimOutcome).
 * Output: the number of notifications delivered. Never throws for one failed device.
 */
export async function sendDueReminders(db: Db, cfg: PushSenderConfig, now: Date = new Date()): Promise<number> {
  let delivered = 0;
  for (const user of await listReminderUsers(db)) {
    let clock: { day: string; minute: number };
    try {
      clock = localClock(now, user.timeZone);
    } catch {
      continue;
    }
    const due = dueMealTypes(user.meals, clock.minute);
    if (due.length === 0) continue;
    const meals = (await listMealPlanWindow(db, user.householdId, clock.day, clock.day)).filter(
      (e) => !e.isCooked && due.includes(e.mealType),
    );
    for (const meal of meals) {
      if (!(await claimReminder(db, user.userId, meal.id, clock.day, now))) continue;
      const payload = reminderPayload(meal, user.meals[meal.mealType].time, clock.day);
      const results: SendResult[] = [];
      for (const sub of await listSubscriptions(db, [user.userId])) results.push(await sendPush(db, cfg, sub, payload));
      delivered += results.filter((r) => r === "sent").length;
      // When no device accepted it and a send failed, the claim is released and the next run
      // (within the grace window) tries again; a process that dies before this line leaves the
      // claim unsent, and another takes it over after the lease.
      if (claimOutcome(results) === "retry") await releaseReminder(db, user.userId, meal.id, clock.day);
      else await markReminderSent(db, user.userId, meal.id, clock.day);
    }
  }
  return delivered;
}
