import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { households } from "./households";

/**
 * Why an amount is on a line (issue 11 "which planned meals need it"). `key` names the source run
 * so 'Add what's missing' can replace its own part on a re-run: `plan:{mealPlanId}:{day}`,
 * `recipe:{recipeId}`, `idea:{title}`, `low:{pantryItemId}`. `qty`/`unit` = what that source
 * needs (scaled recipe amount, or the item's minimum for low stock), before the pantry is subtracted.
 */
export interface StoredNeed {
  key: string;
  kind: "plan" | "recipe" | "idea" | "low-stock";
  label: string;
  day: string | null;
  mealType: "breakfast" | "lunch" | "dinner" | "snack" | null;
  mealPlanId: string | null;
  qty: number | null;
  unit: string | null;
}

/** One line of a household's shopping list. */
export const shoppingListItems = pgTable(
  "shopping_list_item",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Knowledge-base food id (src/shared/food) when known: "the same food" across recipes and the pantry. */
    foodId: text("food_id"),
    qty: numeric("qty"),
    unit: text("unit"),
    /** Store aisle (SHOPPING_AISLES). */
    category: text("category").notNull().default("other"),
    checked: boolean("checked").notNull().default(false),
    checkedBy: uuid("checked_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    /** True when a person set the amount; regenerating then leaves `qty` alone. */
    qtyEdited: boolean("qty_edited").notNull().default(false),
    /** The amount the last generation computed (null: never generated). */
    autoQty: numeric("auto_qty"),
    needs: jsonb("needs").$type<StoredNeed[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shopping_list_item_household_idx").on(t.householdId)],
);

/** A line as it was before a restock took it off the list (undo puts it back). */
export type RestockedLineSnapshot = Omit<typeof shoppingListItems.$inferSelect, "createdAt" | "updatedAt"> & {
  createdAt: string;
};

/** What one restock did to one pantry item, so undo can take exactly that back. */
export interface RestockChange {
  pantryItemId: string;
  /** Amount added, in the pantry item's unit (numeric string). */
  added: string;
  unit: string;
  /** True when the restock created the item (undo removes it when nothing else changed it). */
  created: boolean;
}

/** A 'Done shopping' (issue 11 restock): the lines it took off and the pantry changes it made. */
export const shoppingRestocks = pgTable(
  "shopping_restock",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    lines: jsonb("lines").$type<RestockedLineSnapshot[]>().notNull().default([]),
    changes: jsonb("changes").$type<RestockChange[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("shopping_restock_household_idx").on(t.householdId, t.createdAt)],
);
