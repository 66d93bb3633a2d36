import { describe, expect, it } from "vitest";
import { importFailureText } from "./import-recipe-from-url";

const DEFAULT = "Unable to process the URL. Please check the link and try again.";

describe("importFailureText", () => {
  it("shows the server's reason for a refused link", () => {
    expect(importFailureText(new Error(`400: ${JSON.stringify({ error: "No recipe found on that page" })}`))).toBe(
      "No recipe found on that page",
    );
  });
  it("falls back to the SPEC default for server faults and unreadable answers", () => {
    expect(importFailureText(new Error("500: Internal Server Error"))).toBe(DEFAULT);
    expect(importFailureText(new Error("502: "))).toBe(DEFAULT);
  });
  it("says so when the server cannot be reached", () => {
    expect(importFailureText(new TypeError("Failed to fetch"))).toBe("Network error. Please try again.");
  });
});
