import { getFood } from "../../../shared/food/catalog";
import { PANTRY_CATEGORIES } from "../../../shared/food/types";
import { HISTORY_SOURCE_WORD } from "../../../shared/schemas/account-import";
import { PROTOTYPE_KEYS } from "../../../shared/test-prototype-keys";

/**
 * Test fixture for import-hostile.test.ts (issue 19 finding 6): a valid export file with one of
 * everything, and every enum-like field of it with the outcome the import must give for a hostile
 * value — the stored value (read back from GET /api/account/export) or "refused" (400 naming the
 * field, as the API refuses it).
 */

/** Stands for "a valid value of the field in upper case" (each field has its own). */
export const WRONG_CASE = "<valid value in upper case>";

/** Each prototype key, an unknown word, a wrong-case spelling, nothing, and the sample source. */
export const HOSTILE_VALUES = [...PROTOTYPE_KEYS, "no-such-value", WRONG_CASE, "", "sample"] as const;

type File = ReturnType<typeof baseFile>;

export interface FieldCase {
  /** The field's path in the file, as the 400's issue names it (after "body."). */
  path: string;
  /** A value the API accepts (WRONG_CASE upper-cases it). */
  valid: string;
  /** The text put into the file for `value` (default: the value itself). */
  wrap: (value: string) => string;
  /** What an import of `value` stores, or "refused". */
  expect(value: string): unknown;
}

/** The value at a dotted path ("recipes.0.ingredients.0.unit") of an export. */
export const readAt = (doc: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k], doc);

function writeAt(doc: unknown, path: string, value: string) {
  const keys = path.split(".");
  const parent = readAt(doc, keys.slice(0, -1).join(".")) as Record<string, unknown>;
  parent[keys[keys.length - 1]] = value;
}

const at = "2026-01-02T10:00:00.000Z";
const FOOD_ID = getFood("chickpea") ? "chickpea" : "egg";

/** A valid export file: a product, an item below its minimum, a recipe, two plans, a history row. */
export function baseFile() {
  return {
    version: 1 as const,
    exportedAt: at,
    settings: {
      householdSize: 2,
      allergies: ["Nuts"] as string[],
      dietaryPrefs: ["Vegetarian"] as string[],
      dietaryConstraints: "no pork",
    },
    products: [
      {
        id: "p1",
        name: "Chickpeas",
        brand: "Acme" as string | null,
        category: "pantry",
        imageUrl: null,
        barcode: null,
        foodId: FOOD_ID as string | null,
        createdAt: at,
      },
    ],
    pantryItems: [
      { id: "i1", productId: "p1", qty: "2", minQty: "5", unit: "pieces", source: "manual", expiresOn: null, createdAt: at, updatedAt: at },
    ],
    recipes: [
      {
        id: "r1",
        title: "Chickpea stew",
        description: null,
        cuisineTag: "Moroccan" as string | null,
        prepMin: 5,
        cookMin: 20,
        servings: 2,
        imageUrl: null,
        sourceUrl: null,
        recipeUrl: null,
        instructions: "Simmer.",
        ingredients: [{ ingredient: "chickpeas", qty: "1", unit: "cup" as string | null, note: null }],
        baseScore: 40,
        healthScore: null,
        calories: null,
        mealType: "dinner" as string | null,
        difficultyLevel: "easy" as string | null,
        origin: "manual",
        createdAt: at,
        updatedAt: at,
      },
    ],
    mealPlans: [
      {
        id: "m1",
        recipeId: "r1",
        day: "2026-01-05",
        mealType: "dinner",
        servings: 2,
        status: "planned",
        customMealTitle: null,
        customMealLink: null,
        notes: null,
        isCooked: false,
        recurrenceRule: null as string | null,
        skippedDays: [],
        createdAt: at,
      },
      {
        id: "m2",
        recipeId: null,
        day: "2026-01-06",
        mealType: "lunch",
        servings: 2,
        status: "planned",
        customMealTitle: "Soup" as string | null,
        customMealLink: null,
        notes: null,
        isCooked: false,
        recurrenceRule: null,
        skippedDays: [],
        createdAt: at,
      },
    ],
    history: [
      {
        pantryItemId: "i1",
        action: "add",
        delta: "2",
        unit: "pieces",
        productName: "Chickpeas",
        productBrand: null,
        productCategory: "pantry",
        meta: { source: "manual" },
        createdAt: at,
      },
    ],
    images: [],
  };
}

