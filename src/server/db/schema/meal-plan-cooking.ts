import { date, index, jsonb, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";
import { mealPlans } from "./meal-plans";

/**
 * One skipped occurrence of a recurring meal (RFC 5545 EXDATE): the series row keeps its
 * RRULE; the occurrence on `day` is not shown. Changing one occurrence = skip it here and plan a
 * standalone entry for that day (issue 7 item 4).
 */
export const mealPlanSkips = pgTable(
  "meal_plan_skip",
  {
    mealPlanId: uuid("meal_plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mealPlanId, t.day] })],
);

/** What one pantry item looked like before a cooking deduction, so undo restores it exactly. */
export interface CookingChange {
  pantryItemId: string;
  /** Quantity before (numeric string, item unit) and the amount taken (positive, item unit). */
  qtyBefore: string;
  taken: string;
  unit: string;
  productName: string;
}

/**
 * A 'mark cooked' action (issue 7 item 3): the pantry changes it made and the interaction it
 * recorded; `undoneAt` is set when the user undoes it.
 */
export const mealPlanCookings = pgTable(
  "meal_plan_cooking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    mealPlanId: uuid("meal_plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    changes: jsonb("changes").$type<CookingChange[]>().notNull().default([]),
    interactionId: uuid("interaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("meal_plan_cooking_plan_idx").on(t.mealPlanId, t.createdAt)],
);
