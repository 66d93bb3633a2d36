import { describe, expect, it } from "vitest";
import type { RecipeLine } from "./ingredient-need";
import { ideaCoverage, pantryCoverage, prepareStock, type StockAmount } from "./pantry-coverage";
import { planPurchases, recipeNeeds } from "./shopping-need";

const item = (name: string, qty: string, unit: string): StockAmount & { id: string } => ({ id: name, name, qty, unit });
const line = (ingredient: string, qty: string | null, unit: string | null, note: string | null = null): RecipeLine => ({
  ingredient,
  qty,
  unit,
  note,
});

const FRITTATA = [line("eggs", "8", null), line("feta", "100", "g"), line("spinach", "2", "cup"), line("salt", null, null, "to taste")];

describe("pantryCoverage: the share of a recipe the pantry covers in quantity", () => {
  it("a frittata needing 8 eggs is not 100% with 2 eggs in the pantry", () => {
    const stock = [item("Eggs", "2", "pieces"), item("Feta 200g", "200", "g"), item("Baby spinach", "1", "bag")];
    const c = pantryCoverage(FRITTATA, 4, 4, stock);
    expect(c.lines.map((l) => l.status)).toEqual(["short", "covered", "covered", "free"]);
    expect(c.percent).toBe(66);
  });

  it("is 100% once there are enough eggs, and scales the need to the servings wanted", () => {
    const stock = [item("Eggs", "4", "pieces"), item("Feta", "0.1", "kg"), item("Spinach", "200", "g")];
    expect(pantryCoverage(FRITTATA, 4, 4, stock).percent).toBeLessThan(100);
    expect(pantryCoverage(FRITTATA, 4, 2, stock).percent).toBe(100);
  });

  it("leaves water, ice, to-taste seasonings, pinches and optional garnishes out", () => {
    const lines = [
      line("spaghetti", "200", "g"),
      line("water", "4", "cup"),
      line("ice cubes", "6", null),
      line("salt", null, null, "to taste"),
      line("black pepper", "1", "pinch"),
      line("chives", "1", "tablespoon", "optional"),
    ];
    const c = pantryCoverage(lines, 2, 2, [item("Spaghetti", "500", "g")]);
    expect(c.percent).toBe(100);
    expect(c.lines.filter((l) => l.status === "free")).toHaveLength(5);
  });

  it("converts units: cups of flour against a kilo bag, cooked rice against dry rice", () => {
    const flour = pantryCoverage([line("plain flour", "2", "cup")], 1, 1, [item("Flour", "0.2", "kg")]);
    expect(flour.lines[0].status).toBe("short"); // 2 cups ≈ 250 g
    const rice = [line("rice", "3", "cup", "cooked")];
    expect(pantryCoverage(rice, 1, 1, [item("Basmati rice", "150", "g")]).percent).toBe(0);
    expect(pantryCoverage(rice, 1, 1, [item("Basmati rice", "200", "g")]).percent).toBe(100);
  });

  it("counts a pantry item once: two lines of the same food draw from the same stock", () => {
    const c = pantryCoverage([line("eggs", "2", null), line("egg", "1", null)], 1, 1, [item("Eggs", "2", "pieces")]);
    expect(c.lines.map((l) => l.status)).toEqual(["covered", "missing"]);
    expect(c.percent).toBe(50);
  });

  it("judges by presence when the amount does not convert into the stock's unit, or the line has none", () => {
    const c = pantryCoverage(
      [line("parsley", "1", "bunch"), line("ginger", "2", "inch"), line("fresh mint", null, null)],
      1,
      1,
      [item("Parsley", "1", "pieces"), item("Ginger", "50", "g")],
    );
    expect(c.lines.map((l) => l.status)).toEqual(["covered", "covered", "missing"]);
  });

  it("is 0 for a recipe without ingredients and 100 when every line is free", () => {
    expect(pantryCoverage([], 2, 2, []).percent).toBe(0);
    expect(pantryCoverage([line("water", "1", "l")], 2, 2, []).percent).toBe(100);
  });

  it("gives the same answer for raw and prepared stock", () => {
    const stock = [item("Eggs", "2", "pieces"), item("Feta", "200", "g")];
    expect(pantryCoverage(FRITTATA, 4, 4, prepareStock(stock))).toEqual(pantryCoverage(FRITTATA, 4, 4, stock));
  });
});

describe("100% means nothing to buy: the match and 'Add what's missing' agree line by line", () => {
  const recipes: RecipeLine[][] = [
    FRITTATA,
    [line("rice", "3", "cup", "cooked"), line("chicken breasts", "2", null), line("garlic", "3", "clove"), line("olive oil", "2", "tablespoon")],
    [line("chickpeas", "1", "can"), line("chopped tomatoes", "400", "g"), line("onion", "1", null), line("cumin", "1", "teaspoon")],
    [line("milk", "2", "cup"), line("oats", "1", "cup"), line("honey", "1", "tablespoon"), line("banana", "2", null)],
  ];
  const pantries: StockAmount[][] = [
    [],
    [item("Eggs", "12", "pieces"), item("Feta", "200", "g"), item("Spinach", "1", "kg"), item("Basmati rice", "1", "kg")],
    [item("Chicken breast", "300", "g"), item("Garlic", "1", "pieces"), item("Olive oil", "500", "ml"), item("Rice", "100", "g")],
    [item("Chickpeas", "2", "cans"), item("Canned tomatoes", "1", "pieces"), item("Onions", "3", "pieces"), item("Ground cumin", "40", "g")],
    [item("Whole milk", "1", "l"), item("Rolled oats", "500", "g"), item("Honey", "340", "g"), item("Bananas", "1", "pieces")],
  ];

  it.each(pantries.map((p, i) => [i, p] as const))("pantry %i", (_i, pantry) => {
    const stock = pantry.map((p) => ({ ...p, id: p.id!, qty: String(p.qty) }));
    for (const lines of recipes) {
      const c = pantryCoverage(lines, 2, 2, pantry);
      const groups = planPurchases(recipeNeeds(lines, 2, 2, { key: "r", kind: "recipe", label: "R", day: null, mealType: null, mealPlanId: null }), stock);
      const toBuy = groups.filter((g) => g.buyQty !== 0).map((g) => g.name);
      const missing = c.lines.filter((l) => l.status === "short" || l.status === "missing").map((l) => l.need.ingredient);
      expect(toBuy).toEqual(missing);
      expect(c.percent === 100).toBe(toBuy.length === 0);
    }
  });
});

describe("ideaCoverage: an idea's match, read as saving it would store it", () => {
  it("marks fromPantry by quantity and keeps water and salt to taste out of the percentage", () => {
    const idea = [
      { name: "eggs", amount: "8", fromPantry: false },
      { name: "spinach", amount: "100 g", fromPantry: false },
      { name: "water", amount: "2 tbsp", fromPantry: false },
      { name: "salt", amount: "to taste", fromPantry: false },
    ];
    const c = ideaCoverage(idea, 4, [item("Eggs", "2", "pieces"), item("Spinach", "200", "g"), item("Sea salt", "1", "kg")]);
    expect(c.percent).toBe(50);
    expect(c.allIngredients.map((i) => i.fromPantry)).toEqual([false, true, true, true]);
  });
});
