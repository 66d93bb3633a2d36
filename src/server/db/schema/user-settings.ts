import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** SPEC §3 user settings; one row per user, created lazily with the SPEC defaults. */
export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  householdSize: integer("household_size").notNull().default(2),
  allergies: jsonb("allergies").$type<string[]>().notNull().default([]),
  dietaryPrefs: jsonb("dietary_prefs").$type<string[]>().notNull().default([]),
  dietaryConstraints: text("dietary_constraints").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
