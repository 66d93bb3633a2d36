import { describe, expect, it } from "vitest";
import { customMealIngredients, plannedMealNames, plannedMealWarnings } from "./diet-meal";

describe("planned meal diet warnings", () => {
  it("reads the ingredients the enhanced planner keeps in the notes", () => {
    expect(customMealIngredients("Ingredients: apple, peanut butter")).toEqual(["apple", "peanut butter"]);
    expect(customMealIngredients("ingredients:\nrice; eggs\npeas")).toEqual(["rice", "eggs", "peas"]);
    expect(customMealIngredients("Bring the peanuts for the party")).toEqual([]);
    expect(customMealIngredients(null)).toEqual([]);
  });

  it("checks a custom meal's title and ingredients, a recipe's ingredients only", () => {
    expect(plannedMealNames({ customMealTitle: "Snack", notes: "Ingredients: apple, peanut butter" })).toEqual([
      "Snack",
      "apple",
      "peanut butter",
    ]);
    expect(plannedMealNames({ recipeIngredients: ["tofu"], customMealTitle: "ignored" })).toEqual(["tofu"]);
  });

  it("warns a Peanuts allergy about a custom snack with peanut butter", () => {
    const snack = { customMealTitle: "Apple snack", notes: "Ingredients: apple, peanut butter" };
    expect(plannedMealWarnings(snack, [], ["Peanuts"])).toEqual(["ALLERGY WARNING: Contains Peanuts"]);
    expect(plannedMealWarnings(snack, ["Vegan"], [])).toEqual([]);
    expect(plannedMealWarnings({ customMealTitle: "Leftover chicken curry" }, ["Vegetarian"], [])).toEqual(["Not vegetarian-friendly"]);
    expect(plannedMealWarnings({ customMealTitle: "Cheese omelette" }, ["Vegetarian"], [])).toEqual([]);
    expect(plannedMealWarnings({ customMealTitle: "Cheese omelette" }, ["Vegan"], [])).toEqual(["Not vegan-friendly"]);
  });
});
