import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { households } from "./households";

export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  /** Preparation, size or comment from the printed line ("finely chopped"), when known. */
  note?: string | null;
}

/** SPEC §3 Recipe, owned by a household. */
export const recipes = pgTable(
  "recipe",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    cuisineTag: text("cuisine_tag"),
    prepMin: integer("prep_min"),
    cookMin: integer("cook_min"),
    servings: integer("servings").notNull().default(4),
    imageUrl: text("image_url"),
    sourceUrl: text("source_url"),
    recipeUrl: text("recipe_url"),
    instructions: text("instructions"),
    ingredients: jsonb("ingredients").$type<StoredIngredient[]>().notNull().default([]),
    baseScore: integer("base_score").notNull().default(0),
    healthScore: integer("health_score"),
    calories: integer("calories"),
    mealType: text("meal_type"),
    difficultyLevel: text("difficulty_level"),
    /** Where it came from: ai, url, manual. */
    origin: text("origin").notNull().default("manual"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_household_idx").on(t.householdId)],
);
