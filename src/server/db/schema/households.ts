import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A household: the unit that owns pantry, recipes and plans. Users belong to exactly one. */
export const households = pgTable(
  "household",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** When the SPEC §4 sample items were seeded (once per household); null = not yet. */
    samplesSeededAt: timestamp("samples_seeded_at", { withTimezone: true }),
    /**
     * Issue 19: the user who, joining another household, chose to keep this one (with its data
     * and nobody in it). It is theirs: listed to them as a former household, deletable by them,
     * and deleted with their account. A user id without a foreign key (user.household_id already
     * points here; a cycle would break the foreign-key-ordered backup), cleared on going back.
     */
    keptByUserId: uuid("kept_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("household_kept_by_idx").on(t.keptByUserId)],
);

/** Instance-wide key/value settings (generated secrets), so several servers share them. */
export const appSettings = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
