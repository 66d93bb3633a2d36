import { describe, expect, it } from "vitest";
import { parseRecipeQty, proposeDeductions } from "./cooking-deduction";

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
});
