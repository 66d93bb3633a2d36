import { MEAL_TYPES, type MealType } from "../../../shared/schemas/common";
import type { PushPayload } from "../../../shared/schemas/push";
import type { ReminderTimes } from "../../db/schema/push";

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
 * The meal types whose reminder is due at local minute `minute` (0–1439): enabled, and their time
 * ("HH:MM") has come within the last REMINDER_GRACE_MIN minutes. Output: in MEAL_TYPES order.
 */
export function dueMealTypes(meals: ReminderTimes, minute: number): MealType[] {
  return MEAL_TYPES.filter((m) => {
    const r = meals[m];
    if (!r?.enabled) return false;
    const [h, min] = r.time.split(":").map(Number);
    const at = h * 60 + min;
    return minute >= at && minute < at + REMINDER_GRACE_MIN;
  });
}

/**
 * The notification for one planned meal on local day `day`: "Dinner: <recipe or meal title>",
 * the reminder time, a link to the planner and a tag per meal and day (a device shows it once).
 */
export function reminderPayload(
  meal: { id: string; mealType: MealType; recipe: { title: string } | null; customMealTitle: string | null },
  time: string,
  day: string,
): PushPayload {
  const title = meal.recipe?.title ?? meal.customMealTitle ?? "your meal";
  return {
    title: `${MEAL_NAMES[meal.mealType]}: ${title}`,
    body: `Planned for today at ${time}.`,
    url: "/enhanced-planner",
    tag: `meal-${meal.id}-${day}`,
  };
}
