import { z } from "zod";
import { daySchema, mealTypeSchema } from "./common";
import { qtyInputSchema, unitSchema } from "./pantry";

/**
 * The shopping list (issue 11): one list per household, shared live between its members.
 * SPEC is silent here; README "Shopping list" describes the behaviour.
 */

/**
 * Store-aisle order of the list (src/shared/domain/shopping-aisles.ts maps foods onto it):
 * produce, bakery, meat & fish, dairy & eggs, frozen, pantry/dry goods, spices, drinks,
 * household, other.
 */
export const SHOPPING_AISLES = [
  "produce",
  "bakery",
  "meat-fish",
  "dairy-eggs",
  "frozen",
  "pantry",
  "spices",
  "drinks",
  "household",
  "other",
] as const;
export const shoppingAisleSchema = z.enum(SHOPPING_AISLES);
export type ShoppingAisle = z.infer<typeof shoppingAisleSchema>;

/** What put an amount on a line: planned meals, one recipe, one AI idea, or a pantry item below its minimum. */
export const SHOPPING_SOURCE_KINDS = ["plan", "recipe", "idea", "low-stock"] as const;

/** One reason a line is on the list ("which planned meals need it"). */
export const shoppingNeedSchema = z.object({
  kind: z.enum(SHOPPING_SOURCE_KINDS),
  /** Meal or recipe title, idea title, or the pantry item's name for low stock. */
  label: z.string(),
  /** Planned meals: the day (YYYY-MM-DD), meal type and entry id. */
  day: z.string().nullable(),
  mealType: mealTypeSchema.nullable(),
  mealPlanId: z.string().nullable(),
  /** The amount this reason needs, in its own unit (recipe amounts scaled to the servings). */
  qty: z.string().nullable(),
  unit: z.string().nullable(),
});
export type ShoppingNeed = z.infer<typeof shoppingNeedSchema>;

/** One line of the list. qty is a number as string (like pantry items); null = no amount ("salt"). */
export const shoppingItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  qty: z.string().nullable(),
  unit: z.string().nullable(),
  category: shoppingAisleSchema,
  checked: z.boolean(),
  note: z.string().nullable(),
  /** True when a person set the amount (added by hand or edited): regenerating keeps it. */
  qtyEdited: z.boolean(),
  /** What the last 'Add what's missing' computed for this line (null when never generated). */
  autoQty: z.string().nullable(),
  neededFor: z.array(shoppingNeedSchema),
  /** First name (or e-mail) of the member who ticked it; null when unticked or unknown. */
  checkedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/** GET /api/shopping-list/{householdId}: every line, in aisle order then by name. */
export const shoppingListSchema = z.object({ items: z.array(shoppingItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const nameSchema = z.string().trim().min(1, "Name is required").max(120);
const noteSchema = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v) => (v === "" ? null : v));

/** POST /api/shopping-list/items — a line added by hand (merges into an unticked line of the same food and unit). */
export const createShoppingItemSchema = z.object({
  name: nameSchema,
  qty: qtyInputSchema.nullish(),
  unit: unitSchema.nullish(),
  note: noteSchema,
  category: shoppingAisleSchema.nullish(),
});
export type CreateShoppingItem = z.input<typeof createShoppingItemSchema>;

/** PUT /api/shopping-list/items/{itemId} — any of: tick/untick, rename, amount, unit, note, aisle. */
export const updateShoppingItemSchema = z
  .object({
    checked: z.boolean(),
    name: nameSchema,
    qty: qtyInputSchema.nullable(),
    unit: unitSchema.nullable(),
    note: noteSchema,
    category: shoppingAisleSchema,
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Nothing to change" });
export type UpdateShoppingItem = z.input<typeof updateShoppingItemSchema>;

export const shoppingItemParamsSchema = z.object({ itemId: z.uuid() });
export const restockParamsSchema = z.object({ restockId: z.uuid() });

/** POST /api/shopping-list/from-plan — the plan's meals from startDate to endDate (inclusive, at most 31 days). */
export const fromPlanSchema = z
  .object({ startDate: daySchema, endDate: daySchema })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate must not be after endDate", path: ["endDate"] })
  .refine((q) => (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 <= 31, {
    message: "Choose at most 31 days",
    path: ["endDate"],
  });

/** POST /api/shopping-list/from-recipe — one saved recipe; servings default to the household size. */
export const fromRecipeSchema = z.object({
  recipeId: z.uuid(),
  servings: z.coerce.number().int().min(1).max(100).optional(),
});

/** POST /api/shopping-list/from-idea — an AI idea's title, servings and ingredients (the SPEC §3 idea shape). */
export const fromIdeaSchema = z.object({
  idea: z.object({
    title: z.string().trim().min(1).max(200),
    servings: z.coerce.number().int().min(1).max(100),
    allIngredients: z
      .array(z.object({ name: z.string().trim().min(1).max(200), amount: z.string().max(100) }))
      .min(1)
      .max(100),
  }),
});

/** Answer of the three 'Add what's missing' calls: what changed and the lines touched. */
export const generateResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  /** Ingredients the pantry already holds enough of (nothing to buy). */
  inStock: z.number().int(),
  items: z.array(shoppingItemSchema),
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

/** POST /api/shopping-list/restock — the given lines, or every ticked line when itemIds is omitted. */
export const restockSchema = z
  .object({ itemIds: z.array(z.uuid()).min(1).max(500) })
  .partial()
  .nullish();

/** One pantry addition a restock made (amount in the line's unit). */
export const restockedLineSchema = z.object({
  name: z.string(),
  qty: z.string(),
  unit: z.string(),
  pantryItemId: z.string(),
  merged: z.boolean(),
});

/** Answer of POST /api/shopping-list/restock and its undo. */
export const restockResultSchema = z.object({
  restockId: z.uuid(),
  restocked: z.array(restockedLineSchema),
  /** Lines without an amount are taken off the list but not added to the pantry. */
  skipped: z.array(z.string()),
});
export type RestockResult = z.infer<typeof restockResultSchema>;

export const undoRestockResultSchema = z.object({ restoredLines: z.number().int() });
