import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import type { MealType } from "../../../shared/schemas/common";
import type { RecognizeFoodResult } from "../../../shared/schemas/food-photo";
import type { LookedUpProduct } from "../../../shared/schemas/products";
import type { ReceiptItem } from "../../../shared/schemas/receipts";
import type { UserSettings } from "../../../shared/schemas/user-settings";

/**
 * What the app asks of "AI", and the shapes it asks in. Implementations: the built-in local engine
 * (src/server/ai/local) and the AI SDK provider (src/server/ai/llm), chosen by ai/provider.ts.
 */

/** A pantry item handed to the engines: qty in `unit`; `expiresOn` as YYYY-MM-DD (or ISO) when known. */
export interface PantryInput {
  name: string;
  qty: number;
  unit: string;
  /** SPEC §3 pantry category ("" when unknown: the engine matches foods by name). */
  category: string;
  expiresOn?: string | null;
}

/** Likes and dislikes sent with a request (titles or food ids). */
export interface IdeaFeedback {
  liked: string[];
  disliked: string[];
}

/** What the food recogniser may use from the app. */
export interface FoodPhotoContext {
  /** Looks a product barcode up for the caller's household (as POST /api/products/lookup does). */
  lookupBarcode(barcode: string): Promise<LookedUpProduct | null>;
  /** Told about reader failures (they are not fatal: the next method is tried). */
  onError?: (err: unknown, stage: "barcode" | "ocr") => void;
}

/**
 * One idea as remembered for variety (issue 22 item 8): `key` is the engine's dish identity
 * (local engine: "family-id/main-food-id"; model ideas: the normalised title), `title` as shown.
 */
export interface ShownDish {
  key: string;
  title: string;
}

export interface RecipeIdeaRequest {
  pantry: PantryInput[];
  settings: UserSettings;
  /** 0 for the first set; each regenerate sends a new number for a different set. */
  variant: number;
  mealType?: MealType;
  /** The household's likes and dislikes (recipe titles), used in ranking only (local/feedback.ts). */
  feedback?: IdeaFeedback;
  /**
   * The sets shown to the household before, most recent first (at most 9): their dishes move down
   * or out so regenerating brings new ones (local/variety.ts). Absent on a first "Generate".
   */
  recentSets?: ShownDish[][];
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
  /** The dish identity (ShownDish.key) of each idea, in the same order; absent → the normalised titles. */
  dishKeys?: string[];
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
