import { z } from "zod";
import { getFood } from "../food/catalog";
import { PANTRY_CATEGORIES } from "../food/types";
import { webLink } from "../domain/web-link";
import { MAX_RECIPE_MINUTES } from "../domain/recipe-rules";
import { exportHistory, exportImage, exportItem, exportPlan, exportProduct, exportRecipe, householdExportSchema } from "./account";
import { barcodeTextSchema } from "./products";
import { PANTRY_SOURCES, unitSchema } from "./pantry";
import { checkSeries, planDaySchema, recurrenceRuleSchema } from "./meal-plans";
import { recipeIngredientSchema } from "./recipes";

/**
 * POST /api/account/import body (issue 19 finding 6): the export file, read like any request.
 * Every field with a fixed set of values goes through the API's own list; free text keeps the
 * API's limits (NUL and lone surrogates are refused for every JSON body by plugins/json-text.ts).
 *
 * Refused with a 400 naming the field (as the API refuses them): meal types (`mealTypeSchema`),
 * history actions, allergies and diet preferences (`userSettingsSchema`), repeat rules, units
 * (`unitSchema`: 1–24 characters), barcodes, text over its limit, servings outside 1–100.
 * Mapped to the default, never stored as sent (values the app sets itself, which older files or
 * other tools may spell differently):
 * - product / history category: a SPEC §3 category in any case, else "other";
 * - item source: barcode, receipt, manual or shopping in any case, else "manual" — `sample` too,
 *   so an import can never create the read-only sample items (SPEC §4) nobody could delete;
 * - recipe origin (manual, url, ai, import) → else "manual"; difficulty (easy, medium, hard) → else null;
 * - plan status → "planned" (the only status the API writes);
 * - food id not in the food knowledge base → null; a link that is not http(s) → null.
 */

/** A value of `values` matched case-insensitively after trimming, else `fallback`. */
const oneOfOr = <T extends string, F extends T | null>(values: readonly T[], fallback: F) =>
  z.string().transform((v): T | F => {
    const key = v.trim().toLowerCase();
    return values.find((x) => x === key) ?? fallback;
  });

/** Free text of at most `max` characters, trimmed. */
const text = (max: number) => z.string().trim().max(max);
/** Optional free text: blank → null. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));
/** A stored link: kept when it is an absolute http(s) URL (shared/domain/web-link.ts), else null. */
const link = z
  .string()
  .max(2000)
  .nullable()
  .transform((v) => webLink(v));

/** SPEC §3 categories, matched in any case; anything else is "other". */
export const importCategorySchema = oneOfOr(PANTRY_CATEGORIES, "other");
/** Item sources an import may create: `sample` and unknown ones are "manual". */
export const importSourceSchema = oneOfOr(
  PANTRY_SOURCES.filter((s) => s !== "sample"),
  "manual",
);
/** Recipe origins the server writes ("import": another app's export file or a pasted recipe, issue 21). */
export const RECIPE_ORIGINS = ["manual", "url", "ai", "import"] as const;
/** Difficulty levels of an AI idea (schemas/ai.ts). */
export const DIFFICULTY_LEVELS = ["easy", "medium", "hard"] as const;

/**
 * Most rows of each kind one import file may hold (issue 19 "bounded work for every input"):
 * checking, storing and linking a row costs time on the one event loop every household shares
 * (about 5–10 µs of checking a row, more to store it), so each list is bounded far above what a
 * real household exports after years, and a file beyond a limit is refused with a 400 naming the
 * list. A busy household buys a few hundred distinct products and keeps about as many items;
 * saves a few recipes a week (one picture each); plans 3–4 meals a day (about 1 400 a year, a
 * repeating plan being one row) with a few skipped days each; and writes 10–15 history rows a
 * day (4 000–5 500 a year).
 */
export const IMPORT_LIMITS = {
  products: 5_000,
  pantryItems: 5_000,
  recipes: 2_000,
  /** One per recipe at most. */
  images: 2_000,
  /** About 7 years of 4 meals a day. */
  mealPlans: 10_000,
  /** Skipped days of one repeating plan: a year of days. */
  skippedDays: 366,
  /**
   * History is kept 30 days by default (SPEC §9, HISTORY_RETENTION_DAYS): 5,000 rows is about 160
   * a day over that window. Checking 10,000 rows kept the event loop over 200 ms on a busy machine.
   */
  history: 5_000,
} as const;

/** A list of at most `max` items (IMPORT_LIMITS), refused with a message naming the limit. */
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `At most ${max} rows in one file`);

