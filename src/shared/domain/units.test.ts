import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { ML_PER_CUP, convertQty, isPiecesUnit, normalizeUnit, toGrams, unitDimension } from "./units";

describe("normalizeUnit", () => {
  it.each([
    ["g", "g"],
    ["Grams", "g"],
    ["KG", "kg"],
    ["kilos", "kg"],
    ["oz", "oz"],
    ["ounces", "oz"],
    ["lb", "lb"],
    ["lbs", "lb"],
    ["Pounds", "lb"],
    ["cups", "cup"],
    ["ml", "ml"],
    ["litre", "l"],
    ["Liters", "l"],
    ["Tbsp.", "tbsp"],
    ["tablespoons", "tbsp"],
    ["tsp", "tsp"],
    ["fl. oz", "fl oz"],
    ["pieces", "piece"],
    ["pcs", "piece"],
    ["ea", "piece"],
    ["tins", "can"],
  ])("%s → %s", (typed, canonical) => {
    expect(normalizeUnit(typed)).toBe(canonical);
  });

  it("returns null for unknown units", () => {
    expect(normalizeUnit("furlongs")).toBeNull();
    expect(normalizeUnit("")).toBeNull();
  });

  it("knows each unit's dimension and which units are pieces", () => {
    expect(unitDimension("lbs")).toBe("mass");
    expect(unitDimension("cups")).toBe("volume");
    expect(unitDimension("each")).toBe("count");
    expect(unitDimension("parsec")).toBeNull();
    expect(isPiecesUnit("pieces")).toBe(true);
    expect(isPiecesUnit("cups")).toBe(false);
  });
});

describe("convertQty: exact factors", () => {
  it("converts pounds and ounces to grams exactly", () => {
    expect(convertQty(1, "lb", "g")).toBe(453.59237);
    expect(convertQty(2, "lbs", "kg")).toBeCloseTo(0.90718474, 12);
    expect(convertQty(16, "oz", "lb")).toBeCloseTo(1, 12);
    expect(convertQty(1000, "g", "lb")).toBeCloseTo(2.20462262, 8);
  });

  it("converts US cups and spoons exactly", () => {
    expect(convertQty(1, "cup", "ml")).toBe(236.5882365);
    expect(convertQty(1, "cup", "tbsp")).toBeCloseTo(16, 12);
    expect(convertQty(1, "tbsp", "tsp")).toBeCloseTo(3, 12);
    expect(convertQty(2, "l", "ml")).toBe(2000);
  });

  it("returns the quantity unchanged for the same unit", () => {
    expect(convertQty(3, "pieces", "pcs")).toBe(3);
    expect(convertQty(2, "cans", "tin")).toBe(2);
  });
});

describe("convertQty: across dimensions with a food", () => {
  const flour = getFood("flour")!;
  const egg = getFood("egg")!;
  const milk = getFood("milk")!;

  it("turns a cup of flour into grams through its density", () => {
    expect(convertQty(1, "cup", "g", flour)).toBeCloseTo(ML_PER_CUP * 0.53, 6);
    expect(convertQty(125.39, "g", "cups", flour)).toBeCloseTo(1, 3);
  });

  it("turns pieces into grams through the piece weight", () => {
    expect(convertQty(3, "pieces", "g", egg)).toBe(150);
    expect(convertQty(100, "g", "pieces", egg)).toBe(2);
    expect(toGrams(1, "l", milk)).toBeCloseTo(1030, 9);
  });

  it("returns null when the conversion cannot be made", () => {
    expect(convertQty(1, "cup", "g")).toBeNull();
    expect(convertQty(1, "pieces", "g", flour)).toBeNull();
    expect(convertQty(1, "can", "g", egg)).toBeNull();
    expect(convertQty(1, "furlong", "g")).toBeNull();
    expect(convertQty(Number.NaN, "g", "kg")).toBeNull();
  });
});
