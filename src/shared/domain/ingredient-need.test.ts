import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { stockAmount } from "./cooked-yield";
import { customMealLines, ideaLine, lineNeed } from "./ingredient-need";
import { convertFoodQty } from "./piece-weights";

const need = (ingredient: string, qty: string | null, unit: string | null, note: string | null = null, factor = 1) =>
  lineNeed({ ingredient, qty, unit, note }, factor);

describe("lineNeed: what a recipe line asks of the pantry", () => {
  it("adds a second amount after 'plus' that converts to the line's unit", () => {
    expect(need("flour", "1", "cup", "plus 2 tablespoons")).toMatchObject({ kind: "amount", qty: 1.125, unit: "cup" });
    expect(need("flour", "1", "cup", "plus 2 tablespoons", 2)).toMatchObject({ qty: 2.25 });
    expect(need("butter", "2", "tablespoon", "plus extra, melted")).toMatchObject({ qty: 2, unit: "tablespoon" });
  });

  it("is free for water, ice, to taste, traces, optional lines and spices without an amount", () => {
    const free = [
      need("water", "2", "cup"),
      need("boiling water", "500", "ml"),
      need("ice cubes", "6", null),
      need("salt", null, null, "to taste"),
      need("salt", "0.25", "teaspoon", "or to taste"),
      need("sugar", "1", "pinch"),
      need("black pepper", null, null),
      need("chives", "1", "tablespoon", "optional"),
    ];
    expect(free.map((n) => n.kind)).toEqual(Array(free.length).fill("free"));
  });

  it("counts bought waters and herbs without an amount", () => {
    expect(need("coconut water", "1", "cup").kind).toBe("amount");
    expect(need("sparkling water", "500", "ml").kind).toBe("amount");
    expect(need("fresh parsley", null, null).kind).toBe("presence");
  });

  it("scales amounts and reads a blank unit as pieces", () => {
    expect(need("eggs", "8", null, null, 0.5)).toMatchObject({ kind: "amount", foodId: "egg", qty: 4, unit: "piece" });
    expect(need("flour", "1 1/2", "cup", null, 2)).toMatchObject({ qty: 3, unit: "cup" });
  });

  it("turns cooked rice, pasta and lentils into the dry food the pantry holds", () => {
    expect(need("rice", "3", "cup", "cooked").qty).toBeCloseTo(185, 0);
    expect(need("cooked rice", "3", "cups")).toMatchObject({ foodId: "rice", unit: "g" });
    expect(need("spaghetti", "2", "cup", "cooked").qty).toBeCloseTo(113.4, 1);
    expect(need("lentils", "1", "cup", "cooked").qty).toBeCloseTo(76.8, 1);
    // Uncooked rice stays in cups (converted later by density).
    expect(need("rice", "1", "cup", "uncooked")).toMatchObject({ qty: 1, unit: "cup" });
  });
});

describe("stockAmount: cooked yields (USDA FDC cup weights, producers' yields)", () => {
  it("1 cup dry rice ≈ 3 cups cooked; cooked grams → dry grams by the same yield", () => {
    expect(stockAmount(3, "cup", "rice", true).qty).toBeCloseTo(185, 0);
    // 158 g is one cup of cooked rice (FDC 20445): the same 61.7 g of dry rice.
    expect(stockAmount(158, "g", "rice", true).qty).toBeCloseTo(61.7, 1);
  });

  it("reads volumes of canned beans as drained grams, cooked or not", () => {
    expect(stockAmount(1, "cup", "chickpea", false)).toEqual({ qty: 164, unit: "g" });
    expect(stockAmount(2, "cup", "black-beans", true)).toEqual({ qty: 344, unit: "g" });
  });

  it("leaves foods without yields, pieces and uncooked amounts alone", () => {
    expect(stockAmount(2, "cup", "milk", true)).toEqual({ qty: 2, unit: "cup" });
    expect(stockAmount(2, "cup", "rice", false)).toEqual({ qty: 2, unit: "cup" });
    expect(stockAmount(1, "piece", "rice", true)).toEqual({ qty: 1, unit: "piece" });
  });
});

describe("convertFoodQty: piece weights both ways and kitchen units", () => {
  const food = (id: string) => getFood(id)!;

  it("pieces ↔ grams through the food's piece weight", () => {
    expect(convertFoodQty(2, null, "g", food("egg"))).toBe(100);
    expect(convertFoodQty(300, "g", "pieces", food("onion"))).toBe(2);
    expect(convertFoodQty(1, "piece", "g", food("lemon"))).toBe(85);
    expect(convertFoodQty(0.5, "kg", "pieces", food("chicken-breast"))).toBeCloseTo(2.857, 3);
  });

  it("knows cloves, stalks, sticks, slices and cans of the foods they belong to", () => {
    expect(convertFoodQty(2, "cloves", "g", food("garlic"))).toBe(6);
    expect(convertFoodQty(2, "clove", "pieces", food("garlic"))).toBeCloseTo(0.15, 3);
    expect(convertFoodQty(3, "stalks", "pieces", food("celery"))).toBe(3);
    expect(convertFoodQty(1, "stick", "g", food("butter"))).toBe(113);
    expect(convertFoodQty(4, "slices", "pieces", food("bacon"))).toBe(4);
    expect(convertFoodQty(1, "can", "pieces", food("chickpea"))).toBe(1);
    expect(convertFoodQty(1, "head", "pieces", food("lettuce"))).toBe(1);
    expect(convertFoodQty(1, "pint", "ml", food("milk"))).toBeCloseTo(473.18, 2);
  });

  it("counts a wedge or slice of a fruit or vegetable as an eighth of one, so 4 lemon wedges need half a lemon", () => {
    expect(convertFoodQty(4, "wedge", "pieces", food("lemon"))).toBe(0.5);
    expect(convertFoodQty(2, "slices", "pieces", food("tomato"))).toBe(0.25);
    expect(convertFoodQty(1, "wedge", "pieces", food("chicken-breast"))).toBeNull();
  });

  it("does not invent conversions", () => {
    expect(convertFoodQty(2, "clove", "g", food("onion"))).toBeNull();
    expect(convertFoodQty(1, "can", "pieces", food("egg"))).toBeNull();
    expect(convertFoodQty(1, "bunch", "g", food("parsley"))).toBeNull();
    expect(convertFoodQty(1, "sprig", "sprig")).toBe(1);
  });
});

describe("recipe lines from idea amounts and custom meals", () => {
  it("reads an idea's {name, amount} the way saving it stores it", () => {
    expect(ideaLine("olive oil", "3 tbsp")).toEqual({ ingredient: "olive oil", qty: "3", unit: "tablespoon", note: null });
    expect(ideaLine("salt", "to taste")).toEqual({ ingredient: "salt", qty: null, unit: null, note: "to taste" });
  });

  it("reads the enhanced planner's 'Ingredients:' notes, and nothing from other notes", () => {
    expect(customMealLines("Ingredients: apple, peanut butter").map((l) => [l.ingredient, l.qty])).toEqual([
      ["apple", null],
      ["peanut butter", null],
    ]);
    expect(customMealLines("Ingredients: 2 apples\n1 tbsp peanut butter")[1]).toMatchObject({ qty: "1", unit: "tablespoon" });
    expect(customMealLines("Bring the good plates")).toEqual([]);
    expect(customMealLines(null)).toEqual([]);
  });
});