const importProduct = exportProduct.extend({
  name: text(120).min(1, "Name is required"),
  brand: optionalText(80),
  category: importCategorySchema,
  imageUrl: z.string().max(2000).nullable(),
  barcode: barcodeTextSchema.nullable(),
  foodId: z
    .string()
    .max(100)
    .nullable()
    .transform((id) => (id !== null && getFood(id) ? id : null)),
});
const importItem = exportItem.extend({ unit: unitSchema, source: importSourceSchema });
const importRecipe = exportRecipe.extend({
  title: text(1000).min(1, "Please enter a recipe title"),
  description: optionalText(10_000),
  cuisineTag: optionalText(100),
  servings: z.number().int().min(1).max(100),
  imageUrl: z.string().max(2000).nullable(),
  sourceUrl: link,
  recipeUrl: link,
  instructions: text(50_000).nullable(),
  ingredients: z
    .array(
      recipeIngredientSchema.omit({ inPantry: true }).extend({
        ingredient: text(500),
        qty: text(50).nullable(),
        unit: optionalText(50),
        note: optionalText(500).optional(),
        line: optionalText(2000).optional(),
        section: optionalText(2000).optional(),
      }),
    )
    .max(500),
  difficultyLevel: oneOfOr(DIFFICULTY_LEVELS, null).nullable(),
  origin: oneOfOr(RECIPE_ORIGINS, "manual"),
  // Issue 21 fields, bounded as a stored import keeps them (modules/recipes/draft-recipe.ts DRAFT_CAPS).
  totalMin: z.number().int().min(0).max(MAX_RECIPE_MINUTES).nullable().optional(),
  yields: optionalText(2000).optional(),
  tags: z.array(text(200)).max(100).optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  notes: optionalText(50_000).optional(),
  declaredNutrition: z
    .record(z.string().max(100), z.string().max(200))
    .refine((r) => Object.keys(r).length <= 50, "At most 50 nutrition values")
    .nullable()
    .optional(),
  steps: z
    .array(z.object({ text: text(50_000), section: optionalText(2000) }))
    .max(500)
    .nullable()
    .optional(),
});
const importPlan = exportPlan
  .extend({
    servings: z.number().int().min(1, "Servings must be at least 1").max(100),
    status: z.string().transform(() => "planned" as const),
    customMealTitle: optionalText(160),
    customMealLink: link,
    notes: optionalText(2000),
    /** The API's own rule schema: normalised, "" → null, unreadable → 400. */
    recurrenceRule: recurrenceRuleSchema,
    /** Issue 19 finding 3: days 1900–2200, as POST /api/meal-plans. */
    day: planDaySchema,
    skippedDays: exportPlan.shape.skippedDays
      .unwrap()
      .max(IMPORT_LIMITS.skippedDays, `At most ${IMPORT_LIMITS.skippedDays} skipped days`)
      .optional(),
  })
  .refine((p) => p.recipeId !== null || p.customMealTitle !== null, {
    message: "Choose a recipe or enter a meal title",
    path: ["customMealTitle"],
  })
  .superRefine(checkSeries);
/** A history record's `meta.source` as the app writes it: one short word (letters and hyphens). */
export const HISTORY_SOURCE_WORD = /^[a-z][a-z-]{0,39}$/i;

const importHistory = exportHistory.extend({
  unit: unitSchema,
  productName: text(120).min(1),
  productBrand: optionalText(80),
  productCategory: importCategorySchema,
  meta: exportHistory.shape.meta.extend({
    // What made the change ("manual", "meal", "shopping", "receipt", …): a short word, else "manual".
    source: z
      .string()
      .max(2000)
      .transform((v) => (HISTORY_SOURCE_WORD.test(v.trim()) ? v.trim() : "manual")),
  }),
});

const importImage = exportImage.extend({ url: z.string().max(2000), contentType: z.string().max(100) });

/**
 * The row schema of each list of an import file. The server checks the rows a slice at a time
 * (modules/account/import-check.ts) so that a file of thousands of rows never holds the one event
 * loop for long (issue 19); `householdImportSchema` below is the same check in one piece.
 */
export const IMPORT_ROW_SCHEMAS = {
  products: importProduct,
  pantryItems: importItem,
  recipes: importRecipe,
  mealPlans: importPlan,
  history: importHistory,
  images: importImage,
} as const;
export type ImportList = keyof typeof IMPORT_ROW_SCHEMAS;

/** POST /api/account/import body as the route reads it at once: every list's length bounded, its rows not yet checked. */
export const importFileEnvelopeSchema = householdExportSchema.extend({
  exportedAt: z.string().max(100),
  products: list(z.unknown(), IMPORT_LIMITS.products),
  pantryItems: list(z.unknown(), IMPORT_LIMITS.pantryItems),
  recipes: list(z.unknown(), IMPORT_LIMITS.recipes),
  mealPlans: list(z.unknown(), IMPORT_LIMITS.mealPlans),
  history: list(z.unknown(), IMPORT_LIMITS.history),
  images: list(z.unknown(), IMPORT_LIMITS.images),
});
export type ImportFileEnvelope = z.output<typeof importFileEnvelopeSchema>;

/** The export file with every value checked (see above): the envelope with each list's rows checked by IMPORT_ROW_SCHEMAS. */
export const householdImportSchema = importFileEnvelopeSchema.extend({
  products: list(importProduct, IMPORT_LIMITS.products),
  pantryItems: list(importItem, IMPORT_LIMITS.pantryItems),
  recipes: list(importRecipe, IMPORT_LIMITS.recipes),
  mealPlans: list(importPlan, IMPORT_LIMITS.mealPlans),
  history: list(importHistory, IMPORT_LIMITS.history),
  images: list(importImage, IMPORT_LIMITS.images),
});
export type HouseholdImport = z.output<typeof householdImportSchema>;
