import { describe, expect, it } from "vitest";
import { ideaIngredient, ingredientFromLine } from "./service";

describe("ingredients of saved ideas and imported lines share one unit vocabulary", () => {
  it("reads an idea's amount with the ingredient-line parser and keeps the idea's name", () => {
    expect(ideaIngredient("olive oil", "3 tbsp")).toEqual({ ingredient: "olive oil", qty: "3", unit: "tablespoon", note: null });
    expect(ideaIngredient("garlic", "2 cloves")).toEqual({ ingredient: "garlic", qty: "2", unit: "clove", note: null });
    expect(ideaIngredient("salt", "to taste")).toEqual({ ingredient: "salt", qty: null, unit: null, note: "to taste" });
    expect(ideaIngredient("rice", "½ cup")).toMatchObject({ qty: "0.5", unit: "cup" });
  });

  it("an imported line keeps a range as 'low-high'", () => {
    expect(ingredientFromLine("2-3 tablespoons honey")).toMatchObject({ ingredient: "honey", qty: "2-3", unit: "tablespoon" });
  });
});
