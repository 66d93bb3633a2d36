import { describe, expect, it } from "vitest";
import { amountText, fractionText, shortUnitWord, unitWord } from "./amount-words";
import { amountKind, kitchenAmount } from "./kitchen-rounding";

describe("fractionText", () => {
  it.each([
    [1.5, "1½"],
    [0.75, "¾"],
    [1 / 3, "⅓"],
    [2 + 2 / 3, "2⅔"],
    [0.125, "⅛"],
    [3, "3"],
    [0, "0"],
    [1.3, "1.3"],
    [0.05, "0.05"],
  ])("%d → %s", (n, text) => expect(fractionText(n)).toBe(text));

  it("gives '' for non-numbers", () => expect(fractionText(Number.NaN)).toBe(""));
});

describe("kitchenAmount", () => {
  it("never leaves an amount no spoon measures: ⅞ tablespoon becomes 2¾ teaspoons", () => {
    expect(kitchenAmount(0.875, "tablespoon")).toEqual({ qty: 2.75, unit: "teaspoon" });
    expect(kitchenAmount(0.875, "tbsp")).toEqual({ qty: 2.75, unit: "tsp" });
    expect(kitchenAmount(0.25, "tbsp")).toEqual({ qty: 0.75, unit: "tsp" });
    expect(kitchenAmount(0.8, "tbsp")).toEqual({ qty: 2.5, unit: "tsp" });
  });

  it("keeps the written unit when a quarter step is within 10 %", () => {
    expect(kitchenAmount(1.1, "tbsp")).toEqual({ qty: 1, unit: "tbsp" });
    expect(kitchenAmount(0.5, "tbsp")).toEqual({ qty: 0.5, unit: "tbsp" });
    expect(kitchenAmount(6, "tsp")).toEqual({ qty: 6, unit: "tsp" });
    expect(kitchenAmount(10, "tablespoons")).toEqual({ qty: 10, unit: "tablespoons" });
    expect(kitchenAmount(0.1, "tsp")).toEqual({ qty: 0.125, unit: "tsp" });
  });

  it("measures cups in quarters and thirds, small cups in tablespoons (1 cup = 16 tbsp)", () => {
    expect(kitchenAmount(0.7, "cup")).toEqual({ qty: 2 / 3, unit: "cup" });
    expect(kitchenAmount(1.3, "cups")).toEqual({ qty: 4 / 3, unit: "cups" });
    expect(kitchenAmount(0.125, "cup")).toEqual({ qty: 2, unit: "tablespoon" });
    expect(kitchenAmount(0.375, "cup")).toEqual({ qty: 6, unit: "tablespoon" });
    expect(kitchenAmount(0.875, "cup")).toEqual({ qty: 1, unit: "cup" });
  });

  it("counts things in quarters below 1, halves below 2, whole from 2", () => {
    expect(kitchenAmount(0.3, null).qty).toBe(0.25);
    expect(kitchenAmount(0.75, "brick").qty).toBe(0.75);
    expect(kitchenAmount(0.7, null).qty).toBe(0.75);
    expect(kitchenAmount(0.9, null).qty).toBe(1);
    expect(kitchenAmount(0.6, "pieces").qty).toBe(0.5);
    expect(kitchenAmount(1.4, null).qty).toBe(1.5);
    expect(kitchenAmount(1.8, "clove").qty).toBe(2);
    expect(kitchenAmount(2.5, "pieces").qty).toBe(3);
    expect(kitchenAmount(2.4, "cans").qty).toBe(2);
  });

  it("rounds metric amounts as a scale shows them, other measures to quarters", () => {
    expect(kitchenAmount(437.4, "g").qty).toBe(437);
    expect(kitchenAmount(7.25, "ml").qty).toBe(7.3);
    expect(kitchenAmount(1.256, "kg").qty).toBe(1.26);
    expect(kitchenAmount(1.4, "lb").qty).toBe(1.5);
    expect(kitchenAmount(12.4, "oz").qty).toBe(12);
    expect(kitchenAmount(0.3, "pinch").qty).toBe(1);
    expect(kitchenAmount(0, "g").qty).toBe(0);
  });
});

