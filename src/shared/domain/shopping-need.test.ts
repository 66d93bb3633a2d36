import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { aisleFor } from "./shopping-aisles";
import { foodKeyOf, planPurchases, recipeNeeds, type NeedSource } from "./shopping-need";
import { listUnit, purchaseQty } from "./shopping-purchase";
import { ML_PER_CUP } from "./units";

const src = (key = "recipe:r1"): Omit<NeedSource, "qty" | "unit"> => ({
  key,
  kind: "recipe",
  label: "R",
  day: null,
  mealType: null,
  mealPlanId: null,
});
const stock = (name: string, qty: string, unit: string, foodId: string | null = null) => ({ id: name, name, qty, unit, foodId });

describe("purchaseQty rounds a missing amount up to something a shop sells", () => {
  it("keeps exact amounts and rounds the rest up, never down", () => {
    expect(purchaseQty(250, "g")).toEqual({ qty: 250, unit: "g" });
    expect(purchaseQty(233.3, "g")).toEqual({ qty: 250, unit: "g" });
    expect(purchaseQty(42, "g")).toEqual({ qty: 50, unit: "g" });
    expect(purchaseQty(1204, "g")).toEqual({ qty: 1.3, unit: "kg" });
    expect(purchaseQty(0.25, "kg")).toEqual({ qty: 250, unit: "g" });
    expect(purchaseQty(1.04, "l")).toEqual({ qty: 1.1, unit: "l" });
    expect(purchaseQty(2.2, "pieces")).toEqual({ qty: 3, unit: "pieces" });
    expect(purchaseQty(0.3, "cups")).toEqual({ qty: 0.5, unit: "cups" });
    expect(purchaseQty(1.1, "lbs")).toEqual({ qty: 1.25, unit: "lbs" });
    expect(purchaseQty(1.5, "clove")).toEqual({ qty: 2, unit: "clove" });
    expect(purchaseQty(0, "g").qty).toBe(0);
    expect(purchaseQty(-3, "g").qty).toBe(0);
  });

  it("writes units the way the pantry does", () => {
    expect([listUnit("tablespoon"), listUnit("cup"), listUnit("Piece"), listUnit("lb"), listUnit("clove"), listUnit(" ")]).toEqual([
      "tbsp",
      "cups",
      "pieces",
      "lbs",
      "clove",
      null,
    ]);
  });
});

describe("recipeNeeds", () => {
  it("scales to the servings, reads kitchen fractions, drops water, traces and to-taste seasonings", () => {
    const needs = recipeNeeds(
      [
        { ingredient: "rice", qty: "1 1/2", unit: "cup" },
        { ingredient: "eggs", qty: "2", unit: null },
        { ingredient: "water", qty: "2", unit: "cup" },
        { ingredient: "salt", qty: "1", unit: "pinch" },
        { ingredient: "black pepper", qty: null, unit: null, note: "to taste" },
        { ingredient: "fresh parsley", qty: null, unit: null },
      ],
      2,
      4,
      src(),
    );
    expect(needs.map((n) => [n.name, n.foodId, n.need.qty, n.need.unit])).toEqual([
      ["rice", "rice", 3, "cups"],
      ["eggs", "egg", 4, "pieces"],
      ["fresh parsley", "parsley", null, null],
    ]);
  });

  it("buys cooked rice as dry rice: 3 cups cooked ≈ 185 g", () => {
    const [rice] = recipeNeeds([{ ingredient: "rice", qty: "3", unit: "cup", note: "cooked" }], 4, 4, src());
    expect(rice.need.unit).toBe("g");
    expect(rice.need.qty).toBeCloseTo(185, 0);
  });
});

