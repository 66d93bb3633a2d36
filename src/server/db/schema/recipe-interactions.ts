import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";
import { recipes } from "./recipes";

/**
 * SPEC §3 recipe interaction: one row per piece of feedback a member gives (like, dislike, saved,
 * cooked, and issue 23's clear-opinion / unsave that take feedback back; optional 1–5 rating).
 * Rows are kept as history; the opinion and the saved flag shown are read from them separately
 * (shared/domain/recipe-feedback.ts), and all rows feed the ranking model.
 */
export const recipeInteractions = pgTable(
  "recipe_interaction",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    interactionType: text("interaction_type").notNull(),
    rating: integer("rating"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_interaction_household_idx").on(t.householdId, t.createdAt), index("recipe_interaction_recipe_idx").on(t.recipeId)],
);
