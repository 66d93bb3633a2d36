import { describe, expect, it } from "vitest";
import { openingQuantity, parseNumber, parseQtyRange, plusAmount, readAmountText } from "./amount-read";

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

describe("parseQtyRange", () => {
  it("reads ranges with a hyphen, dash or 'to'", () => {
    expect(parseQtyRange("2-3")).toEqual({ min: 2, max: 3 });
    expect(parseQtyRange("1 1/2 – 2")).toEqual({ min: 1.5, max: 2 });
    expect(parseQtyRange("2 to 3")).toEqual({ min: 2, max: 3 });
  });

  it("gives null for nothing or text", () => {
    expect(parseQtyRange(null)).toBeNull();
    expect(parseQtyRange("some")).toBeNull();
  });
});

describe("readAmountText", () => {
  it("reads a quantity and a unit as AI ideas write them", () => {
    expect(readAmountText("1½ pieces")).toEqual({ qty: 1.5, qtyMax: null, unit: "pieces", rest: "" });
    expect(readAmountText("2-3 cloves")).toEqual({ qty: 2, qtyMax: 3, unit: "cloves", rest: "" });
    expect(readAmountText("240 g")).toEqual({ qty: 240, qtyMax: null, unit: "g", rest: "" });
    expect(readAmountText("200g")).toEqual({ qty: 200, qtyMax: null, unit: "g", rest: "" });
    expect(readAmountText("1 1/2 Tbsp.")).toEqual({ qty: 1.5, qtyMax: null, unit: "Tbsp", rest: "" });
    expect(readAmountText("4 fl oz")).toEqual({ qty: 4, qtyMax: null, unit: "fl oz", rest: "" });
    expect(readAmountText("3")).toEqual({ qty: 3, qtyMax: null, unit: null, rest: "" });
  });

  it("reads 'a' and 'an' as one before a unit", () => {
    expect(readAmountText("a pinch")).toEqual({ qty: 1, qtyMax: null, unit: "pinch", rest: "" });
    expect(readAmountText("a few")).toBeNull();
    expect(readAmountText("an egg")).toBeNull();
  });

  it("keeps words that are not a unit, and refuses text without a quantity", () => {
    expect(readAmountText("1 large")).toEqual({ qty: 1, qtyMax: null, unit: null, rest: "large" });
    expect(readAmountText("1 (14 oz) can")).toEqual({ qty: 1, qtyMax: null, unit: null, rest: "(14 oz) can" });
    expect(readAmountText("to taste")).toBeNull();
    expect(readAmountText("")).toBeNull();
  });
});

describe("plusAmount", () => {
  it("reads the second amount a note opens with, and what follows it", () => {
    expect(plusAmount("plus 2 tablespoons")).toEqual({ qty: 2, unit: "tablespoons", rest: null });
    expect(plusAmount("plus 1 heaping teaspoon")).toEqual({ qty: 1, unit: "teaspoon", rest: null });
    expect(plusAmount("plus 2 Tbsp., divided, plus more as needed")).toEqual({ qty: 2, unit: "Tbsp", rest: "divided, plus more as needed" });
  });

  it("is null for more of the food without an amount, or another food", () => {
    expect(plusAmount("plus more for dusting")).toBeNull();
    expect(plusAmount("plus 1 egg yolk")).toBeNull();
    expect(plusAmount("finely chopped")).toBeNull();
    expect(plusAmount(null)).toBeNull();
  });
});

describe("openingQuantity", () => {
  it("reads the number or range a line opens with, as written", () => {
    expect(openingQuantity("2 - 2 1/2 dl Sahne")).toEqual({ text: "2 - 2 1/2", range: { min: 2, max: 2.5 } });
    expect(openingQuantity("0,5 Bund Petersilie")).toEqual({ text: "0,5", range: { min: 0.5, max: null } });
    expect(openingQuantity("225g butter")).toEqual({ text: "225", range: { min: 225, max: null } });
    expect(openingQuantity("1 ½ cups flour")?.range).toEqual({ min: 1.5, max: null });
  });

  it("is null when the line opens with words or a size", () => {
    expect(openingQuantity("Juice of 1 lemon")).toBeNull();
    expect(openingQuantity("a pinch of salt")).toBeNull();
    expect(openingQuantity("1/2-inch piece ginger")).toBeNull();
  });
});

