import { describe, expect, it } from "vitest";
import { matchIngredientFoodId, parseIngredientLineWithFood } from "./food-id";

describe("matchIngredientFoodId", () => {
  it("finds the knowledge-base food of a parsed ingredient name", () => {
    expect(matchIngredientFoodId("extra-virgin olive oil")).toBe("olive-oil");
    expect(matchIngredientFoodId("shallots")).toBe("shallot");
    expect(matchIngredientFoodId("boneless skinless chicken breast halves")).toBe("chicken-breast");
  });

  it("takes the first item of 'A and B' / 'A or B' when it is a food by itself", () => {
    expect(matchIngredientFoodId("Salt and pepper")).toBe("salt");
    expect(matchIngredientFoodId("shallots or red onion")).toBe("shallot");
  });

  it("answers null for unknown or empty names", () => {
    expect(matchIngredientFoodId("xyzzy powder")).toBeNull();
    expect(matchIngredientFoodId("")).toBeNull();
  });
});

describe("parseIngredientLineWithFood", () => {
  it("adds foodId to the parsed line", () => {
    expect(parseIngredientLineWithFood("2 shallots, finely minced")).toEqual({
      qty: 2, qtyMax: null, unit: null, ingredient: "shallots", note: "finely minced", foodId: "shallot",
    });
  });
});