describe("unitWord", () => {
  it("agrees unit words with the number, singular up to 1 in kitchen text", () => {
    expect(unitWord("cup", 3)).toBe("cups");
    expect(unitWord("cups", 1)).toBe("cup");
    expect(unitWord("cups", 0.5)).toBe("cup");
    expect(unitWord("clove", 2)).toBe("cloves");
    expect(unitWord("pinch", 2)).toBe("pinches");
    expect(unitWord("leaf", 2)).toBe("leaves");
    expect(unitWord("tablespoons", 1)).toBe("tablespoon");
    expect(unitWord("fluid ounce", 2)).toBe("fluid ounces");
    expect(unitWord("Cups", 1)).toBe("Cup");
  });

  it("says every spelling of pieces as piece(s), and only exactly 1 is singular in stock text", () => {
    expect(unitWord("pieces", 1)).toBe("piece");
    expect(unitWord("ea", 3)).toBe("pieces");
    expect(unitWord("pcs", 1, true)).toBe("piece");
    expect(unitWord("cups", 0.5, true)).toBe("cups");
    expect(unitWord("cups", 1, true)).toBe("cup");
  });

  it("leaves symbols and abbreviations alone", () => {
    expect(unitWord("g", 200)).toBe("g");
    expect(unitWord("tbsp", 2)).toBe("tbsp");
    expect(unitWord("tbsps", 2)).toBe("tbsp");
    expect(unitWord("fl oz", 4)).toBe("fl oz");
    expect(unitWord("lbs", 1)).toBe("lb");
    expect(unitWord("lbs", 2)).toBe("lbs");
  });
});

describe("amountKind", () => {
  it.each([
    [null, "piece"],
    ["whole", "piece"],
    ["tablespoon", "spoon"],
    ["cups", "spoon"],
    ["g", "metric"],
    ["kg", "metric-large"],
    ["clove", "count"],
    ["cans", "count"],
    ["pinch", "vague"],
    ["ounce", "other"],
    ["pints", "other"],
  ])("%s → %s", (unit, kind) => expect(amountKind(unit)).toBe(kind));
});

describe("amountText", () => {
  it("says an amount on its own, for layouts that show the name apart", () => {
    expect(amountText({ qty: 250, unit: "g" })).toBe("250 g");
    expect(amountText({ qty: 1.5, unit: "cups" })).toBe("1½ cups");
    expect(amountText({ qty: 1, unit: "pieces" })).toBe("1 piece");
    expect(amountText({ qty: 8, unit: "pieces" })).toBe("8 pieces");
    expect(amountText({ qty: 1.25, unit: "kg" })).toBe("1.25 kg");
    expect(amountText({ qty: 1, unit: "pinch" })).toBe("a pinch");
    expect(amountText({ qty: null, unit: null })).toBe("");
    expect(amountText({ qty: 3, unit: null })).toBe("3");
  });

  it("rounds both ends of a range in one unit and says the unit once", () => {
    expect(amountText({ qty: 2, qtyMax: 3, unit: "clove" })).toBe("2–3 cloves");
    expect(amountText({ qty: 0.5, qtyMax: 1, unit: "cup" })).toBe("½–1 cup");
    expect(amountText({ qty: 1.9, qtyMax: 2.1, unit: "pieces" })).toBe("2 pieces");
  });

  it("keeps stock amounts as stored when exact", () => {
    expect(amountText({ qty: 0.603, unit: "kg" }, true)).toBe("0.6 kg");
    expect(amountText({ qty: 1.3, unit: "cups" }, true)).toBe("1.3 cups");
    expect(amountText({ qty: 1, unit: "pieces" }, true)).toBe("1 piece");
  });
});

describe("shortUnitWord", () => {
  it("writes long measure words as kitchen abbreviations and leaves other units as unitWord says them", () => {
    expect(shortUnitWord("tablespoons", 6, true)).toBe("tbsp");
    expect(shortUnitWord("teaspoon", 1, true)).toBe("tsp");
    expect(shortUnitWord("Pounds", 2, true)).toBe("lb");
    expect(shortUnitWord("litres", 1.5, true)).toBe("l");
    expect(shortUnitWord("pieces", 10, true)).toBe("pieces");
    expect(shortUnitWord("cup", 3, true)).toBe("cups");
    expect(shortUnitWord("g", 500, true)).toBe("g");
  });
});
