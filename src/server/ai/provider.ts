import { DEFAULT_IMAGE_READERS, recognizeFoodLocally, type ImageReaders } from "./local/food-photo/recognize-food";
import { parseReceiptText } from "./local/receipt/parse-receipt";
import { generateRankedIdeas } from "./local/recipe-ideas";
import { createLlmProvider } from "./llm/llm-provider";
import { createLlmModels } from "./llm/models";
import { canonicalProvider } from "../kernel/config/ai-providers";
import type { AiConfig } from "../kernel/config/env";
import type { AiProvider } from "../kernel/ports/ai-provider";

/**
 * The built-in engine (src/server/ai/local): no network, deterministic. `readers` replaces the
 * barcode and OCR readers of the food recogniser (tests inject fakes).
 */
export function createLocalProvider(readers: Partial<ImageReaders> = {}): AiProvider {
  const imageReaders: ImageReaders = { ...DEFAULT_IMAGE_READERS, ...readers };
  return {
    name: "local",
    async recipeIdeas(req) {
      const ranked = generateRankedIdeas({ ...req, count: 6, recent: req.recentSets });
      return { ideas: ranked.map((r) => r.idea), dishKeys: ranked.map((r) => r.dishKey), engine: "local" };
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
 * name (src/server/kernel/config/ai-providers.ts: openai-compatible, openai, ollama, vllm, llamacpp,
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
