import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { households } from "./households";

export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  /** Preparation, size or comment from the printed line ("finely chopped"), when known. */
  note?: string | null;
  /** The line as the source printed it, when the recipe was imported from another app (issue 21). */
  line?: string | null;
  /** Heading of the group the line sits under ("For the sauce"), when the source had groups. */
  section?: string | null;
}

/** One instruction step with the heading of its group (issue 21); `instructions` keeps the plain steps. */
export interface StoredStep {
  text: string;
  section: string | null;
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
    /** Where it came from: ai, url, manual, import (another app's export file). */
    origin: text("origin").notNull().default("manual"),
    /** Issue 21 "every field kept" (imports from other apps): total time, minutes, as the source states it. */
    totalMin: integer("total_min"),
    /** The yield as written ("12 muffins"); `servings` holds its number. */
    yields: text("yields"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** 0–5. */
    rating: real("rating"),
    notes: text("notes"),
    /** Nutrition the source declares, as written ({"calories": "320 kcal"}). */
    declaredNutrition: jsonb("declared_nutrition").$type<Record<string, string>>(),
    /** The steps with their group headings; null when the recipe has no groups to keep (see `instructions`). */
    steps: jsonb("steps").$type<StoredStep[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipe_household_idx").on(t.householdId)],
);
