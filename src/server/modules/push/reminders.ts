import { MEAL_TYPES, type MealType } from "../../../shared/schemas/common";
import type { PushPayload } from "../../../shared/schemas/push";
import type { Db } from "../../db/client";
import { listMealPlanWindow } from "../meal-plans/service";
import { claimReminder, listReminderUsers, listSubscriptions, markReminderSent } from "./repository";
import { sendPush, type PushSenderConfig } from "./sender";

/** A reminder is still sent this many minutes after its time (a server that was down catches up). */
export const REMINDER_GRACE_MIN = 60;

const MEAL_NAMES: Record<MealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** The local calendar day ('YYYY-MM-DD') and minute of the day of `now` in an IANA time zone. */
export function localClock(now: Date, timeZone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Send the reminders that are due at `now`: for each user with a push subscription and reminder
 * settings, each enabled meal type whose local time (in the user's time zone) has come within
 * the last REMINDER_GRACE_MIN minutes, each planned, not cooked meal of that type today (single
 * entries and recurring occurrences). Each (user, meal, day) is claimed in the database first,
 * so it is sent once even when several server processes run this at the same time; a claim left
 * unsent by a process that died is taken over after REMINDER_LEASE_MS (repository.ts).
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
    const due = MEAL_TYPES.filter((m) => {
      const r = user.meals[m];
      if (!r?.enabled) return false;
      const [h, min] = r.time.split(":").map(Number);
      const at = h * 60 + min;
      return clock.minute >= at && clock.minute < at + REMINDER_GRACE_MIN;
    });
    if (due.length === 0) continue;
    const meals = (await listMealPlanWindow(db, user.householdId, clock.day, clock.day)).filter(
      (e) => !e.isCooked && due.includes(e.mealType),
    );
    for (const meal of meals) {
      if (!(await claimReminder(db, user.userId, meal.id, clock.day, now))) continue;
      const title = meal.recipe?.title ?? meal.customMealTitle ?? "your meal";
      const payload: PushPayload = {
        title: `${MEAL_NAMES[meal.mealType]}: ${title}`,
        body: `Planned for today at ${user.meals[meal.mealType].time}.`,
        url: "/enhanced-planner",
        tag: `meal-${meal.id}-${clock.day}`,
      };
      for (const sub of await listSubscriptions(db, [user.userId])) {
        if ((await sendPush(db, cfg, sub, payload)) === "sent") delivered += 1;
      }
      // Every device was tried (a device that failed is not retried, as before); a process that
      // dies before this line leaves the claim unsent, and another takes it over after the lease.
      await markReminderSent(db, user.userId, meal.id, clock.day);
    }
  }
  return delivered;
}

/**
 * Run sendDueReminders every `intervalMs` (unref'd timer) until the returned stop function is
 * called. Errors go to `onError`; a run still going when the next is due is not overlapped.
 */
export function scheduleReminders(db: Db, cfg: PushSenderConfig, intervalMs: number, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(db, cfg)
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
