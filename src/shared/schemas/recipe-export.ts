import { z } from "zod";

/**
 * One recipe as the export writes it (GET /api/recipes/export.jsonld, and each recipe.json of
 * GET /api/recipes/export.zip): a schema.org Recipe (https://schema.org/Recipe) in JSON-LD, in the
 * one shape that Mealie, Tandoor and Nextcloud Cookbook all read. What each app needs, from their
 * importers' code (Mealie services/migrations/nextcloud.py, Tandoor cookbook/integration/
 * nextcloud_cookbook.py and recipesage.py, Nextcloud Cookbook lib/Helper/Filter/JSON/*):
 *  - `description` always present (Tandoor reads it without a default);
 *  - `recipeYield` a whole number of servings (Tandoor stores it in an integer column, Nextcloud
 *    keeps an integer);
 *  - `recipeInstructions` HowToStep objects with both `name` and `text` (Tandoor's readers index
 *    both; a plain string that contains the letters "text" breaks its Nextcloud reader);
 *  - `keywords` one comma-separated string without spaces after the commas, `recipeCategory` one
 *    string (Tandoor and Nextcloud split or take them as text);
 *  - `image` always present, as a list (Tandoor's JSON reader takes its first entry);
 *  - durations in ISO 8601 ("PT1H30M"); nutrition values as text with their unit ("431 kcal", "13 g").
 */

/** ISO 8601 duration in hours and minutes, as the export writes it: "PT45M", "PT1H", "PT1H30M". */
export const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;

/** One step: `name` is "" (a short title would repeat the step), `text` the step as written. */
export const howToStepSchema = z.object({
  "@type": z.literal("HowToStep"),
  name: z.string(),
  text: z.string().min(1),
});

/** Per-serving values (schema.org NutritionInformation): energy "N kcal", masses "N g" / "N mg". */
export const nutritionInformationSchema = z.object({
  "@type": z.literal("NutritionInformation"),
  servingSize: z.string().optional(),
  calories: z.string().regex(/^\d+ kcal$/),
  proteinContent: z
    .string()
    .regex(/^\d+(?:\.\d+)? g$/)
    .optional(),
  fatContent: z
    .string()
    .regex(/^\d+(?:\.\d+)? g$/)
    .optional(),
  carbohydrateContent: z
    .string()
    .regex(/^\d+(?:\.\d+)? g$/)
    .optional(),
  fiberContent: z
    .string()
    .regex(/^\d+(?:\.\d+)? g$/)
    .optional(),
  sodiumContent: z
    .string()
    .regex(/^\d+ mg$/)
    .optional(),
});

const duration = z.string().regex(ISO_DURATION);

/** A schema.org Recipe as exported (see the module comment for why each field has its form). */
export const exportedRecipeSchema = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Recipe"),
  name: z.string().min(1),
  description: z.string(),
  /** Absolute URLs (our own pictures under PUBLIC_URL need a signed-in session); [] without a picture. */
  image: z.array(z.string()),
  /** Where the recipe came from (sourceUrl, else recipeUrl). */
  url: z.string().optional(),
  recipeYield: z.number().int().min(1),
  prepTime: duration.optional(),
  cookTime: duration.optional(),
  totalTime: duration.optional(),
  recipeIngredient: z.array(z.string().min(1)),
  recipeInstructions: z.array(howToStepSchema),
  recipeCuisine: z.string().optional(),
  recipeCategory: z.string().optional(),
  keywords: z.string().optional(),
  nutrition: nutritionInformationSchema.optional(),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type ExportedRecipe = z.infer<typeof exportedRecipeSchema>;
