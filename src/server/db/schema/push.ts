import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/** A browser's Web Push subscription (one per device and user); the endpoint is unique. */
export const pushSubscriptions = pgTable(
  "push_subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscription_user_idx").on(t.userId)],
);

/** Per meal type: whether to remind and at what local time ('HH:MM'). */
export type ReminderTimes = Record<string, { enabled: boolean; time: string }>;

/** A user's meal reminder settings; `timeZone` is the IANA zone the times are in. */
export const mealReminderSettings = pgTable("meal_reminder_setting", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("UTC"),
  meals: jsonb("meals").$type<ReminderTimes>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reminder claimed for sending: one row per user, planned meal (or series) and day. Claimed with
 * INSERT … ON CONFLICT DO UPDATE (only when unsent and its lease expired), so of several server
 * processes exactly one sends it, and a claim of a process that died before sending is taken over.
 */
export const pushReminderClaims = pgTable(
  "push_reminder_claim",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mealPlanId: uuid("meal_plan_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** When the current claim was taken; a claim older than the lease with no sentAt may be taken over. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder was sent (null: claimed, not sent yet, e.g. the claiming process died). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mealPlanId, t.day] })],
);

/**
 * A user's use-soon digest (issue 23 item 2): off by default; when on, one push a day at `time`
 * ('HH:MM', 24 h) in the IANA zone `timeZone`, naming the household's items that expire soon.
 */
export const useSoonDigestSettings = pgTable("use_soon_digest_setting", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  time: text("time").notNull().default("08:00"),
  timeZone: text("time_zone").notNull().default("UTC"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A use-soon digest claimed for sending: one row per user and local day, claimed like the meal
 * reminders (INSERT … ON CONFLICT DO UPDATE only when unsent and the lease expired), so of several
 * server processes exactly one sends it. A claim whose push failed on every device is released
 * (deleted) so the next run tries again.
 */
export const useSoonDigestClaims = pgTable(
  "use_soon_digest_claim",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
