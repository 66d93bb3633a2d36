import type { AiRecipeIdea } from "../../shared/schemas/ai";
import type { MealType } from "../../shared/schemas/common";
import type { RecognizeFoodResult } from "../../shared/schemas/food-photo";
import type { ReceiptItem } from "../../shared/schemas/receipts";
import type { UserSettings } from "../../shared/schemas/user-settings";
import { DEFAULT_IMAGE_READERS, recognizeFoodLocally, type FoodPhotoContext, type ImageReaders } from "./local/food-photo/recognize-food";
import { parseReceiptText } from "./local/receipt/parse-receipt";
import { generateRecipeIdeas, type PantryInput } from "./local/recipe-ideas";

export interface RecipeIdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  /** 0 for the first set; each regenerate sends a new number for a different set. */
  variant: number;
  mealType?: MealType;
}

/** A food photo to recognise, with what the recogniser may use from the app. */
export interface FoodPhotoRequest extends FoodPhotoContext {
  /** An encoded image file (JPEG, PNG, WebP, GIF, AVIF/HEIF), at most 10 MB, checked to be an image. */
  image: Buffer;
}

/** What the app asks of "AI". The built-in local engine answers everything offline. */
export interface AiProvider {
  readonly name: string;
  recipeIdeas(req: RecipeIdeaRequest): Promise<AiRecipeIdea[]>;
  /** OCR text of a shop receipt → its item lines (possibly none). */
  parseReceipt(ocrText: string): Promise<ReceiptItem[]>;
  /** A food photo → the foods in it and how they were found (method "none" when nothing was). */
  recognizeFood(req: FoodPhotoRequest): Promise<RecognizeFoodResult>;
}

/**
 * The built-in engine (src/server/ai/local): no network, deterministic. `readers` replaces the
 * barcode and OCR readers of the food recogniser (tests inject fakes).
 */
export function createLocalProvider(readers: Partial<ImageReaders> = {}): AiProvider {
  const imageReaders: ImageReaders = { ...DEFAULT_IMAGE_READERS, ...readers };
  return {
    name: "local",
    async recipeIdeas(req) {
      return generateRecipeIdeas({ ...req, count: 6 });
    },
    async parseReceipt(ocrText) {
      return parseReceiptText(ocrText);
    },
    async recognizeFood({ image, ...ctx }) {
      return recognizeFoodLocally(image, ctx, imageReaders);
    },
  };
}

/** The built-in engine with the real barcode and OCR readers. */
export const localProvider: AiProvider = createLocalProvider();

/**
 * The provider for this configuration. Only `local` exists so far; an LLM provider
 * (AI_PROVIDER + AI_BASE_URL + AI_MODEL, with AI_VISION_MODEL for food photos; DESIGN.md) is a
 * later milestone, so other values fall back to the local engine with a warning rather than
 * failing.
 */
export function createAiProvider(config: { provider: string; visionModel?: string }, warn: (msg: string) => void): AiProvider {
  if (config.provider !== "local") warn(`AI_PROVIDER=${config.provider} is not supported yet; using the built-in local engine.`);
  return localProvider;
}
