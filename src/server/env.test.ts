import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 5000, host: "127.0.0.1", publicUrl: "http://localhost:5000", databaseUrl: undefined, smtpUrl: undefined });
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
});
