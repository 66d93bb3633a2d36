/**
 * What the model is asked to return (zod schemas handed to the AI SDK as structured output, and
 * checked by it on the way back). The model writes only what it can know; the server computes
 * the rest of a SPEC §3 AI recipe idea (pantry match, servings, warnings, links) itself, so a
 * model cannot claim an idea is a pantry match or allergy-safe.
 *
 * Bounds are generous limits against runaway output, not style rules: an answer that breaks
 * them is rejected whole and the built-in engine answers instead. Strings carry no length
 * keywords (OpenAI's strict structured outputs reject minLength/maxLength); the provider clips
 * long strings and drops blank names after parsing (llm-provider.ts, idea-finish.ts).
 */
import { z } from "zod";
import { PHOTO_FLOW_CATEGORIES, PHOTO_FLOW_UNITS } from "../../../shared/domain/photo-flow";
import { PANTRY_CATEGORIES } from "../../../shared/food/types";
import { mealTypeSchema } from "../../../shared/schemas/common";

const text = () => z.string();

/** One recipe idea as the model writes it (minutes for times; amounts for the whole household). */
export const ideaDraftSchema = z.object({
  title: text(),
  description: text(),
  mealType: mealTypeSchema,
  difficultyLevel: z.enum(["easy", "medium", "hard"]),
  estimatedPrepTime: z.number().min(0).max(600),
  estimatedCookTime: z.number().min(0).max(1440),
  ingredients: z
    .array(z.object({ name: text(), amount: text() }))
    .min(1)
    .max(30),
  keyIngredients: z.array(text()).max(8),
  cookingInstructions: z.array(text()).min(1).max(25),
  chefTips: z.array(text()).max(6),
  nutritionHighlights: z.array(text()).max(6),
  wineRecommendation: text(),
  mainDish: text(),
  sideDishes: z.array(text()).max(6),
});
export type IdeaDraft = z.infer<typeof ideaDraftSchema>;

/** The recipe-ideas answer: up to 10 ideas (6 are asked for). */
export const ideasAnswerSchema = z.object({ ideas: z.array(ideaDraftSchema).min(1).max(10) });

/** Units a receipt line may have: pieces for counted items, a weight unit for weighed ones. */
export const RECEIPT_UNITS = ["pieces", "kg", "g", "lbs", "oz"] as const;

/** One purchased item read from a receipt; `price` is the line total as printed (e.g. 3.49) or null. */
export const receiptLineSchema = z.object({
  name: text(),
  qty: z.number().positive().max(1000),
  unit: z.enum(RECEIPT_UNITS),
  category: z.enum(PANTRY_CATEGORIES),
  price: z.number().min(0).max(100_000).nullable(),
});

/** The receipt answer: the purchased items (possibly none), at most 200 lines. */
export const receiptAnswerSchema = z.object({ items: z.array(receiptLineSchema).max(200) });

/** One food seen in a photo, in SPEC §3 Food recognition result terms (photo-flow lists, §9). */
export const photoFoodSchema = z.object({
  name: text(),
  category: z.enum(PHOTO_FLOW_CATEGORIES),
  confidence: z.number().min(0).max(1),
  qty: z.number().min(0).max(1000),
  unit: z.enum(PHOTO_FLOW_UNITS),
});

/** The food-photo answer: the foods seen (possibly none), at most 12. */
export const photoAnswerSchema = z.object({ items: z.array(photoFoodSchema).max(12) });
