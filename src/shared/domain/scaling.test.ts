import { describe, expect, it } from "vitest";
import { formatFraction, formatScaledQty, scaleQty } from "./scaling";

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

describe("formatFraction", () => {
  it.each([
    [1.5, "1 ½"],
    [0.75, "¾"],
    [0.25, "¼"],
    [1 / 3, "⅓"],
    [0.333, "⅓"],
    [2 / 3, "⅔"],
    [0.125, "⅛"],
    [2, "2"],
    [1.97, "2"],
    [2.04, "2"],
    [0.3, "⅓"],
    [0.1 + 0.2, "⅓"],
    [3.5, "3 ½"],
    [0, "0"],
    [0.05, "0.05"],
    [-1.5, "-1 ½"],
  ])("%d → %s", (n, text) => {
    expect(formatFraction(n)).toBe(text);
  });

  it("returns '' for non-numbers", () => {
    expect(formatFraction(Number.NaN)).toBe("");
  });

  it("shows scaled spoon amounts as kitchen fractions", () => {
    expect(formatFraction(scaleQty(1, 4, 6))).toBe("1 ½");
    expect(formatFraction(scaleQty(1, 3, 1))).toBe("⅓");
  });
});

describe("formatScaledQty", () => {
  it("uses decimals for metric weights and volumes and fractions otherwise", () => {
    expect(formatScaledQty(37.5, "g")).toBe("38");
    expect(formatScaledQty(7.25, "ml")).toBe("7.3");
    expect(formatScaledQty(1.25, "kg")).toBe("1.25");
    expect(formatScaledQty(1.5, "cups")).toBe("1 ½");
    expect(formatScaledQty(0.75, "tsp")).toBe("¾");
    expect(formatScaledQty(2, "pieces")).toBe("2");
  });
});
