/**
 * The AI SDK models for a configuration: the text model (AI_MODEL), the vision model
 * (AI_VISION_MODEL) and the image model (AI_IMAGE_MODEL), each talking through the safe-fetch
 * adapter. Names and default addresses: kernel/config/ai-providers.ts.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { ImageModel, LanguageModel } from "ai";
import type { AiConfig } from "../../kernel/config/env";
import { canonicalProvider, LLM_PROVIDERS } from "../../kernel/config/ai-providers";
import { createModelFetch, type SafeFetchLike } from "./safe-fetch-adapter";

/**
 * Largest model answer accepted, bytes: 5 MB for text (six recipe ideas are ~20 kB), 25 MB for a
 * generated image (a 1024×1024 PNG as base64 is 2–4 MB).
 */
export const MAX_TEXT_ANSWER_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_ANSWER_BYTES = 25 * 1024 * 1024;
/** Outer bound of one HTTP request, ms; each call's own timeout (llm-provider.ts) is shorter. */
const REQUEST_CEILING_MS = 120_000;

/** The models one configuration provides; `vision` and `image` are null when not configured. */
export interface LlmModels {
  /** Canonical provider name ("openai", "ollama", …). */
  provider: string;
  /** AI_MODEL, shown to users as the engine that wrote the ideas. */
  modelName: string;
  text: LanguageModel;
  vision: LanguageModel | null;
  image: ImageModel | null;
  /**
   * Output-token caps to send, or undefined to leave the server's default. Only Anthropic needs
   * one (its API requires max_tokens; the SDK's 4 096 for unknown model ids can cut six recipes
   * short); an OpenAI-compatible server's own default avoids overrunning a small local context.
   */
  maxOutputTokens?: { ideas: number; reader: number };
}

/** Anthropic caps: six full recipes are ~3 000–5 000 tokens; a receipt or photo answer far less. */
const ANTHROPIC_MAX_TOKENS = { ideas: 8192, reader: 4096 };

/**
 * Builds the models for `config` (a provider other than `local`; env.ts has checked the
 * required variables). `send` replaces safeFetch (tests). `warn` hears about settings that
 * cannot be honoured (an image model with Anthropic, which has no image API).
 * @throws Error when the provider is unknown or AI_MODEL / a needed AI_BASE_URL is missing.
 */
export function createLlmModels(config: AiConfig, warn: (msg: string) => void, send?: SafeFetchLike): LlmModels {
  const provider = canonicalProvider(config.provider);
  if (!provider || provider === "local") throw new Error(`AI_PROVIDER=${config.provider} is not an LLM provider`);
  const spec = LLM_PROVIDERS[provider];
  const baseURL = (config.baseUrl ?? spec.defaultBaseUrl)?.replace(/\/+$/, "");
  if (!baseURL) throw new Error(`AI_BASE_URL is required for AI_PROVIDER=${provider}`);
  const modelName = config.model?.trim();
  if (!modelName) throw new Error(`AI_MODEL is required for AI_PROVIDER=${provider}`);
  const textFetch = createModelFetch({ timeoutMs: REQUEST_CEILING_MS, maxBytes: MAX_TEXT_ANSWER_BYTES }, send);
  const imageFetch = createModelFetch({ timeoutMs: REQUEST_CEILING_MS, maxBytes: MAX_IMAGE_ANSWER_BYTES }, send);
  const visionName = config.visionModel?.trim() || null;
  const imageName = config.imageModel?.trim() || null;

  if (spec.protocol === "anthropic") {
    const anthropic = createAnthropic({ baseURL, apiKey: config.apiKey, fetch: textFetch });
    if (imageName)
      warn(`AI_IMAGE_MODEL=${imageName} is ignored: Anthropic has no image generation; recipe images stay local illustrations.`);
    return {
      provider,
      modelName,
      text: anthropic(modelName),
      vision: visionName ? anthropic(visionName) : null,
      image: null,
      maxOutputTokens: ANTHROPIC_MAX_TOKENS,
    };
  }
  const common = { name: provider, baseURL, apiKey: config.apiKey || undefined, supportsStructuredOutputs: true };
  const textProvider = createOpenAICompatible({ ...common, fetch: textFetch });
  const imageProvider = createOpenAICompatible({ ...common, fetch: imageFetch });
  return {
    provider,
    modelName,
    text: textProvider.chatModel(modelName),
    vision: visionName ? textProvider.chatModel(visionName) : null,
    image: imageName ? imageProvider.imageModel(imageName) : null,
  };
}
