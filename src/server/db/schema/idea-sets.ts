import { index, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { households } from "./households";

/**
 * Issue 22 item 8: the recipe-idea sets a household was shown, newest last, so "Regenerate"
 * brings new dishes (src/server/ai/local/variety.ts). Only the last 9 per household are kept
 * (modules/ai/repository.ts prunes on every write); memory for variety, not data people made.
 * `dishes`: [{ key, title }] in the order shown — `key` the engine's dish identity
 * ("family-id/main-food-id", or a model idea's normalised title), `title` as shown.
 */
export const ideaSets = pgTable(
  "idea_set",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    dishes: jsonb("dishes").$type<Array<{ key: string; title: string }>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("idea_set_household_idx").on(t.householdId, t.createdAt)],
);