describe("planPurchases: need − have", () => {
  it("have 500 g, need 750 g → buy 250 g", () => {
    const [g] = planPurchases(recipeNeeds([{ ingredient: "flour", qty: "750", unit: "g" }], 4, 4, src()), [
      stock("Flour", "500", "g", "flour"),
    ]);
    expect(g).toMatchObject({ needQty: 750, haveQty: 500, buyQty: 250, buyUnit: "g" });
  });

  it("cups in the pantry, grams in the recipe: converted by the flour's density", () => {
    const flour = getFood("flour")!;
    const [g] = planPurchases(recipeNeeds([{ ingredient: "plain flour", qty: "500", unit: "g" }], 1, 1, src()), [
      stock("Flour", "2", "cups", "flour"),
    ]);
    // The line is written in the pantry item's unit (cups) so restocking merges into it.
    expect(g.unit).toBe("cups");
    const needCups = 500 / flour.densityGPerMl! / ML_PER_CUP;
    expect(g.needQty).toBeCloseTo(needCups, 6);
    expect(g.haveQty).toBe(2);
    expect(g.buyQty).toBe(Math.ceil((needCups - 2) * 4) / 4);
  });

  it("pieces: 6 eggs needed, 4 in the box → 2", () => {
    const [g] = planPurchases(recipeNeeds([{ ingredient: "large eggs", qty: "6", unit: null }], 2, 2, src()), [
      stock("Free range eggs", "4", "pieces", "egg"),
    ]);
    expect(g).toMatchObject({ foodId: "egg", buyQty: 2, buyUnit: "pieces" });
  });

  it("merges the same food across recipes and units; different foods stay apart", () => {
    const a = recipeNeeds(
      [
        { ingredient: "plain flour", qty: "200", unit: "g" },
        { ingredient: "milk", qty: "1", unit: "cup" },
      ],
      2,
      2,
      src("recipe:a"),
    );
    const b = recipeNeeds(
      [
        { ingredient: "all-purpose flour", qty: "0.3", unit: "kg" },
        { ingredient: "coconut milk", qty: "400", unit: "ml" },
      ],
      2,
      2,
      src("recipe:b"),
    );
    const groups = planPurchases([...a, ...b], []);
    const flour = groups.find((g) => g.foodId === "flour")!;
    expect(flour).toMatchObject({ needQty: 500, buyQty: 500, unit: "g" });
    expect(flour.needs.map((n) => n.key)).toEqual(["recipe:a", "recipe:b"]);
    expect(groups.filter((g) => /milk/.test(g.name))).toHaveLength(2);
  });

  it("cans and grams of canned tomatoes merge by the can's weight; units that cannot convert stay separate", () => {
    const needs = recipeNeeds(
      [
        { ingredient: "chopped tomatoes", qty: "1", unit: "can" },
        { ingredient: "chopped tomatoes", qty: "200", unit: "g" },
        { ingredient: "parsley", qty: "1", unit: "bunch" },
        { ingredient: "parsley", qty: "20", unit: "g" },
      ],
      1,
      1,
      src(),
    );
    const groups = planPurchases(needs, []);
    expect(groups.filter((g) => g.foodKey === foodKeyOf("chopped tomatoes", needs[0].foodId))).toHaveLength(1);
    expect(groups.filter((g) => g.foodKey === foodKeyOf("parsley", needs[2].foodId))).toHaveLength(2);
  });

  it("no-amount lines and amounts the stock's unit cannot hold are bought only when out of stock", () => {
    const needs = recipeNeeds(
      [
        { ingredient: "fresh parsley", qty: null, unit: null },
        { ingredient: "fresh mint", qty: null, unit: null },
        { ingredient: "ginger", qty: "2", unit: "inch" },
      ],
      1,
      1,
      src(),
    );
    const groups = planPurchases(needs, [stock("Parsley", "30", "g"), stock("Fresh ginger root", "100", "g")]);
    expect(groups.find((g) => g.foodId === "parsley")!.buyQty).toBe(0);
    expect(groups.find((g) => g.foodId === "mint")!.buyQty).toBeNull();
    expect(groups.find((g) => g.foodId === "ginger")!.buyQty).toBe(0);
  });

  it("counts each pantry item once across foods that share it", () => {
    const needs = recipeNeeds(
      [
        { ingredient: "chicken breast", qty: "300", unit: "g" },
        { ingredient: "chicken", qty: "300", unit: "g" },
      ],
      1,
      1,
      src(),
    );
    const groups = planPurchases(needs, [stock("Chicken breast fillets", "400", "g")]);
    expect(groups.map((g) => g.buyQty)).toEqual([0, 200]);
  });
});

describe("aisleFor: store-aisle order from the knowledge base", () => {
  it.each([
    ["Sourdough bread", "bakery"],
    ["ground cumin", "spices"],
    ["dried oregano", "spices"],
    ["fresh basil", "produce"],
    ["salmon fillet", "meat-fish"],
    ["eggs", "dairy-eggs"],
    ["frozen peas", "frozen"],
    ["orange juice", "drinks"],
    ["spaghetti", "pantry"],
    ["kitchen roll", "household"],
    ["xyzzy", "other"],
  ])("%s → %s", (name, aisle) => expect(aisleFor(name)).toBe(aisle));
});
