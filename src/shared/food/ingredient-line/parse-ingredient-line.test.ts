import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./parse-ingredient-line";

/** [line, qty, qtyMax, unit, ingredient, note] — lines written the way recipe sites print them. */
type Case = [string, number | null, number | null, string | null, string, string | null];

function check(cases: Case[]): void {
  for (const [line, qty, qtyMax, unit, ingredient, note] of cases) {
    expect(parseIngredientLine(line), line).toEqual({ qty, qtyMax, unit, ingredient, note });
  }
}

describe("parseIngredientLine: amounts", () => {
  it("reads integers, decimals, fractions, unicode fractions and mixed numbers", () => {
    check([
      ["3 eggs", 3, null, null, "eggs", null],
      ["0.5 kg new potatoes", 0.5, null, "kg", "new potatoes", null],
      ["1/2 cup milk", 0.5, null, "cup", "milk", null],
      ["¾ cup buttermilk", 0.75, null, "cup", "buttermilk", null],
      ["1½ teaspoons baking soda", 1.5, null, "teaspoon", "baking soda", null],
      ["2 ¼ cups rolled oats", 2.25, null, "cup", "rolled oats", null],
      ["1 1/3 cups brown rice", 1.333333, null, "cup", "brown rice", null],
    ]);
  });

  it("reads ranges written with a dash, 'to' or 'or' as qty and qtyMax", () => {
    check([
      ["2-3 tablespoons honey", 2, 3, "tablespoon", "honey", null],
      ["2 to 3 limes", 2, 3, null, "limes", null],
      ["2 or 3 sprigs rosemary", 2, 3, "sprig", "rosemary", null],
      ["1/2-3/4 cup stock", 0.5, 0.75, "cup", "stock", null],
    ]);
  });

  it("maps abbreviations and plurals, metric and US, to one singular unit", () => {
    check([
      ["2 Tbs. soy sauce", 2, null, "tablespoon", "soy sauce", null],
      ["1 tbsp capers", 1, null, "tablespoon", "capers", null],
      ["3 tablespoons butter", 3, null, "tablespoon", "butter", null],
      ["250 grams spaghetti", 250, null, "g", "spaghetti", null],
      ["400ml coconut milk", 400, null, "ml", "coconut milk", null],
      ["8 fl oz double cream", 8, null, "fluid ounce", "double cream", null],
      ["2 lbs chicken wings", 2, null, "pound", "chicken wings", null],
      ["1 pound ground beef", 1, null, "pound", "ground beef", null],
      ["4 cloves garlic", 4, null, "clove", "garlic", null],
      ["2 cans chickpeas", 2, null, "can", "chickpeas", null],
      ["1 bunch coriander", 1, null, "bunch", "coriander", null],
      ["3 sprigs thyme", 3, null, "sprig", "thyme", null],
      ["1 T sugar", 1, null, "tablespoon", "sugar", null],
      ["1 t salt", 1, null, "teaspoon", "salt", null],
    ]);
  });

  it("keeps pack sizes and second amounts in the note and counts the packs", () => {
    check([
      ["1 (14 oz) can tomatoes", 1, null, "can", "tomatoes", "14 oz"],
      ["2 15-ounce cans black beans, rinsed", 2, null, "can", "black beans", "15-ounce, rinsed"],
      ["125g/4½oz sugar", 125, null, "g", "sugar", "4½oz"],
      ["1 cup (240 ml) whole milk", 1, null, "cup", "whole milk", "240 ml"],
      ["1 cup plus 2 tablespoons flour", 1, null, "cup", "flour", "plus 2 tablespoons"],
      ["2 x 250g packs halloumi", 2, null, "package", "halloumi", "x 250g"],
    ]);
  });

  it("understands 'a pinch of', 'to taste' and 'juice of 1 lemon'", () => {
    check([
      ["a pinch of saffron", 1, null, "pinch", "saffron", null],
      ["Pinch of chilli flakes", 1, null, "pinch", "chilli flakes", null],
      ["Generous handful of rocket", 1, null, "handful", "rocket", "Generous"],
      ["Salt and pepper to taste", null, null, null, "Salt and pepper", "to taste"],
      ["juice of 1 lemon", 1, null, null, "lemon", "juice of"],
      ["Zest of 2 oranges", 2, null, null, "oranges", "Zest of"],
    ]);
  });
});

describe("parseIngredientLine: the name and the note", () => {
  it("moves preparation, sizes and comments to the note", () => {
    check([
      ["2 shallots, finely minced", 2, null, null, "shallots", "finely minced"],
      ["1 cup chopped onion", 1, null, "cup", "onion", "chopped"],
      ["3 large carrots, peeled and diced", 3, null, null, "carrots", "large, peeled and diced"],
      ["1/4 cup freshly grated parmesan", 0.25, null, "cup", "parmesan", "freshly grated"],
      ["Chopped coriander, to serve", null, null, null, "coriander", "Chopped, to serve"],
      ["Lemon wedges, for serving", null, null, "wedge", "Lemon", "for serving"],
      ["1 tsp chilli flakes (optional)", 1, null, "teaspoon", "chilli flakes", "optional"],
      ["100g butter, plus extra for greasing", 100, null, "g", "butter", "plus extra for greasing"],
      ["2 garlic cloves, crushed", 2, null, "clove", "garlic", "crushed"],
    ]);
  });

  it("keeps food descriptors, alternatives and lists in the name", () => {
    check([
      ["2 tbsp extra-virgin olive oil", 2, null, "tablespoon", "extra-virgin olive oil", null],
      ["200ml sunflower or rapeseed oil", 200, null, "ml", "sunflower or rapeseed oil", null],
      ["6 boneless, skinless chicken thighs", 6, null, null, "boneless skinless chicken thighs", null],
      ["3 sweet, juicy peaches, sliced", 3, null, null, "sweet juicy peaches", "sliced"],
      ["2 tbsp brandy, rum, or whisky", 2, null, "tablespoon", "brandy, rum, or whisky", null],
      ["1 tbsp fish sauce or 2 anchovies", 1, null, "tablespoon", "fish sauce", "or 2 anchovies"],
    ]);
  });

  it("decodes HTML entities and drops tags", () => {
    check([
      ["8 tablespoons cr&egrave;me fra&icirc;che", 8, null, "tablespoon", "crème fraîche", null],
      ["&frac12; cup <a href=\"/r/1\">pesto</a>", 0.5, null, "cup", "pesto", null],
    ]);
  });

  it("answers an empty name for a blank line and never throws on junk", () => {
    expect(parseIngredientLine("   ")).toEqual({ qty: null, qtyMax: null, unit: null, ingredient: "", note: null });
    for (const junk of ["((((", "1/0 cup", "- - -", "1 2 3 4", "of of of", "cup"]) {
      expect(() => parseIngredientLine(junk)).not.toThrow();
    }
  });
});
