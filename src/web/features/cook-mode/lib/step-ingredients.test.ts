import { describe, expect, it } from "vitest";
import { stepIngredients } from "./step-ingredients";

const ingredients = ["onions", "olive oil", "canned tomatoes", "chicken thighs", "salt", "fresh basil leaves"];

describe("stepIngredients", () => {
  it("finds the ingredients a step names, by their telling words and plural-blind", () => {
    expect(stepIngredients("Fry the onion in the oil until soft.", ingredients)).toEqual([0, 1]);
    expect(stepIngredients("Add the tomato and the chicken; season with salt.", ingredients)).toEqual([2, 3, 4]);
    expect(stepIngredients("Scatter over the basil.", ingredients)).toEqual([5]);
  });

  it("ignores describing words and accents", () => {
    expect(stepIngredients("Use fresh herbs from the garden", ingredients)).toEqual([]);
    expect(stepIngredients("Faites revenir l'oignon", ["oignón"])).toEqual([0]);
  });

  it("finds nothing in a step without ingredients", () => {
    expect(stepIngredients("Preheat the oven to 200 °C.", ingredients)).toEqual([]);
  });
});
