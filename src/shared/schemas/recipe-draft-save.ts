import { z } from "zod";
import { MAX_RECIPE_MINUTES, MAX_RECIPE_SERVINGS } from "../domain/recipe-rules";
import { cleanIngredientLine } from "../food/ingredient-line/clean-line";
import { parseIngredientLine } from "../food/ingredient-line/parse-ingredient-line";
import type { DraftIngredient, RecipeDraft } from "./recipe-draft";

/**
 * POST /api/recipes/from-draft (issue 21 item 4, "Paste a recipe"): the draft of the paste preview
 * as the person left it, stored as a recipe with every field. Sizes are bounded (issue 19,
 * bounded work for every input) by the same caps a stored import keeps (DRAFT_CAPS in
 * src/server/modules/recipes/draft-recipe.ts): title 1000 characters, texts 50 000, 500
 * ingredient lines and 500 steps of 2000 / 50 000 characters, 100 tags of 200. Times are minutes
 * (0 to MAX_RECIPE_MINUTES), servings 1 to MAX_RECIPE_SERVINGS, rating 0–5. Beyond a limit the
 * answer is a 400 listing every issue.
 */
const LINE = 2000;
const TEXT = 50_000;
const optText = (max: number) => z.string().max(max).nullable();
const minutes = z.number().int().min(0).max(MAX_RECIPE_MINUTES).nullable();

/** One ingredient line; the server reads qty, unit and food from `line` again (our own parser). */
export const saveDraftIngredientSchema = z.object({
  line: z.string().max(LINE),
  section: optText(LINE),
});

export const saveRecipeDraftBodySchema = z.object({
  draft: z.object({
    title: z.string().max(1000).refine((t) => t.trim() !== "", "Please enter a recipe title"),
    description: optText(TEXT),
    ingredients: z.array(saveDraftIngredientSchema).max(500),
    steps: z.array(z.object({ text: z.string().max(TEXT), section: optText(LINE) })).max(500),
    servings: z.number().int().min(1).max(MAX_RECIPE_SERVINGS).nullable(),
    yields: optText(LINE),
    prepMin: minutes,
    cookMin: minutes,
    totalMin: minutes,
    sourceUrl: optText(LINE),
    tags: z.array(z.string().max(200)).max(100),
    rating: z.number().min(0).max(5).nullable(),
    notes: optText(TEXT),
    declaredNutrition: z
      .record(z.string().max(100), z.string().max(200))
      .refine((r) => Object.keys(r).length <= 50, "At most 50 nutrition values")
      .nullable(),
  }),
});
export type SaveRecipeDraftBody = z.infer<typeof saveRecipeDraftBodySchema>;
export type SaveRecipeDraft = SaveRecipeDraftBody["draft"];

/**
 * One ingredient line read by our own parser (the same reading the paste preview shows and the
 * server stores). Input: the line as typed and its group heading. Output: the DraftIngredient
 * (qty/qtyMax plain decimals, canonical unit, food name, note), or null for a blank line.
 */
export function readDraftIngredient(raw: string, section: string | null): DraftIngredient | null {
  const line = cleanIngredientLine(raw);
  if (line === "") return null;
  const p = parseIngredientLine(line);
  const heading = section?.trim() || null;
  return { line, qty: p.qty, qtyMax: p.qtyMax, unit: p.unit, ingredient: p.ingredient, note: p.note, section: heading };
}

/**
 * The full RecipeDraft of a saved one: each ingredient line read again by readDraftIngredient
 * (blank lines dropped), blank steps dropped, texts trimmed, blank texts null, tags trimmed and
 * without duplicates.
 */
export function draftOfSaved(d: SaveRecipeDraft): RecipeDraft {
  const blankToNull = (s: string | null) => (s?.trim() ? s.trim() : null);
  return {
    title: d.title.trim(),
    description: blankToNull(d.description),
    ingredients: d.ingredients.map((i) => readDraftIngredient(i.line, i.section)).filter((i): i is DraftIngredient => i !== null),
    steps: d.steps.filter((s) => s.text.trim() !== "").map((s) => ({ text: s.text.trim(), section: blankToNull(s.section) })),
    servings: d.servings,
    yields: blankToNull(d.yields),
    prepMin: d.prepMin,
    cookMin: d.cookMin,
    totalMin: d.totalMin,
    sourceUrl: blankToNull(d.sourceUrl),
    tags: [...new Set(d.tags.map((t) => t.trim()).filter(Boolean))],
    rating: d.rating,
    notes: blankToNull(d.notes),
    declaredNutrition: d.declaredNutrition && Object.keys(d.declaredNutrition).length ? d.declaredNutrition : null,
  };
}
