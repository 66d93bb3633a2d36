import { describe, expect, it } from "vitest";
import { getFood } from "../catalog";
import { gramsOfAmount } from "./amount-grams";

/** Grams of `qty unit` of the knowledge-base food `id`, written with `name` and `note`. */
function grams(qty: number, unit: string | null, id: string, name = id, note: string | null = null): number | null {
  const food = getFood(id);
  if (!food) throw new Error(`no food ${id}`);
  return gramsOfAmount({ qty, unit, name, note }, food);
}

describe("gramsOfAmount", () => {
  it("adds a second amount after 'plus' in the note", () => {
    // 1 cup + 2 tablespoons (⅛ cup) of flour = 1.125 × 125.4 g.
    expect(grams(1, "cup", "flour", "flour", "plus 2 tablespoons")).toBeCloseTo(1.125 * 125.4, 0);
    expect(grams(1, "cup", "flour", "flour", "plus more for dusting")).toBeCloseTo(125.4, 1);
  });

  it("weighs volumes by the food's density and mass units exactly", () => {
    // 1 US cup = 236.59 ml; flour 0.53 g/ml → 125.4 g. 1 tsp salt = 4.93 ml × 1.22 g/ml = 6.0 g.
    expect(grams(1, "cup", "flour")).toBeCloseTo(125.4, 1);
    expect(grams(1, "teaspoon", "salt")).toBeCloseTo(6.01, 2);
    expect(grams(8, "ounce", "spaghetti")).toBeCloseTo(226.8, 1);
    expect(grams(1, "Tbsp", "olive-oil")).toBeCloseTo(13.6, 1);
  });

  it("prefers a mass written beside the amount: per can or piece when it says so, the whole line otherwise", () => {
    // "1 (14 oz) can" = 14 × 28.35 g; "2 (6-ounce) fillets" = 2 × 170.1 g; "4 breasts (about 2 lb)" = 907.2 g in all.
    expect(grams(1, "can", "canned-tomatoes", "diced tomatoes", "14 oz, drained")).toBeCloseTo(396.9, 1);
    expect(grams(2, null, "salmon", "salmon fillets", "6-ounce")).toBeCloseTo(340.2, 1);
    expect(grams(4, null, "chicken-breast", "chicken breasts", "about 2 lb")).toBeCloseTo(907.2, 1);
    expect(grams(2, "cup", "flour", "flour", "250 g")).toBe(250);
  });

  it("counts pieces by piece weight, scaling produce by its size word", () => {
    expect(grams(2, null, "egg", "eggs", "large")).toBe(100);
    expect(grams(2, null, "onion", "onions", "large")).toBe(390);
    expect(grams(1, null, "onion", "onion", "small")).toBe(112.5);
    expect(grams(2, "clove", "garlic")).toBe(6);
    expect(grams(1, "stick", "butter")).toBe(113);
  });

  it("turns cooked grains back into dry grams and cooked meat into raw grams of the same energy", () => {
    // 3 cups cooked white rice = 1 cup dry (185 g); 2 cups cooked chicken breast = 280 g × 165/120 kcal.
    expect(grams(3, "cup", "rice", "rice", "cooked")).toBeCloseTo(185, 0);
    expect(grams(2, "cup", "chicken-breast", "chicken breast", "cooked, shredded")).toBeCloseTo(385, 0);
    expect(grams(3, "cup", "rice")).toBeCloseTo(3 * 236.59 * 0.85, 0);
  });

  it("weighs citrus zest and juice as their share of the fruit, and tiny measures by convention", () => {
    expect(grams(1, null, "lemon", "lemon", "zest of")).toBe(6);
    expect(grams(1, null, "lemon", "lemon", "juice of")).toBeCloseTo(51, 5);
    // A pinch is ¹⁄₁₆ tsp: 0.31 ml of cinnamon at 0.53 g/ml.
    expect(grams(1, "pinch", "cinnamon")).toBeCloseTo(0.163, 3);
    expect(grams(1, "inch", "ginger")).toBe(11);
  });

  it("reads a mass that opens the name as the line's mass", () => {
    // "1 350g block extra-firm tofu": the parser leaves "350g" in the name.
    expect(grams(1, null, "tofu", "350g block extra-firm tofu")).toBe(350);
    expect(grams(1, null, "tofu", "extra-firm tofu, 350g block")).toBeNull();
  });

  it("counts a can of beans weighed by its net weight at its drained share, other cans whole", () => {
    // 2 × 14 oz = 793.8 g × 0.6 = 476.3 g of beans; 14 oz of tomatoes stay 396.9 g; a bare can is the drained 240 g.
    expect(grams(2, "can", "pinto-beans", "pinto beans", "14-ounce")).toBeCloseTo(476.3, 1);
    expect(grams(1, "can", "canned-tomatoes", "diced tomatoes", "14 oz")).toBeCloseTo(396.9, 1);
    expect(grams(1, "can", "chickpea", "chickpeas")).toBe(240);
  });

  it("counts raw bacon at the energy left once its fat is poured off, lean or cooked bacon whole", () => {
    // 1 lb = 453.6 g × (1/3 × 541/417) = 196.2 g of raw-bacon energy.
    expect(grams(1, "pound", "bacon", "bacon", "chopped")).toBeCloseTo(196.2, 1);
    expect(grams(4, "ounce", "bacon", "canadian bacon")).toBeCloseTo(113.4, 1);
  });

  it("answers null when the amount cannot be weighed", () => {
    expect(grams(1, "bunch", "kale")).toBeNull();
    expect(grams(1, "package", "cream-cheese")).toBeNull();
    expect(grams(2, "zorps", "flour")).toBeNull();
    expect(grams(Number.NaN, "cup", "flour")).toBeNull();
    expect(grams(-1, "cup", "flour")).toBeNull();
  });
});
