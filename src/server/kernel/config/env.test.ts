import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:5000",
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(c.ai.provider).toBe("local");
    expect(Object.isFrozen(c)).toBe(true);
  });

  it("fails fast listing every bad variable", () => {
    expect(() => loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", SMTP_URL: "nope", PUBLIC_URL: "ftp://x" })).toThrowError(
      /PORT[\s\S]*PUBLIC_URL[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://pantry.example/" }).publicUrl).toBe("https://pantry.example");
  });

  it("accepts the LLM providers with what each needs", () => {
    expect(loadConfig({ AI_PROVIDER: "ollama", AI_MODEL: "llama3.1:8b" }).ai).toMatchObject({ provider: "ollama", model: "llama3.1:8b" });
    expect(loadConfig({ AI_PROVIDER: "Llama.cpp", AI_MODEL: "qwen" }).ai.provider).toBe("llamacpp");
    expect(loadConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://10.0.0.5:8000/v1", AI_MODEL: "m" }).ai.baseUrl).toBe(
      "http://10.0.0.5:8000/v1",
    );
    expect(loadConfig({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-x", AI_API_KEY: "k" }).ai.provider).toBe("anthropic");
  });

  it("fails fast when an LLM provider lacks its model, address or key", () => {
    expect(() => loadConfig({ AI_PROVIDER: "ollama" })).toThrowError(/AI_MODEL: required when AI_PROVIDER=ollama/);
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrowError(/AI_BASE_URL: required/);
    expect(() => loadConfig({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" })).toThrowError(
      /AI_API_KEY: required when AI_PROVIDER=openai/,
    );
    expect(() => loadConfig({ AI_PROVIDER: "skynet" })).toThrowError(/AI_PROVIDER: unknown provider "skynet"/);
  });

  it("lists AI problems together with the other bad variables", () => {
    expect(() => loadConfig({ PORT: "x", AI_PROVIDER: "vllm" })).toThrowError(/PORT[\s\S]*AI_MODEL/);
  });

  it("keeps FETCH_ALLOW_PRIVATE beside the AI settings", () => {
    const c = loadConfig({ AI_PROVIDER: "lmstudio", AI_MODEL: "m", FETCH_ALLOW_PRIVATE: "192.168.1.20:8080" });
    expect(c.fetchAllowPrivate).toEqual([{ address: "192.168.1.20", port: 8080 }]);
  });
});
