import { describe, expect, it } from "vitest";
import { parseAmount, parseNumber, scaleIngredient, unitForAmount } from "./scale-ingredient";

describe("parseNumber", () => {
  it("reads decimals, fractions, mixed numbers and fraction glyphs", () => {
    expect(parseNumber("2")).toBe(2);
    expect(parseNumber("0.5")).toBe(0.5);
    expect(parseNumber("1,5")).toBe(1.5);
    expect(parseNumber("1/2")).toBe(0.5);
    expect(parseNumber("1 1/2")).toBe(1.5);
    expect(parseNumber("½")).toBe(0.5);
    expect(parseNumber("1½")).toBe(1.5);
    expect(parseNumber("2 ¾")).toBe(2.75);
  });
  it("refuses words and division by zero", () => {
    expect(parseNumber("a pinch")).toBeNull();
    expect(parseNumber("1/0")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });
});

describe("parseAmount", () => {
  it("reads ranges with a hyphen, dash or 'to'", () => {
    expect(parseAmount("2-3")).toEqual({ min: 2, max: 3 });
    expect(parseAmount("1 1/2 – 2")).toEqual({ min: 1.5, max: 2 });
    expect(parseAmount("2 to 3")).toEqual({ min: 2, max: 3 });
  });
  it("gives null for nothing or text", () => {
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount("some")).toBeNull();
  });
});

describe("unitForAmount", () => {
  it("makes unit words plural above one, leaves abbreviations alone", () => {
    expect(unitForAmount("cup", 3)).toBe("cups");
    expect(unitForAmount("cup", 1)).toBe("cup");
    expect(unitForAmount("pinch", 2)).toBe("pinches");
    expect(unitForAmount("tbsp", 2)).toBe("tbsp");
    expect(unitForAmount("g", 200)).toBe("g");
    expect(unitForAmount("cups", 2)).toBe("cups");
  });
});

describe("scaleIngredient", () => {
  it("doubles 1 1/2 cups for twice the servings into 3 cups", () => {
    expect(scaleIngredient("1 1/2", "cup", 4, 8)).toEqual({ qty: "3", unit: "cups" });
  });
  it("shows kitchen fractions, not long decimals", () => {
    expect(scaleIngredient("1 1/2", "cups", 4, 4)).toEqual({ qty: "1 ½", unit: "cups" });
    expect(scaleIngredient("1", "cup", 3, 2)).toEqual({ qty: "⅔", unit: "cup" });
    expect(scaleIngredient("1.4999", "cup", 2, 2).qty).toBe("1 ½");
  });
  it("scales both ends of a range", () => {
    expect(scaleIngredient("2-3", "tbsp", 4, 8)).toEqual({ qty: "4–6", unit: "tbsp" });
  });
  it("rounds metric amounts as decimals", () => {
    expect(scaleIngredient("250", "g", 4, 2)).toEqual({ qty: "125", unit: "g" });
    expect(scaleIngredient("375", "g", 4, 1).qty).toBe("94");
  });
  it("leaves text amounts and missing amounts unscaled", () => {
    expect(scaleIngredient("a pinch", null, 4, 8)).toEqual({ qty: "a pinch", unit: null });
    expect(scaleIngredient(null, null, 4, 8)).toEqual({ qty: null, unit: null });
  });
});
