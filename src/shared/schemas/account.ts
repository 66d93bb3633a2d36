import { z } from "zod";
import { daySchema, mealTypeSchema } from "./common";
import { HISTORY_ACTIONS } from "./history";
import { recipeIngredientSchema, recipeSchema } from "./recipes";
import { userSettingsSchema } from "./user-settings";

/** PUT /api/account/profile: first name required, last name optional (SPEC §5 sign-up rules). */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name").max(80),
  lastName: z.string().trim().max(80).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Format version of the export file; import refuses any other. */
export const EXPORT_VERSION = 1;

// Import writes these values straight into typed columns: each must be storable, or the import
// would answer 500 (and a stored bad value would break later answers). Refinements only, no
// transforms: the same schema also describes the export answer.
const INT4_MAX = 2_147_483_647;
/** A whole number that fits a PostgreSQL integer column. */
const int4 = z
  .number()
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);
/** A date and time as the export writes it (ISO 8601), years 1000–9999. */
const timestampText = z.string().refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), "Not a valid date and time");
/** A quantity as stored (numeric as text, e.g. "1.5" or "-250"). */
const decimalText = z.string().regex(/^-?\d{1,15}(\.\d{1,20})?$/, "Use a plain decimal number like 1.5");
/**
 * A stored repeat rule (issue 7), or none, exported as stored: a row kept from before the rule
 * limits of issue 19 finding 3 must not make the export fail. Import checks it again with the
 * API's own rule schema (account-import.ts).
 */
const storedRecurrenceRule = z.string().nullable();

/** One row kind of the export file each (exportProduct … exportImage); schemas/account-import.ts tightens them for import. */
export const exportProduct = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  barcode: z.string().nullable(),
  foodId: z.string().nullable(),
  createdAt: timestampText,
});
export const exportItem = z.object({
  id: z.string(),
  productId: z.string(),
  qty: decimalText,
  /** Low-stock minimum (issue 11); optional so files from before it import. */
  minQty: decimalText.nullable().optional(),
  unit: z.string(),
  source: z.string(),
  expiresOn: daySchema.nullable(),
  createdAt: timestampText,
  updatedAt: timestampText,
});
/** A stored recipe as the file keeps it: SPEC §3 Recipe without the per-request fields. */
export const exportRecipe = recipeSchema.omit({ personalizedScore: true, pantryMatch: true, dietFlags: true }).extend({
  id: z.string(),
  ingredients: z.array(recipeIngredientSchema.omit({ inPantry: true })),
  /** A SPEC §9 meal type: anything else would be stored and then break every recipe answer. */
  mealType: mealTypeSchema.nullable(),
  prepMin: int4.nullable(),
  cookMin: int4.nullable(),
  servings: int4,
  healthScore: int4.nullable(),
  calories: int4.nullable(),
  origin: z.string(),
  createdAt: timestampText,
  updatedAt: timestampText,
  /**
   * Issue 21 fields of recipes imported from other apps (see recipeSchema); null / [] when absent.
   * Optional: files exported before issue 21 have none of them.
   */
  totalMin: int4.nullable().optional(),
  yields: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  rating: z.number().nullable().optional(),
  notes: z.string().nullable().optional(),
  declaredNutrition: z.record(z.string(), z.string()).nullable().optional(),
  steps: z.array(z.object({ text: z.string(), section: z.string().nullable() })).nullable().optional(),
});
export const exportPlan = z.object({
  /** Links the plan's skipped days inside the file; optional so hand-made files may leave it out. */
  id: z.string().optional(),
  recipeId: z.string().nullable(),
  day: daySchema,
  mealType: mealTypeSchema,
  servings: int4,
  status: z.string(),
  customMealTitle: z.string().nullable(),
  customMealLink: z.string().nullable(),
  notes: z.string().nullable(),
  isCooked: z.boolean(),
  recurrenceRule: storedRecurrenceRule,
  /** Days ('YYYY-MM-DD') skipped in a repeating plan (issue 7 EXDATEs). */
  skippedDays: z.array(daySchema).optional(),
  createdAt: timestampText,
});
export const exportHistory = z.object({
  pantryItemId: z.string().nullable(),
  /** add, deduct or remove: anything else would be stored and then break every history answer. */
  action: z.enum(HISTORY_ACTIONS),
  delta: decimalText,
  unit: z.string(),
  productName: z.string(),
  productBrand: z.string().nullable(),
  productCategory: z.string(),
  meta: z.object({ source: z.string() }).catchall(z.unknown()),
  createdAt: timestampText,
});

/** Recipe images stored by this server, carried along as base64 so an import keeps its pictures. */
export const exportImage = z.object({ url: z.string(), contentType: z.string(), base64: z.string() });

/**
 * The export file (GET /api/account/export): the household's pantry, recipes, plans, history and
 * the exporting user's settings. Ids only link rows inside the file; import gives rows new ids.
 */
export const householdExportSchema = z.object({
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  settings: userSettingsSchema,
  products: z.array(exportProduct),
  pantryItems: z.array(exportItem),
  recipes: z.array(exportRecipe),
  mealPlans: z.array(exportPlan),
  history: z.array(exportHistory),
  images: z.array(exportImage),
});
export type HouseholdExport = z.infer<typeof householdExportSchema>;

/** POST /api/account/import answer: how many rows of each kind were created. */
export const importResultSchema = z.object({
  products: z.number().int(),
  pantryItems: z.number().int(),
  recipes: z.number().int(),
  mealPlans: z.number().int(),
  history: z.number().int(),
});
