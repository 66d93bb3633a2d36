import { describe, expect, it } from "vitest";
import { readQuantity } from "./quantity";
import { tokenize } from "./tokenize";
import { canonicalUnit } from "./unit-table";

const qty = (text: string) => readQuantity(tokenize(text), 0);

describe("canonicalUnit", () => {
  it("maps spellings, plurals and abbreviations to one singular unit", () => {
    const cases: Array<[string, string]> = [
      ["Tbs.", "tablespoon"], ["tablespoons", "tablespoon"], ["tsp", "teaspoon"], ["grams", "g"],
      ["Kilos", "kg"], ["millilitres", "ml"], ["fl. oz", "fluid ounce"], ["lbs", "pound"],
      ["ounces", "ounce"], ["cloves", "clove"], ["bunches", "bunch"], ["tins", "can"], ["packets", "package"],
    ];
    for (const [spelling, unit] of cases) expect(canonicalUnit(spelling), spelling).toBe(unit);
  });

  it("reads T and t by case and knows no made-up units", () => {
    expect(canonicalUnit("T")).toBe("tablespoon");
    expect(canonicalUnit("t")).toBe("teaspoon");
    expect(canonicalUnit("spoonful of sugar")).toBeNull();
    expect(canonicalUnit("")).toBeNull();
  });
});

describe("readQuantity", () => {
  it("reads numbers, fractions, number words, dozens and ranges", () => {
    expect(qty("1 1/2 cups")).toMatchObject({ qty: 1.5, qtyMax: null });
    expect(qty("1½ cups")).toMatchObject({ qty: 1.5, qtyMax: null });
    expect(qty("two eggs")).toMatchObject({ qty: 2, qtyMax: null });
    expect(qty("2 dozen clams")).toMatchObject({ qty: 24, qtyMax: null });
    expect(qty("4 to 6 chops")).toMatchObject({ qty: 4, qtyMax: 6 });
    expect(qty("5- to 6-pound duck")).toMatchObject({ qty: 5, qtyMax: 6 });
  });

  it("does not read a falling pair as a range, nor words as numbers", () => {
    expect(qty("2-1 mix")).toMatchObject({ qty: 2, qtyMax: null });
    expect(qty("some salt")).toBeNull();
    expect(qty("1/0 cup")).toBeNull();
  });
});
