import { describe, expect, it } from "vitest";
import { ingredientLine, scaleIngredient } from "./scale-ingredient";

const line = (qty: string | null, unit: string | null, ingredient = "flour", note: string | null = null) => ({
  ingredient,
  qty,
  unit,
  note,
});

describe("scaleIngredient", () => {
  it("doubles 1 1/2 cups for twice the servings into 3 cups", () => {
    expect(scaleIngredient(line("1 1/2", "cup"), 4, 8)).toEqual({ amount: "3 cups", name: "flour", note: null });
  });

  it("shows kitchen fractions, not long decimals", () => {
    expect(scaleIngredient(line("1 1/2", "cups"), 4, 4).amount).toBe("1½ cups");
    expect(scaleIngredient(line("1", "cup"), 3, 2).amount).toBe("⅔ cup");
    expect(scaleIngredient(line("1.4999", "cup"), 2, 2).amount).toBe("1½ cups");
    expect(scaleIngredient(line("1", "tablespoon", "soy sauce"), 8, 7).amount).toBe("2¾ teaspoons");
  });

  it("scales both ends of a range", () => {
    expect(scaleIngredient(line("2-3", "tbsp"), 4, 8).amount).toBe("4–6 tbsp");
  });

  it("rounds metric amounts as decimals", () => {
    expect(scaleIngredient(line("250", "g"), 4, 2).amount).toBe("125 g");
    expect(scaleIngredient(line("375", "g"), 4, 1).amount).toBe("94 g");
  });

  it("lets pieces disappear into the noun, which agrees with the scaled number", () => {
    expect(scaleIngredient(line("1", "piece", "Bell peppers"), 2, 2)).toEqual({ amount: "1", name: "bell pepper", note: null });
    expect(scaleIngredient(line("1", "piece", "egg"), 2, 4)).toEqual({ amount: "2", name: "eggs", note: null });
  });

  it("reads text amounts unscaled and keeps the note", () => {
    expect(scaleIngredient(line("a pinch", null, "salt"), 4, 8)).toEqual({ amount: "a pinch of", name: "salt", note: null });
    expect(scaleIngredient(line(null, null, "salt", "to taste"), 4, 8)).toEqual({ amount: "", name: "salt", note: "to taste" });
    expect(scaleIngredient(line("1", "cup", "rice", "cooked"), 2, 6)).toEqual({ amount: "3 cups", name: "rice", note: "cooked" });
  });
});

describe("ingredientLine", () => {
  it("says a stored line as written, with its note", () => {
    expect(ingredientLine(line("2", "clove", "garlic", "minced"))).toBe("2 cloves garlic, minced");
    expect(ingredientLine(line("1 1/2", "cup"))).toBe("1½ cups flour");
    expect(ingredientLine(line(null, null, "salt", "to taste"))).toBe("salt, to taste");
  });

  it("says a count unit stored without a number after the name, a vague amount from the note in front, and leaves out a measure without its number", () => {
    expect(ingredientLine(line(null, "wedge", "Lime", "for serving"))).toBe("Lime wedges, for serving");
    expect(ingredientLine(line(null, "sprig", "thyme", "a few"))).toBe("a few thyme sprigs");
    expect(ingredientLine(line(null, "leaf", "Basil", "several, torn"))).toBe("several basil leaves, torn");
    expect(ingredientLine(line(null, "cup", "olive oil"))).toBe("olive oil");
    expect(ingredientLine(line(null, "pinch", "salt"))).toBe("a pinch of salt");
  });

  it("says wedges after the fruit", () => {
    expect(ingredientLine(line("4", "wedge", "lemon"))).toBe("4 lemon wedges");
    expect(ingredientLine(line("1", "wedge", "lime"))).toBe("1 lime wedge");
  });
});
