import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import type { SafeFetchOptions, SafeFetchResponse } from "../../lib/safe-fetch";
import { createAiProvider, localProvider } from "../provider";
import { createLlmModels } from "./models";

/** A safeFetch stand-in that records each request and answers with `status` and an empty JSON error. */
function recorder(status = 500) {
  const calls: Array<{ url: string; opts: SafeFetchOptions }> = [];
  const send = async (url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResponse> => {
    calls.push({ url, opts });
    const body = Buffer.from(JSON.stringify({ error: { message: "stub" } }));
    return {
      status,
      ok: false,
      headers: { "content-type": "application/json" },
      url,
      body,
      text: () => body.toString(),
      json: () => JSON.parse(body.toString()),
      assertOk: () => {
        throw new Error("stub");
      },
    } as SafeFetchResponse;
  };
  return { calls, send };
}

async function firstRequest(provider: string, extra: { baseUrl?: string; apiKey?: string } = {}) {
  const { calls, send } = recorder();
  const models = createLlmModels({ provider, model: "m1", ...extra }, () => {}, send);
  await generateText({ model: models.text, prompt: "hi", maxRetries: 0 }).catch(() => {});
  return calls[0];
}

describe("LLM models per provider", () => {
  it.each([
    ["ollama", "http://127.0.0.1:11434/v1/chat/completions"],
    ["vllm", "http://127.0.0.1:8000/v1/chat/completions"],
    ["llamacpp", "http://127.0.0.1:8080/v1/chat/completions"],
    ["lmstudio", "http://127.0.0.1:1234/v1/chat/completions"],
    ["openai", "https://api.openai.com/v1/chat/completions"],
    ["openrouter", "https://openrouter.ai/api/v1/chat/completions"],
    ["anthropic", "https://api.anthropic.com/v1/messages"],
  ])("%s talks to its default address through the trusted safe-fetch door", async (provider, url) => {
    const call = await firstRequest(provider, { apiKey: "k" });
    expect(call.url).toBe(url);
    expect(call.opts.trusted).toBe(true);
    expect(call.opts.timeoutMs).toBeGreaterThan(0);
    expect(call.opts.maxBytes).toBeGreaterThan(0);
  });

  it("uses AI_BASE_URL when set and sends AI_API_KEY as a bearer token", async () => {
    const call = await firstRequest("openai-compatible", { baseUrl: "http://10.0.0.7:9000/v1/", apiKey: "secret-key" });
    expect(call.url).toBe("http://10.0.0.7:9000/v1/chat/completions");
    expect(call.opts.headers?.authorization ?? call.opts.headers?.Authorization).toBe("Bearer secret-key");
  });

  it("sends the Anthropic key in x-api-key", async () => {
    const call = await firstRequest("anthropic", { apiKey: "ant-key" });
    expect(call.opts.headers?.["x-api-key"]).toBe("ant-key");
  });

  it("warns that Anthropic cannot draw recipe images", () => {
    const warnings: string[] = [];
    const models = createLlmModels({ provider: "anthropic", model: "m", apiKey: "k", imageModel: "img" }, (m) => warnings.push(m));
    expect(models.image).toBeNull();
    expect(warnings.join()).toMatch(/AI_IMAGE_MODEL/);
  });
});

describe("createAiProvider", () => {
  it("returns the built-in engine for local", () => {
    expect(createAiProvider({ provider: "local" }, () => {})).toBe(localProvider);
  });

  it("returns the LLM provider named after the model for other providers", () => {
    const p = createAiProvider({ provider: "Ollama", model: "llama3.1:8b" }, () => {});
    expect(p.name).toBe("ollama:llama3.1:8b");
  });

  it("fails fast on an unknown provider or a missing model", () => {
    expect(() => createAiProvider({ provider: "gpt" }, () => {})).toThrow(/not a known provider/);
    expect(() => createAiProvider({ provider: "ollama" }, () => {})).toThrow(/AI_MODEL/);
    expect(() => createAiProvider({ provider: "openai-compatible", model: "x" }, () => {})).toThrow(/AI_BASE_URL/);
  });
});
