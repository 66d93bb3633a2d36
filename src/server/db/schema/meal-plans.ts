import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { households } from "./households";
import { recipes } from "./recipes";

/** SPEC §3 meal plan entry. `day` is a calendar date (no time zone). */
export const mealPlans = pgTable(
  "meal_plan",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    day: date("day", { mode: "string" }).notNull(),
    mealType: text("meal_type").notNull(),
    servings: integer("servings").notNull(),
    status: text("status").notNull().default("planned"),
    customMealTitle: text("custom_meal_title"),
    customMealLink: text("custom_meal_link"),
    notes: text("notes"),
    isCooked: boolean("is_cooked").notNull().default(false),
    recurrenceRule: text("recurrence_rule"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_plan_household_day_idx").on(t.householdId, t.day)],
);
