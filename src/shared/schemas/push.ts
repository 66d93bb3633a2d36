import { z } from "zod";
import { MEAL_TYPES } from "./common";

/** POST /api/push/subscribe — a browser PushSubscription as `toJSON()` gives it. */
export const pushSubscribeSchema = z.object({
  endpoint: z.string().trim().min(1).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "Not a P-256 public key"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "Not a push auth secret"),
  }),
});

/** POST /api/push/unsubscribe — the device's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().min(1).max(2000) });

/** POST /api/push/test — {userId} (SPEC §7); the caller's own id (optional: defaults to the caller). */
export const pushTestSchema = z.object({ userId: z.string().optional() }).nullish();

/** A local time of day, 'HH:MM' (24 h). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the form HH:MM");

const mealReminderSchema = z.object({ enabled: z.boolean(), time: timeOfDaySchema });

/** An IANA time zone name the runtime knows (e.g. "Europe/Berlin"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

/** GET/PUT /api/push/reminders — per meal type a switch and a local time, in an IANA time zone. */
export const reminderSettingsSchema = z.object({
  timeZone: timeZoneSchema,
  meals: z.object(
    Object.fromEntries(MEAL_TYPES.map((m) => [m, mealReminderSchema])) as Record<(typeof MEAL_TYPES)[number], typeof mealReminderSchema>,
  ),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Reminder times before the user changes them (issue 7: configurable per meal type; off by default). */
export const DEFAULT_REMINDER_TIMES: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: "07:30",
  lunch: "11:30",
  dinner: "17:30",
  snack: "15:00",
};

/**
 * GET/PUT /api/push/use-soon — the use-soon digest (issue 23 item 2): a daily push at local
 * `time` ('HH:MM') in `timeZone` naming the household's items that expire soon; off by default.
 */
export const useSoonDigestSchema = z.object({
  enabled: z.boolean(),
  time: timeOfDaySchema,
  timeZone: timeZoneSchema,
});
export type UseSoonDigestSettings = z.infer<typeof useSoonDigestSchema>;

/** The digest's time before the user picks one (a morning hour, before the day's shopping and cooking). */
export const DEFAULT_USE_SOON_TIME = "08:00";

/** GET /api/push/vapid-public-key. */
export const vapidKeySchema = z.object({ publicKey: z.string() });

/** POST /api/push/test answer: how many devices got the notification. */
export const pushTestAnswerSchema = z.object({ sent: z.number().int() });

/** The JSON a notification carries (the service worker shows it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
