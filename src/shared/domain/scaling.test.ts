import { describe, expect, it } from "vitest";
import { scaleQty } from "./scaling";

describe("scaleQty", () => {
  it("scales by wanted servings over recipe servings", () => {
    expect(scaleQty(200, 4, 2)).toBe(100);
    expect(scaleQty(1, 4, 6)).toBe(1.5);
    expect(scaleQty(3, 2, 2)).toBe(3);
  });

  it("leaves the quantity alone when servings are not usable", () => {
    expect(scaleQty(5, 0, 2)).toBe(5);
    expect(scaleQty(5, 4, -1)).toBe(5);
    expect(scaleQty(5, Number.NaN, 2)).toBe(5);
  });
});
