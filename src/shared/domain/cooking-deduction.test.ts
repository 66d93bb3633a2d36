import { describe, expect, it } from "vitest";
import { proposeDeductions } from "./cooking-deduction";
import { parseRecipeQty } from "./ingredient-need";

describe("parseRecipeQty", () => {
  it("reads whole, decimal, fraction, mixed, unicode and range amounts", () => {
    expect(["2", "1.5", "1/2", "1 1/2", "1½", "2-3", "", "a pinch"].map(parseRecipeQty)).toEqual([2, 1.5, 0.5, 1.5, 1.5, 2, null, null]);
  });
});

describe("proposeDeductions", () => {
  const stock = [
    { id: "rice", name: "Rice", qty: "1", unit: "kg" },
    { id: "eggs", name: "Free range eggs", qty: "6", unit: "pieces" },
    { id: "milk", name: "Whole milk", qty: "0.2", unit: "l" },
  ];

  it("converts 2 cups of rice into kg of the pantry item by the food's density", () => {
    const [rice] = proposeDeductions([{ ingredient: "rice", qty: "2", unit: "cups" }], 4, 4, stock);
    expect(rice.pantryItemId).toBe("rice");
    // 2 US cups = 473 ml; rice ≈ 0.85 g/ml → ≈ 0.40 kg.
    expect(rice.take).toBeGreaterThan(0.35);
    expect(rice.take).toBeLessThan(0.45);
  });

  it("scales to the planned servings, takes whole pieces and never more than the item holds", () => {
    const out = proposeDeductions(
      [
        { ingredient: "eggs", qty: "3", unit: null },
        { ingredient: "milk", qty: "2", unit: "cups" },
      ],
      4,
      2,
      stock,
    );
    expect(out[0]).toMatchObject({ pantryItemId: "eggs", take: 2, reason: null });
    expect(out[1]).toMatchObject({ pantryItemId: "milk", take: 0.2 });
  });

  it("explains lines it cannot take", () => {
    const out = proposeDeductions(
      [
        { ingredient: "saffron", qty: "1", unit: "tsp" },
        { ingredient: "rice", qty: null, unit: null },
        { ingredient: "eggs", qty: "1", unit: "can" },
      ],
      2,
      2,
      stock,
    );
    expect(out.map((o) => [o.reason, o.take])).toEqual([
      ["not-in-pantry", 0],
      ["no-amount", 0],
      ["unit-mismatch", 0],
    ]);
  });

  it("takes the dry rice that 3 cups of cooked rice need (≈ 185 g), not 3 cups' worth (≈ 600 g)", () => {
    const [rice] = proposeDeductions([{ ingredient: "rice", qty: "3", unit: "cup", note: "cooked" }], 4, 4, [
      { id: "r", name: "Basmati rice", qty: "1000", unit: "g" },
    ]);
    expect(rice.take).toBeGreaterThanOrEqual(175);
    expect(rice.take).toBeLessThanOrEqual(200);
    const [named] = proposeDeductions([{ ingredient: "cooked rice", qty: "3", unit: "cups" }], 4, 4, [
      { id: "r", name: "Basmati rice", qty: "1", unit: "kg" },
    ]);
    expect(named.take).toBeCloseTo(rice.take / 1000, 3);
  });

  it("takes nothing for water, ice, salt to taste or a pinch, and does not list them", () => {
    const out = proposeDeductions(
      [
        { ingredient: "water", qty: "2", unit: "cup" },
        { ingredient: "ice cubes", qty: "6", unit: null },
        { ingredient: "salt", qty: null, unit: null, note: "to taste" },
        { ingredient: "black pepper", qty: "1", unit: "pinch" },
        { ingredient: "eggs", qty: "2", unit: null },
      ],
      2,
      2,
      [
        { id: "salt", name: "Sea salt", qty: "500", unit: "g" },
        { id: "pepper", name: "Black pepper", qty: "50", unit: "g" },
        { id: "ice", name: "Ice cubes", qty: "1", unit: "kg" },
        { id: "eggs", name: "Eggs", qty: "6", unit: "pieces" },
      ],
    );
    expect(out.map((o) => [o.ingredient, o.pantryItemId, o.take])).toEqual([["eggs", "eggs", 2]]);
  });

  it("converts pieces and grams both ways by the food's piece weight", () => {
    const [breasts] = proposeDeductions([{ ingredient: "chicken breasts", qty: "2", unit: null }], 2, 2, [
      { id: "c", name: "Chicken breast fillets", qty: "1", unit: "kg" },
    ]);
    // 2 breasts × 175 g (knowledge base piece weight) = 0.35 kg.
    expect(breasts.take).toBeCloseTo(0.35, 3);
    const [onions] = proposeDeductions([{ ingredient: "onion", qty: "300", unit: "g" }], 2, 2, [
      { id: "o", name: "Onions", qty: "5", unit: "pieces" },
    ]);
    // 300 g ÷ 150 g per onion = 2 onions.
    expect(onions.take).toBe(2);
  });

  it("takes whole pieces: none for 2 garlic cloves of a bulb, one for half an onion", () => {
    const out = proposeDeductions(
      [
        { ingredient: "garlic", qty: "2", unit: "clove" },
        { ingredient: "onion", qty: "0.5", unit: null },
      ],
      2,
      2,
      [
        { id: "g", name: "Garlic", qty: "2", unit: "pieces" },
        { id: "o", name: "Red onion", qty: "3", unit: "pieces" },
      ],
    );
    expect(out.map((o) => [o.pantryItemId, o.take, o.reason])).toEqual([
      ["g", 0, null],
      ["o", 1, null],
    ]);
  });
});
