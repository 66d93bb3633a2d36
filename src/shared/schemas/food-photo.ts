import { z } from "zod";
import { PHOTO_FLOW_CATEGORIES, PHOTO_FLOW_UNITS } from "../domain/photo-flow";

/** Largest decoded image POST /api/ai/recognize-food accepts (SPEC §9: 10 MB). */
export const FOOD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/ai/recognize-food body (SPEC §7 {imageData}): a `data:image/…;base64,` URL. */
export const recognizeFoodSchema = z.object({
  imageData: z
    .string()
    .max(Math.ceil((FOOD_PHOTO_MAX_BYTES * 4) / 3) + 100, "Please select an image smaller than 10MB")
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, "Please select an image file (JPG, PNG, etc.)"),
});

/** SPEC §3 Food recognition result; confidence 0–1, category and unit from the photo-flow lists. */
export const foodRecognitionResultSchema = z.object({
  name: z.string(),
  category: z.enum(PHOTO_FLOW_CATEGORIES),
  confidence: z.number().min(0).max(1),
  qty: z.number().min(0),
  unit: z.enum(PHOTO_FLOW_UNITS),
});
export type FoodRecognitionResult = z.infer<typeof foodRecognitionResultSchema>;

/**
 * Answer of POST /api/ai/recognize-food: the foods found (possibly none) and how: "vision" (the
 * configured vision model), "barcode" / "label" (the local recogniser read a barcode or label
 * text), "none" (nothing recognised). `unknownBarcode`: a product barcode (GTIN digits) read in the
 * photo that neither the household nor the product database knows — the client offers to name it,
 * as the scanner does (issue 23).
 */
export const recognizeFoodResultSchema = z.object({
  items: z.array(foodRecognitionResultSchema),
  method: z.enum(["vision", "barcode", "label", "none"]),
  unknownBarcode: z.string().optional(),
});
export type RecognizeFoodResult = z.infer<typeof recognizeFoodResultSchema>;
