/**
 * The AI SDK provider (DESIGN.md "AI"): recipe ideas, receipt reading, food photos and recipe
 * images from the configured model, with zod-checked structured output. Each call has a deadline
 * and, on any error, timeout or invalid answer, the built-in engine answers instead (a warning
 * is logged), so the app behaves exactly as without a model when the model is down.
 */
import { generateImage, generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import type { ReceiptItem } from "../../../shared/schemas/receipts";
import { describeModelError, withDeadline } from "./deadline";
import { clipText } from "./idea-finish";
import { safeModelIdeas, topUpIdeas } from "./idea-selection";
import type { LlmModels } from "./models";
import { ideasAnswerSchema, photoAnswerSchema, receiptAnswerSchema } from "./output-schemas";
import { FOOD_PHOTO_SYSTEM, FOOD_PHOTO_USER, recipeIdeasPrompt, receiptPrompt, recipeImagePrompt } from "./prompts";
import type { AiProvider, RecipeIdeasResult } from "../../kernel/ports/ai-provider";

/**
 * Deadlines per call, ms. Ideas 30 s: six full recipes are ~3 000 output tokens, which a hosted
 * model writes in 10–20 s and a local 8B model on a GPU in about as long. Receipt and photo 20 s:
 * a few hundred tokens. Image 60 s: hosted image models take 10–30 s per picture.
 */
export interface LlmTimeouts {
  ideasMs: number;
  receiptMs: number;
  photoMs: number;
  imageMs: number;
}
export const DEFAULT_LLM_TIMEOUTS: LlmTimeouts = { ideasMs: 30_000, receiptMs: 20_000, photoMs: 20_000, imageMs: 60_000 };

/** Longest item name kept from a receipt line / a photo (characters). */
const RECEIPT_NAME_MAX = 120;
const PHOTO_NAME_MAX = 80;

/** Sampling temperature for ideas (some variety between regenerations); the readers use 0. */
const IDEAS_TEMPERATURE = 0.7;

export interface LlmProviderOptions {
  models: LlmModels;
  /** The built-in engine: the fallback, and the filler when model ideas are dropped. */
  local: AiProvider;
  warn: (msg: string) => void;
  timeouts?: Partial<LlmTimeouts>;
  /** Today's date for the prompt (tests fix it). */
  now?: () => Date;
}

/**
 * Sends the SDK's own warnings (unsupported settings and the like) to `warn`, each distinct text
 * once per process, instead of the SDK's console output. AI_SDK_LOG_WARNINGS is the SDK's
 * documented global hook.
 */
function routeSdkWarnings(warn: (msg: string) => void): void {
  const seen = new Set<string>();
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model }) => {
    for (const w of warnings) {
      const text = `AI SDK (${provider} / ${model}): ${JSON.stringify(w)}`;
      if (seen.has(text)) continue;
      seen.add(text);
      warn(text);
    }
  };
}

/** One structured call: system instructions, the data message, the answer checked by `schema`. */
async function askObject<T>(
  model: LanguageModel,
  schema: z.ZodType<T>,
  system: string,
  content: string | Array<{ type: "text"; text: string } | { type: "image"; image: Uint8Array }>,
  signal: AbortSignal,
  temperature: number,
  maxOutputTokens: number | undefined,
): Promise<T> {
  const result = await generateText({
    model,
    maxOutputTokens,
    system,
    messages: [{ role: "user", content }],
    output: Output.object({ schema }),
    abortSignal: signal,
    maxRetries: 0,
    temperature,
  });
  return schema.parse(result.output);
}

/**
 * The LLM provider. Input: the models (models.ts), the local provider, a warning sink and
 * optional deadlines. Output: an AiProvider whose every method resolves (never rejects for model
 * trouble): recipeIdeas → {ideas, engine, model?, localFill?}; parseReceipt → items;
 * recognizeFood → {items, method "vision"} or the local answer; recipeImage → bytes or null.
 */
export function createLlmProvider({ models, local, warn, timeouts = {}, now = () => new Date() }: LlmProviderOptions): AiProvider {
  const t: LlmTimeouts = { ...DEFAULT_LLM_TIMEOUTS, ...timeouts };
  const maxTokens = models.maxOutputTokens;
  routeSdkWarnings(warn);
  const fellBack = (what: string, err: unknown) =>
    warn(`AI ${what}: ${models.provider} model failed (${describeModelError(err)}); the built-in engine answered.`);

  return {
    name: `${models.provider}:${models.modelName}`,

    async recipeIdeas(req): Promise<RecipeIdeasResult> {
      const { system, user } = recipeIdeasPrompt(req, now());
      let drafts;
      try {
        drafts = (
          await withDeadline(t.ideasMs, (signal) =>
            askObject(models.text, ideasAnswerSchema, system, user, signal, IDEAS_TEMPERATURE, maxTokens?.ideas),
          )
        ).ideas;
      } catch (err) {
        fellBack("recipe ideas", err);
        return local.recipeIdeas(req);
      }
      return topUpIdeas(safeModelIdeas(drafts, req, warn), req, local, models.modelName);
    },

    async parseReceipt(ocrText): Promise<ReceiptItem[]> {
      if (ocrText.trim() === "") return local.parseReceipt(ocrText);
      const { system, user } = receiptPrompt(ocrText);
      try {
        const answer = await withDeadline(t.receiptMs, (signal) =>
          askObject(models.text, receiptAnswerSchema, system, user, signal, 0, maxTokens?.reader),
        );
        return answer.items
          .map((i) => ({ ...i, name: clipText(i.name, RECEIPT_NAME_MAX) }))
          .filter((i) => i.name !== "")
          .map((i) => ({
            name: i.name,
            qty: i.unit === "pieces" ? Math.max(1, Math.round(i.qty)) : i.qty,
            unit: i.unit,
            category: i.category,
            priceCents: i.price === null ? null : Math.round(i.price * 100),
          }));
      } catch (err) {
        fellBack("receipt", err);
        return local.parseReceipt(ocrText);
      }
    },

    async recognizeFood(req) {
      const vision = models.vision;
      if (!vision) return local.recognizeFood(req);
      try {
        const content = [
          { type: "text" as const, text: FOOD_PHOTO_USER },
          { type: "image" as const, image: new Uint8Array(req.image) },
        ];
        const answer = await withDeadline(t.photoMs, (signal) =>
          askObject(vision, photoAnswerSchema, FOOD_PHOTO_SYSTEM, content, signal, 0, maxTokens?.reader),
        );
        const items = answer.items.map((i) => ({ ...i, name: clipText(i.name, PHOTO_NAME_MAX) })).filter((i) => i.name !== "");
        if (items.length > 0) return { items, method: "vision" as const };
        // Nothing seen: the built-in reader may still find a barcode or label text.
      } catch (err) {
        fellBack("food photo", err);
      }
      return local.recognizeFood(req);
    },

    async recipeImage({ title, ingredients }) {
      const imageModel = models.image;
      if (!imageModel) return null;
      try {
        const result = await withDeadline(t.imageMs, (signal) =>
          generateImage({
            model: imageModel,
            prompt: recipeImagePrompt(title, ingredients),
            n: 1,
            size: "1024x1024",
            abortSignal: signal,
            maxRetries: 0,
          }),
        );
        return Buffer.from(result.image.uint8Array);
      } catch (err) {
        warn(`AI recipe image: ${models.provider} image model failed (${describeModelError(err)}); using the local illustration.`);
        return null;
      }
    },
  };
}
