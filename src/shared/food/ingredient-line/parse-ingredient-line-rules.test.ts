import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./parse-ingredient-line";

/** [line, qty, qtyMax, unit, ingredient, note]: lines written for these tests, the way recipes print them. */
type Case = [string, number | null, number | null, string | null, string, string | null];

function check(cases: Case[]): void {
  for (const [line, qty, qtyMax, unit, ingredient, note] of cases) {
    expect(parseIngredientLine(line), line).toEqual({ qty, qtyMax, unit, ingredient, note });
  }
}

describe("parseIngredientLine: second amounts", () => {
  it("skips a second amount after 'plus …' or a bracket, and a range of amounts", () => {
    check([
      ["1/3 cup plus 1 tablespoon/50 grams brown sugar", 0.333333, null, "cup", "brown sugar", "plus 1 tablespoon/50 grams"],
      ["8 tablespoons (1 stick)/113 grams butter", 8, null, "tablespoon", "butter", "(1 stick)/113 grams"],
      ["200 grams / about 1 cup rice", 200, null, "g", "rice", "about 1 cup"],
      ["3 to 4 cups/400 grams to 500 grams bread flour", 3, 4, "cup", "bread flour", "400 grams to 500 grams"],
    ]);
  });

  it("reads a pack size written as a mixed number after the count", () => {
    check([
      ["1 1 1/2-inch piece fresh ginger", 1, null, "piece", "fresh ginger", "1 1/2-inch"],
      ["1 2 1/2- to 3-pound pork shoulder", 1, null, null, "pork shoulder", "2 1/2- to 3-pound"],
      ["4 1/2-inch slices bread", 4, null, "slice", "bread", "1/2-inch"],
    ]);
  });

  it("takes an amount written after the name when the line starts without one", () => {
    check([
      ["Parmesan, 2 tablespoons", 2, null, "tablespoon", "Parmesan", "2 tablespoons"],
      ["Brown sauce (about 1/2 cup)", 0.5, null, "cup", "Brown sauce", "about 1/2 cup"],
      ["Lemon wedges (2 per person)", null, null, "wedge", "Lemon", "2 per person"],
    ]);
  });
});

describe("parseIngredientLine: sizes and pieces", () => {
  it("moves sizes with another count to the note ('1 large or 2 small')", () => {
    check([
      ["1 large or 2 small onions", 1, null, null, "onions", "large or 2 small"],
      ["1 small or 1/2 large cabbage", 1, null, null, "cabbage", "small or 1/2 large"],
      ["2 large or 3 smaller leeks, sliced", 2, null, null, "leeks", "large or 3 smaller, sliced"],
      ["1 medium or large onion", 1, null, null, "onion", "medium or large"],
    ]);
  });

  it("reads chains of size words and thin/thick before a unit", () => {
    check([
      ["1 very small handful fresh mint leaves", 1, null, "handful", "fresh mint leaves", "very small"],
      ["2 thin slices ham", 2, null, "slice", "ham", "thin"],
      ["1 thin leek", 1, null, null, "thin leek", null],
    ]);
  });

  it("moves sizes in lengths to the note and reads a piece after a length", () => {
    check([
      ["2 cups peeled and 1/2-inch diced butternut squash", 2, null, "cup", "butternut squash", "peeled, 1/2-inch, diced"],
      ["4 1/2-inch-thick slices bread", 4, null, "slice", "bread", "1/2-inch-thick"],
      ["1 cup 1-inch cubes pineapple", 1, null, "cup", "cubes pineapple", "1-inch"],
      ["3cm piece fresh ginger", 3, null, "cm", "fresh ginger", "piece"],
      ["2 inch piece of ginger, grated", 2, null, "inch", "ginger", "piece, grated"],
    ]);
  });

  it("reads a piece unit alone at the start as one, and a bulb or slices after the food, with or without a number", () => {
    check([
      ["Piece of candied ginger, to serve", 1, null, "piece", "candied ginger", "to serve"],
      ["Wedge of lime", 1, null, "wedge", "lime", null],
      ["1 fennel bulb, sliced", 1, null, "bulb", "fennel", "sliced"],
      ["4 baguette slices", 4, null, "slice", "baguette", null],
      ["Lemon slices, to garnish", null, null, "slice", "Lemon", "to garnish"],
      ["Mint sprigs, for serving", null, null, "sprig", "Mint", "for serving"],
      ["Fish sticks", null, null, null, "Fish sticks", null],
    ]);
  });
});

describe("parseIngredientLine: alternatives and lists", () => {
  it("keeps 'A or other B' in the name; 'or similar' and a dangling 'or other' go to the note", () => {
    check([
      ["1 cup Stilton or other blue cheese", 1, null, "cup", "Stilton or other blue cheese", null],
      ["2 tbsp Marmite, or similar yeast extract", 2, null, "tablespoon", "Marmite", "or similar yeast extract"],
      ["1/4 cup pecans or other", 0.25, null, "cup", "pecans", "or other"],
    ]);
  });

  it("keeps a list whose items share the last word, and not adjectives after a comma", () => {
    check([
      ["2 cups beef, chicken or vegetable broth", 2, null, "cup", "beef, chicken or vegetable broth", null],
      ["3 tbsp almond, oat or soy milk", 3, null, "tablespoon", "almond, oat or soy milk", null],
      ["1 onion, red or white", 1, null, null, "onion", "red or white"],
    ]);
  });

  it("does not read 'homemade' or 'store-bought' as list items", () => {
    check([["½ cup aioli, homemade, or good-quality store-bought", 0.5, null, "cup", "aioli", "homemade, or good-quality store-bought"]]);
  });

  it("moves an adjective joined by 'or' to a preparation word to the note ('raw or toasted')", () => {
    check([
      ["3 tbsp raw or toasted almonds", 3, null, "tablespoon", "almonds", "raw or toasted"],
      ["fresh or dried dill", null, null, null, "fresh or dried dill", null],
    ]);
  });

  it("moves an alternative after an aside, and a suggestion ', or other …', to the note", () => {
    check([
      ["250 ml milk (1 cup) or oat milk", 250, null, "ml", "milk", "1 cup, or oat milk"],
      ["2 cups cooked chickpeas, or other beans, drained", 2, null, "cup", "chickpeas", "cooked, or other beans, drained"],
    ]);
  });

  it("reads a comma before alternatives with 'or' as a list, not a pause after an adjective", () => {
    check([
      ["Grilled pita, naan or any flatbread", null, null, null, "pita", "Grilled, naan or any flatbread"],
      ["2 ounces dry, sparkling wine", 2, null, "ounce", "dry sparkling wine", null],
    ]);
  });

  it("ends the name at 'per' and drops a bracketed plural ending", () => {
    check([
      ["1 potato per person, peeled", 1, null, null, "potato", "per person, peeled"],
      ["2 clove(s) garlic", 2, null, "clove", "garlic", null],
    ]);
  });

  it("writes a list around an aside without a space before the comma", () => {
    check([
      ["1/3 cup diced cubanelle pepper (or Anaheim), or green bell pepper", 0.333333, null, "cup", "cubanelle pepper, or green bell pepper", "diced, or Anaheim"],
    ]);
  });
});
