import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A household: the unit that owns pantry, recipes and plans. Users belong to exactly one. */
export const households = pgTable("household", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** When the SPEC §4 sample items were seeded (once per household); null = not yet. */
  samplesSeededAt: timestamp("samples_seeded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Instance-wide key/value settings (generated secrets), so several servers share them. */
export const appSettings = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
