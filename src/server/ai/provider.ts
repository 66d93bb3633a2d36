import type { AiRecipeIdea } from "../../shared/schemas/ai";
import type { MealType } from "../../shared/schemas/common";
import type { RecognizeFoodResult } from "../../shared/schemas/food-photo";
import type { ReceiptItem } from "../../shared/schemas/receipts";
import type { UserSettings } from "../../shared/schemas/user-settings";
import { DEFAULT_IMAGE_READERS, recognizeFoodLocally, type FoodPhotoContext, type ImageReaders } from "./local/food-photo/recognize-food";
import { parseReceiptText } from "./local/receipt/parse-receipt";
import type { IdeaFeedback } from "./local/feedback";
import { generateRecipeIdeas, type PantryInput } from "./local/recipe-ideas";
import { createLlmProvider } from "./llm/llm-provider";
import { createLlmModels } from "./llm/models";
import { canonicalProvider } from "./llm/provider-names";
import type { AiConfig } from "../env";

export interface RecipeIdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  /** 0 for the first set; each regenerate sends a new number for a different set. */
  variant: number;
  mealType?: MealType;
  /** The household's likes and dislikes (recipe titles), used in ranking only (local/feedback.ts). */
  feedback?: IdeaFeedback;
}

/** A food photo to recognise, with what the recogniser may use from the app. */
export interface FoodPhotoRequest extends FoodPhotoContext {
  /** An encoded image file (JPEG, PNG, WebP, GIF, AVIF/HEIF), at most 10 MB, checked to be an image. */
  image: Buffer;
}

/** Which engine wrote a set of recipe ideas (shown under the ideas). */
export type IdeaEngine = "local" | "llm";

/**
 * Recipe ideas and who wrote them: `engine` "llm" when at least one idea is the model's, with
 * `model` its AI_MODEL name and `localFill` how many ideas the built-in engine added (model ideas
 * dropped for the household's diet are replaced); "local" when all are the built-in engine's.
 */
export interface RecipeIdeasResult {
  ideas: AiRecipeIdea[];
  engine: IdeaEngine;
  model?: string;
  localFill?: number;
}

/** A recipe to picture: its title and ingredient names. */
export interface RecipeImageRequest {
  title: string;
  ingredients: string[];
}

/** What the app asks of "AI". The built-in local engine answers everything offline. */
export interface AiProvider {
  readonly name: string;
  recipeIdeas(req: RecipeIdeaRequest): Promise<RecipeIdeasResult>;
  /** OCR text of a shop receipt → its item lines (possibly none). */
  parseReceipt(ocrText: string): Promise<ReceiptItem[]>;
  /** A food photo → the foods in it and how they were found (method "none" when nothing was). */
  recognizeFood(req: FoodPhotoRequest): Promise<RecognizeFoodResult>;
  /**
   * An image of the recipe from the image model (AI_IMAGE_MODEL) as encoded bytes (PNG/JPEG/WebP),
   * or null when no image model is configured or it failed; callers then draw the local
   * illustration. Optional: the local engine has none.
   */
  recipeImage?(req: RecipeImageRequest): Promise<Buffer | null>;
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
      return { ideas: generateRecipeIdeas({ ...req, count: 6 }), engine: "local" };
    },
    async parseReceipt(ocrText) {
      return parseReceiptText(ocrText);
    },
    async recognizeFood({ image, ...ctx }) {
      return recognizeFoodLocally(image, ctx, imageReaders);
    },
    async recipeImage() {
      return null;
    },
  };
}

/** The built-in engine with the real barcode and OCR readers. */
export const localProvider: AiProvider = createLocalProvider();

/**
 * The provider for this configuration: `local` (default) → the built-in engine; any LLM provider
 * name (src/server/ai/llm/provider-names.ts: openai-compatible, openai, ollama, vllm, llamacpp,
 * lmstudio, openrouter, anthropic) → the AI SDK provider, which falls back to the built-in engine
 * call by call. `warn` hears the choice and later fallbacks.
 * @throws Error for an unknown provider or a missing AI_MODEL / AI_BASE_URL (env.ts checks
 *   these at start already, so a running server never meets them).
 */
export function createAiProvider(config: AiConfig, warn: (msg: string) => void): AiProvider {
  const name = canonicalProvider(config.provider);
  if (name === "local") return localProvider;
  if (name === null) throw new Error(`AI_PROVIDER=${config.provider} is not a known provider`);
  const models = createLlmModels(config, warn);
  warn(
    `AI: using ${name} model ${models.modelName}` +
      `${models.vision ? `, vision model ${config.visionModel}` : " (no AI_VISION_MODEL: food photos use the built-in reader)"}` +
      `${models.image ? `, image model ${config.imageModel}` : ""}; the built-in engine answers whenever a model call fails.`,
  );
  return createLlmProvider({ models, local: localProvider, warn });
}