/** The base file with `value` in each of `fields` (WRONG_CASE resolved per field). */
export function hostileFile(fields: readonly FieldCase[], value: string): File {
  const file = baseFile();
  for (const f of fields) writeAt(file, f.path, f.wrap(resolve(f, value)));
  return file;
}

const resolve = (f: FieldCase, value: string) => (value === WRONG_CASE ? f.valid.toUpperCase() : value);
/** `value` (WRONG_CASE resolved) lower-cased when it is one of `values`, else `fallback`. */
const oneOf = (values: readonly string[], fallback: unknown) => (v: string) =>
  values.includes(v.toLowerCase()) ? v.toLowerCase() : fallback;

function field(path: string, valid: string, expect: (v: string) => unknown, wrap = (v: string) => v): FieldCase {
  const c: FieldCase = { path, valid, wrap, expect: (v) => expect(resolve(c, v)) };
  return c;
}
/** Free text the API stores as sent (trimmed); "" gives `empty`. */
const asSent = (empty: unknown) => (v: string) => (v.trim() === "" ? empty : v.trim());
const refused = () => "refused";

/** Fields whose hostile values are stored: as the default (enum-like) or as sent (free text the API allows). */
export const mappedFields: FieldCase[] = [
  field("products.0.category", "dairy", oneOf(PANTRY_CATEGORIES, "other")),
  field("history.0.productCategory", "dairy", oneOf(PANTRY_CATEGORIES, "other")),
  field("pantryItems.0.source", "receipt", oneOf(["barcode", "receipt", "manual", "shopping"], "manual")),
  field("recipes.0.difficultyLevel", "hard", oneOf(["easy", "medium", "hard"], null)),
  field("recipes.0.origin", "url", oneOf(["manual", "url", "ai"], "manual")),
  field("mealPlans.0.status", "planned", () => "planned"),
  field("products.0.foodId", FOOD_ID, (v) => (v === FOOD_ID ? v : null)),
  field("pantryItems.0.unit", "pieces", asSent("refused")),
  field("history.0.unit", "pieces", asSent("refused")),
  field("history.0.meta.source", "manual", (v) => (HISTORY_SOURCE_WORD.test(v.trim()) ? v.trim() : "manual")),
  field("recipes.0.ingredients.0.unit", "cup", asSent(null)),
  field("recipes.0.ingredients.0.ingredient", "chickpeas", asSent("")),
  field("recipes.0.title", "Stew", asSent("refused")),
  field("recipes.0.cuisineTag", "Moroccan", asSent(null)),
  field("products.0.name", "Chickpeas", asSent("refused")),
  field("products.0.brand", "Acme", asSent(null)),
  field("mealPlans.1.customMealTitle", "Soup", asSent("refused")),
  field("settings.dietaryConstraints", "no pork", asSent("")),
  field("mealPlans.0.recurrenceRule", "FREQ=WEEKLY", (v) => (v.trim() === "" ? null : v === "FREQ=WEEKLY" ? v : "refused")),
];

/** Fields with a fixed list the API refuses anything else for (wrong case too). */
export const refusedFields: FieldCase[] = [
  field("recipes.0.mealType", "dinner", refused),
  field("mealPlans.0.mealType", "dinner", refused),
  field("history.0.action", "add", refused),
  field("settings.allergies.0", "Nuts", refused),
  field("settings.dietaryPrefs.0", "Vegetarian", refused),
  field("mealPlans.1.recurrenceRule", "FREQ=WEEKLY", refused, (v) => `FREQ=WEEKLY;BYDAY=${v}`),
];
