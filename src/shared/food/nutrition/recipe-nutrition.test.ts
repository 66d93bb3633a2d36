import { describe, expect, it } from "vitest";
import { FOODS } from "../catalog";
import { ideaNutrition, linesNutrition, nutritionSummary, recipeNutrition } from "./recipe-nutrition";

/*
 * A small recipe with values worked out by hand from the knowledge base (USDA FDC per 100 g):
 *   200 g spaghetti      371 kcal, 13 P, 1.5 F, 74.7 C, 3.2 fibre, 6 mg Na    → 742 kcal, 12 mg Na
 *   2 large eggs = 100 g 143 kcal, 12.6 P, 9.5 F, 0.7 C, 142 mg Na           → 143 kcal
 *   1 tbsp olive oil     14.79 ml × 0.92 = 13.60 g, 884 kcal, 100 F, 2 mg Na  → 120.3 kcal
 *   1 tsp salt           4.93 ml × 1.22 = 6.01 g, 38 758 mg Na               → 2 330.6 mg Na
 *   salt and pepper to taste, 1 cup water: ignored;  1 zorblax root: unmatched
 * Two servings: 1 005.3 kcal / 2 = 503; protein 38.6 / 2 = 19.3; fat 26.10 / 2 = 13.05;
 * carbs 150.1 / 2 = 75.05; fibre 6.4 / 2 = 3.2; sodium 2 484.9 mg × 2.5 = 6.21 g salt / 2 = 3.1.
 */
const LINES = [
  "200 g spaghetti",
  "2 large eggs",
  "1 tbsp olive oil",
  "1 tsp salt",
  "salt and pepper to taste",
  "1 cup water",
  "1 zorblax root",
];

const near = (got: number, want: number, within = 0.1) => expect(Math.abs(got - want)).toBeLessThanOrEqual(within);

describe("linesNutrition", () => {
  it("adds up the covered lines per serving and says what it covers", () => {
    const r = linesNutrition(LINES, 2);
    expect(r.perServing.kcal).toBe(503);
    near(r.perServing.proteinG, 19.3);
    near(r.perServing.fatG, 13.05);
    near(r.perServing.carbsG, 75.05);
    near(r.perServing.fiberG, 3.2);
    near(r.perServing.saltG, 3.1);
    expect([r.covered, r.counted, r.coverage]).toEqual([4, 5, 0.8]);
    expect(r.unmatched).toEqual(["1 zorblax root"]);
    expect(r.ignored).toEqual(["salt and pepper to taste", "1 cup water"]);
  });

  it("divides by the servings (fewer than one counts as one) and skips blank lines", () => {
    expect(linesNutrition(["200 g spaghetti", "", "  "], 4).perServing.kcal).toBe(186);
    expect(linesNutrition(["200 g spaghetti"], 0).perServing.kcal).toBe(742);
    const none = linesNutrition([], 2);
    expect([none.coverage, none.counted, none.perServing.kcal]).toEqual([0, 0, 0]);
  });

  it("counts a line without an amount as not covered unless it is seasoning or a garnish", () => {
    const r = linesNutrition(["parmesan", "chopped parsley", "oil for frying", "kosher salt"], 1);
    expect(r.unmatched).toEqual(["parmesan"]);
    expect(r.ignored).toEqual(["chopped parsley", "oil for frying", "kosher salt"]);
  });
});

describe("knowledge-base additions for recipe lines", () => {
  it("reads yolks, orange zest and non-dairy milk as their food, and counts cookies by the piece", () => {
    // 2 yolks = 2 × 17 g × 3.22 kcal/g = 109.5; 22 cookies × 11 g × 4.88 = 1 181; 1 cup plant milk = 241.3 g × 0.47 = 113.
    expect(linesNutrition(["2 large yolks"], 1).perServing.kcal).toBe(109);
    expect(linesNutrition(["22 Oreo cookies"], 1).perServing.kcal).toBe(1181);
    expect(linesNutrition(["1 cup non-dairy milk"], 1).perServing.kcal).toBe(113);
    expect(linesNutrition(["2 teaspoons orange zest"], 1).covered).toBe(1);
  });

  it("leaves out unmeasured lines to serve or for the griddle", () => {
    const r = linesNutrition(["grated parmesan to serve", "Butter, (for griddle)", "parmesan"], 1);
    expect(r.ignored).toEqual(["grated parmesan to serve", "Butter, (for griddle)"]);
  });
});

describe("salt", () => {
  it("comes from the foods' sodium, none from a food the recipe asks for unsalted", () => {
    // 1 cup butter = 236.6 ml × 0.911 g/ml = 215.5 g × 643 mg Na/100 g = 1 386 mg Na → 3.5 g salt.
    near(linesNutrition(["1 cup butter"], 1).perServing.saltG, 3.5);
    expect(linesNutrition(["1 cup unsalted butter"], 1).perServing.saltG).toBe(0);
    expect(linesNutrition(["1 cup unsalted butter"], 1).perServing.kcal).toBe(linesNutrition(["1 cup butter"], 1).perServing.kcal);
  });
});

describe("recipeNutrition (stored ingredients)", () => {
  it("reads stored quantities, taking the middle of a range", () => {
    // 100–300 g spaghetti → 200 g = 742 kcal; "1 1/2" cups flour = 1.5 × 125.4 g × 3.64 kcal/g = 684.6 kcal.
    const r = recipeNutrition(
      [
        { ingredient: "spaghetti", qty: "100-300", unit: "g" },
        { ingredient: "all-purpose flour", qty: "1 1/2", unit: "cup" },
      ],
      1,
    );
    near(r.perServing.kcal, 742 + 684.6, 1);
    expect(nutritionSummary(r)).toEqual({ perServing: r.perServing, coverage: 1, covered: 2, counted: 2 });
  });
});

describe("ideaNutrition", () => {
  it("reads an idea's {name, amount} pairs for all its servings", () => {
    const r = ideaNutrition(
      [
        { name: "spaghetti", amount: "200 g" },
        { name: "olive oil", amount: "1 tbsp" },
        { name: "salt", amount: "to taste" },
      ],
      2,
    );
    expect(r.perServing.kcal).toBe(431);
    expect([r.covered, r.counted]).toEqual([2, 2]);
  });
});

describe("food knowledge base nutrition", () => {
  it("gives every food its values per 100 g, sodium included", () => {
    for (const f of FOODS) {
      expect(f.nutrition, f.id).toBeDefined();
      expect(f.nutrition!.sodiumMg, f.id).toBeGreaterThanOrEqual(0);
      expect(f.nutrition!.sodiumMg, f.id).toBeLessThanOrEqual(40_000);
    }
  });
});
