import { z } from "zod";

/**
 * A recipe read from somewhere other than a web page (issue 21: another app's export file, pasted
 * text, a cookbook photo) before anything is stored: what the import preview shows and what the
 * import job saves. Every reader (src/server/modules/recipe-archive, the paste parser) produces
 * this one shape, so the preview, the CLI `read-recipe-archive` and the job need no per-format code.
 *
 * Units: minutes for times; `qty`/`qtyMax` plain decimals as the ingredient-line parser gives them
 * (src/shared/food/ingredient-line, ParsedIngredientLine). Text fields are plain text (no markup).
 */

/** One ingredient line: the line as the source wrote it, parsed by our own parser. */
export const draftIngredientSchema = z.object({
  /** The original line, kept verbatim (whitespace collapsed). */
  line: z.string(),
  qty: z.number().nullable(),
  qtyMax: z.number().nullable(),
  /** Canonical unit of the parser's unit table ("cup", "g", "clove"), or null. */
  unit: z.string().nullable(),
  /** Food name a cook would put on a shopping list; "" only when the line has none. */
  ingredient: z.string(),
  note: z.string().nullable(),
  /** Heading of the group the line sits under ("For the sauce"), or null. */
  section: z.string().nullable(),
});
export type DraftIngredient = z.infer<typeof draftIngredientSchema>;

/** One instruction step, with the heading of the group it sits under. */
export const draftStepSchema = z.object({
  text: z.string(),
  section: z.string().nullable(),
});
export type DraftStep = z.infer<typeof draftStepSchema>;

export const recipeDraftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(draftIngredientSchema),
  steps: z.array(draftStepSchema),
  /** First number of the yield ("4-6 servings" → 4), or null. */
  servings: z.number().int().nullable(),
  /** The yield as written ("12 muffins"), or null. */
  yields: z.string().nullable(),
  prepMin: z.number().int().nullable(),
  cookMin: z.number().int().nullable(),
  totalMin: z.number().int().nullable(),
  sourceUrl: z.string().nullable(),
  /** Tags and categories of the source app, as tags (trimmed, duplicates removed). */
  tags: z.array(z.string()),
  /** Rating on a 0–5 scale (sources on other scales are converted), or null. */
  rating: z.number().min(0).max(5).nullable(),
  notes: z.string().nullable(),
  /** Nutrition the source declares, as written ({"calories": "320 kcal", "fatContent": "12 g"}). */
  declaredNutrition: z.record(z.string(), z.string()).nullable(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;
