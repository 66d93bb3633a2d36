import { describe, expect, it } from "vitest";
import { ingredientLine, scaleIngredient } from "./scale-ingredient";
import { joinParts } from "./ingredient-phrase";

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

  it("says a second amount after 'plus' with the first, and scales both", () => {
    expect(ingredientLine(line("0.333", "cup", "mayonnaise", "plus 2 tablespoons"))).toBe("⅓ cup plus 2 tablespoons mayonnaise");
    expect(joinParts(scaleIngredient(line("1", "cup", "flour", "plus 2 tablespoons, sifted"), 2, 4))).toBe("2 cups plus 4 tablespoons flour, sifted");
  });

  it("says the words before an amount that end in 'of' first again", () => {
    expect(ingredientLine(line("1", null, "lemon", "Juice of, small"))).toBe("juice of 1 small lemon");
    expect(joinParts(scaleIngredient(line("1", null, "orange", "Finely grated zest of"), 2, 4))).toBe("finely grated zest of 2 oranges");
  });

  it("says wedges after the fruit", () => {
    expect(ingredientLine(line("4", "wedge", "lemon"))).toBe("4 lemon wedges");
    expect(ingredientLine(line("1", "wedge", "lime"))).toBe("1 lime wedge");
  });
});

describe("scaleIngredient: an imported line as its source printed it", () => {
  const imported = (text: string, qty: string | null, unit: string | null, ingredient: string, note: string | null = null) => ({ ingredient, qty, unit, note, line: text });

  it("keeps the source's words and order at the recipe's servings, the amount apart", () => {
    expect(scaleIngredient(imported("⅓ cup chopped onion", "0.333", "cup", "onion", "chopped"), 4, 4)).toEqual({ amount: "⅓ cup", name: "chopped onion", note: null });
    expect(scaleIngredient(imported("225g butter, softened", "225", "g", "butter", "softened"), 4, 4)).toEqual({ amount: "225 g", name: "butter, softened", note: null });
  });

  it("scales the amount with its unit word, the food of a bare count and second amounts in brackets", () => {
    const twice = (i: ReturnType<typeof imported>) => joinParts(scaleIngredient(i, 4, 8));
    expect(twice(imported("1 cup chopped onion", "1", "cup", "onion", "chopped"))).toBe("2 cups chopped onion");
    expect(twice(imported("3 cups (372g) all purpose flour", "3", "cup", "all purpose flour", "372g"))).toBe("6 cups (744 g) all purpose flour");
    expect(twice(imported("57g unsalted butter (4 Tbsp)", "57", "g", "unsalted butter", "4 Tbsp"))).toBe("114 g unsalted butter (8 Tbsp)");
    expect(twice(imported("1 egg yolk beaten with 1 Tbsp water", "1", null, "egg yolk", "beaten with 1 Tbsp water"))).toBe("2 egg yolks beaten with 1 Tbsp water");
    expect(twice(imported("1 lb rhubarb (cut into 1-inch pieces)", "1", "pound", "rhubarb"))).toBe("2 lb rhubarb (cut into 1-inch pieces)");
    expect(twice(imported("2 - 2 1/2 dl Sahne", "2-2.5", "dl", "Sahne"))).toBe("4–5 dl Sahne");
    expect(twice(imported("1 cup plus 1 tablespoon mayonnaise", "1", "cup", "mayonnaise", "plus 1 tablespoon"))).toBe(
      "2 cups plus 2 tablespoons mayonnaise",
    );
  });

  it("says the stored fields when the line has no amount to scale", () => {
    expect(joinParts(scaleIngredient(imported("Juice of 1 lemon", "1", null, "lemon", "Juice of"), 4, 8))).toBe("juice of 2 lemons");
    expect(joinParts(scaleIngredient(imported("Salt, to taste", null, null, "Salt", "to taste"), 4, 8))).toBe("Salt, to taste");
  });
});

describe("scaleIngredient: lines in another language", () => {
  const foreign = (qty: string, unit: string, ingredient: string, lineText: string) => ({ ingredient, qty, unit, note: null, line: lineText });

  it("shows a line that spells its unit in another language as the source wrote it", () => {
    expect(ingredientLine(foreign("1", "pinch", "Salz", "1 Prise Salz"))).toBe("1 Prise Salz");
    expect(ingredientLine(foreign("2", "tablespoon", "huile d'olive", "2 c. à s. huile d'olive"))).toBe("2 c. à s. huile d'olive");
  });

  it("scales the line's leading amount, keeping a decimal comma", () => {
    expect(joinParts(scaleIngredient(foreign("0.5", "bunch", "Petersilie", "0,5 Bund Petersilie"), 4, 8))).toBe("1 Bund Petersilie");
    expect(joinParts(scaleIngredient(foreign("0.5", "teaspoon", "Salz", "0,5 TL Salz"), 2, 6))).toBe("1½ TL Salz");
    expect(joinParts(scaleIngredient(foreign("1", "teaspoon", "Salz", "1 TL Salz"), 2, 6))).toBe("3 TL Salz");
    expect(joinParts(scaleIngredient(foreign("2", "tablespoon", "Mehl", "2-3 EL Mehl"), 2, 4))).toBe("4–6 EL Mehl");
    expect(joinParts(scaleIngredient(foreign("2", "clove", "Knoblauch", "2 Zehen Knoblauch"), 2, 4))).toBe("4 Zehen Knoblauch");
  });

  it("says an English line in the app's words, and keeps the capital and number of a name it does not know", () => {
    expect(ingredientLine({ ...foreign("2", "", "eggs", "2 large eggs"), unit: null, note: "large" })).toBe("2 large eggs");
    expect(ingredientLine(line("2", null, "Zwiebel"))).toBe("2 Zwiebel");
    expect(ingredientLine(line("1", null, "Bell peppers"))).toBe("1 bell pepper");
  });
});

