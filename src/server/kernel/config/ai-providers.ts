/**
 * The AI_PROVIDER values the server understands (DESIGN.md "Configuration") and what each needs.
 *
 * Every value except `local` and `anthropic` talks the OpenAI chat-completions protocol through
 * @ai-sdk/openai-compatible; the named ones only differ in their default AI_BASE_URL, taken from
 * each server's own documentation of its OpenAI-compatible endpoint:
 *  - openai      https://api.openai.com/v1
 *  - openrouter  https://openrouter.ai/api/v1
 *  - ollama      http://127.0.0.1:11434/v1   (`ollama serve`, port 11434)
 *  - vllm        http://127.0.0.1:8000/v1    (`vllm serve`, port 8000)
 *  - llamacpp    http://127.0.0.1:8080/v1    (`llama-server`, port 8080)
 *  - lmstudio    http://127.0.0.1:1234/v1    (LM Studio's local server, port 1234)
 *  - anthropic   https://api.anthropic.com/v1 (@ai-sdk/anthropic's default)
 * `openai-compatible` is any other such server and has no default: AI_BASE_URL is required.
 */

/** How a provider name is served. */
export interface ProviderSpec {
  /** The SDK package that speaks to it. */
  protocol: "openai-compatible" | "anthropic";
  /** AI_BASE_URL when none is set; undefined means AI_BASE_URL is required. */
  defaultBaseUrl?: string;
  /** True for hosted services that refuse requests without AI_API_KEY. */
  needsApiKey: boolean;
  /** Shown in logs and (via the model id) in the UI; also the SDK's provider name. */
  label: string;
}

/** Known AI_PROVIDER values (lower-case) other than `local`. */
export const LLM_PROVIDERS: Readonly<Record<string, ProviderSpec>> = {
  "openai-compatible": { protocol: "openai-compatible", needsApiKey: false, label: "OpenAI-compatible server" },
  openai: { protocol: "openai-compatible", defaultBaseUrl: "https://api.openai.com/v1", needsApiKey: true, label: "OpenAI" },
  openrouter: { protocol: "openai-compatible", defaultBaseUrl: "https://openrouter.ai/api/v1", needsApiKey: true, label: "OpenRouter" },
  ollama: { protocol: "openai-compatible", defaultBaseUrl: "http://127.0.0.1:11434/v1", needsApiKey: false, label: "Ollama" },
  vllm: { protocol: "openai-compatible", defaultBaseUrl: "http://127.0.0.1:8000/v1", needsApiKey: false, label: "vLLM" },
  llamacpp: { protocol: "openai-compatible", defaultBaseUrl: "http://127.0.0.1:8080/v1", needsApiKey: false, label: "llama.cpp server" },
  lmstudio: { protocol: "openai-compatible", defaultBaseUrl: "http://127.0.0.1:1234/v1", needsApiKey: false, label: "LM Studio" },
  anthropic: { protocol: "anthropic", defaultBaseUrl: "https://api.anthropic.com/v1", needsApiKey: true, label: "Anthropic" },
};

/** Spellings people use for the same servers, mapped to the canonical name. */
const ALIASES: Readonly<Record<string, string>> = {
  "llama.cpp": "llamacpp",
  "llama-cpp": "llamacpp",
  "lm-studio": "lmstudio",
  openai_compatible: "openai-compatible",
  compatible: "openai-compatible",
};

/**
 * The canonical provider name for an AI_PROVIDER value (trimmed, case-insensitive, aliases
 * folded): "local", a key of LLM_PROVIDERS, or null when unknown. Example: "Llama.cpp" → "llamacpp".
 */
export function canonicalProvider(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === "local") return "local";
  const name = ALIASES[v] ?? v;
  return name in LLM_PROVIDERS ? name : null;
}

/** Every accepted AI_PROVIDER value, for error messages. */
export const PROVIDER_CHOICES: readonly string[] = ["local", ...Object.keys(LLM_PROVIDERS)];
