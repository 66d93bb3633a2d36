import { describe, expect, it } from "vitest";
import { servingsOf, SERVINGS_ONLY } from "./recipe-yield";

describe("servingsOf", () => {
  it("reads servings from the first number of a yield", () => {
    expect(servingsOf("4-6 servings")).toBe(4);
    expect(servingsOf("Makes 12 muffins")).toBe(12);
    expect(servingsOf("2,5 Portionen")).toBe(3);
    expect(servingsOf(3)).toBe(3);
  });

  it("gives null for a yield without a count, zero, or not a yield at all", () => {
    expect(servingsOf("a crowd")).toBeNull();
    expect(servingsOf("0 servings")).toBeNull();
    expect(servingsOf(null)).toBeNull();
    expect(servingsOf({ value: 4 })).toBeNull();
  });

  it("caps absurd counts", () => {
    expect(servingsOf(1e9)).toBe(10_000);
  });
});

describe("SERVINGS_ONLY", () => {
  it("matches a line that is only a serving count, in several languages", () => {
    expect(SERVINGS_ONLY.test("4 servings")).toBe(true);
    expect(SERVINGS_ONLY.test("2-3 portioner")).toBe(true);
    expect(SERVINGS_ONLY.test("4 főre")).toBe(true);
    expect(SERVINGS_ONLY.test("6 personnes")).toBe(true);
    expect(SERVINGS_ONLY.test("4 servings of rice")).toBe(false);
    expect(SERVINGS_ONLY.test("2 cups flour")).toBe(false);
  });
});
