import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./parse-ingredient-line";

/** [line, qty, qtyMax, unit, ingredient, note]: lines written for these tests, the way recipes print them. */
type Case = [string, number | null, number | null, string | null, string, string | null];

function check(cases: Case[]): void {
  for (const [line, qty, qtyMax, unit, ingredient, note] of cases) {
    expect(parseIngredientLine(line), line).toEqual({ qty, qtyMax, unit, ingredient, note });
  }
}

describe("parseIngredientLine: amounts a cook writes in words", () => {
  it("reads a mixed number whose space was lost, never an improper fraction", () => {
    check([
      ["11/2 pounds carrots", 1.5, null, "pound", "carrots", null],
      ["21/4 cups flour", 2.25, null, "cup", "flour", null],
      ["3/4 cup sugar", 0.75, null, "cup", "sugar", null],
    ]);
  });

  it("reads 'packed' and 'heaping' between a number and its unit, also in a second amount", () => {
    check([
      ["1 packed cup brown sugar", 1, null, "cup", "brown sugar", "packed"],
      ["1 firmly packed cup dark brown sugar", 1, null, "cup", "dark brown sugar", "firmly packed"],
      ["1 tablespoon plus 1 heaping teaspoon sugar", 1, null, "tablespoon", "sugar", "plus 1 heaping teaspoon"],
    ]);
  });

  it("reads 'a couple' as two and keeps no quantity for 'several', 'a few' or 'some'", () => {
    check([
      ["a couple of eggs", 2, null, null, "eggs", null],
      ["a couple tablespoons olive oil", 2, null, "tablespoon", "olive oil", null],
      ["Several basil leaves, torn", null, null, null, "basil leaves", "Several, torn"],
      ["a few sprigs thyme", null, null, "sprig", "thyme", "a few"],
      ["some parsley, chopped", null, null, null, "parsley", "some, chopped"],
    ]);
  });

  it("reads a pack size after 'a' and a pack size spelled in words", () => {
    check([
      ["A 1-inch piece of ginger, grated", 1, null, "piece", "ginger", "1-inch, grated"],
      ["an 8-ounce can tomato sauce", 1, null, "can", "tomato sauce", "8-ounce"],
      ["1 five-pound leg of lamb", 1, null, null, "leg of lamb", "five-pound"],
    ]);
  });
});

describe("parseIngredientLine: count units and comments after the food", () => {
  it("reads stick after the food as its unit, unless the words name another food", () => {
    check([
      ["2 celery sticks, diced", 2, null, "stick", "celery", "diced"],
      ["1 cinnamon stick", 1, null, "stick", "cinnamon", null],
      ["12 fish sticks", 12, null, null, "fish sticks", null],
    ]);
  });

  it("ends the name at a participle followed by 'with' or nothing", () => {
    check([
      ["1 onion ground with the lamb", 1, null, null, "onion", "ground with the lamb"],
      ["1 cup almonds ground fine", 1, null, "cup", "almonds", "ground fine"],
      ["1 pound ground beef", 1, null, "pound", "ground beef", null],
    ]);
  });

  it("keeps two forms of a food joined by 'or' in the name", () => {
    check([["1 teaspoon ground or crumbled dried sage", 1, null, "teaspoon", "ground or crumbled dried sage", null]]);
  });

  it("moves which part of a leek or scallion to use to the note", () => {
    check([
      ["1 large leek white and light green parts only, sliced", 1, null, null, "leek", "large, white and light green parts only, sliced"],
      ["4 scallions white parts only", 4, null, null, "scallions", "white parts only"],
      ["1 cup white wine", 1, null, "cup", "white wine", null],
    ]);
  });

  it("reads 'slivered' as preparation, except in a food the knowledge base names ('slivered almonds')", () => {
    check([
      ["Slivered fresh basil leaves, for garnish", null, null, null, "fresh basil leaves", "Slivered, for garnish"],
      ["1/4 cup slivered almonds", 0.25, null, "cup", "slivered almonds", null],
    ]);
  });
});

describe("parseIngredientLine: fifth pass (sizes, lost fractions, lists of one kind)", () => {
  it("moves a range or choice of sizes to the note, and 'each' before the name", () => {
    check([
      ["1 medium to large onion, chopped", 1, null, null, "onion", "medium to large, chopped"],
      ["1/4 cup each grated Parmesan and pecorino", 0.25, null, "cup", "Parmesan and pecorino", "each, grated"],
    ]);
  });

  it("keeps the unit of an amount whose fraction was lost in copying, and reads 'up to' as a qualifier", () => {
    check([
      ["? cup scallion, thinly sliced", null, null, "cup", "scallion", "thinly sliced"],
      ["\uFFFD teaspoon salt", null, null, "teaspoon", "salt", null],
      ["Up to 1/4 cup buttermilk", 0.25, null, "cup", "buttermilk", "Up to"],
    ]);
  });

  it("reads a count unit after sizes and a hyphenated thickness", () => {
    check([["4 large 1/2-inch-thick slices bread", 4, null, "slice", "bread", "large 1/2-inch-thick"]]);
  });

  it("reads wedges after the food as a count unit, unless the whole name is another food; tea bags stay tea bags", () => {
    check([
      ["Lime wedges, for serving", null, null, "wedge", "Lime", "for serving"],
      ["2 mint tea bags", 2, null, null, "mint tea bags", null],
      ["2 cups potato wedges", 2, null, "cup", "potato wedges", null],
    ]);
  });

  it("ends the name before an aside followed by 'skin-on', and moves such adjectives to the note", () => {
    check([
      ["6 chicken legs (drumsticks and thighs) skin-on", 6, null, null, "chicken legs", "drumsticks and thighs, skin-on"],
      ["2 plum (Roma) tomatoes", 2, null, null, "plum Roma tomatoes", null],
    ]);
  });

  it("keeps a list whose items share the last word of a known food whole, but not a list after a food of two words", () => {
    check([
      ["2 pounds dumpling, delicata or acorn squash, halved", 2, null, "pound", "dumpling, delicata or acorn squash", "halved"],
      ["3/4 cup fruit jam, conserves or fruit butter", 0.75, null, "cup", "fruit jam", "conserves or fruit butter"],
    ]);
  });

  it("ends the name at 'room temperature', but not at the Dutch 'zure room' (sour cream)", () => {
    check([
      ["2 eggs room temperature", 2, null, null, "eggs", "room temperature"],
      ["150 g zure room", 150, null, "g", "zure room", null],
    ]);
  });

  it("reads a heading before a colon as a note", () => {
    check([["Garnish: grapefruit wedge", null, null, "wedge", "grapefruit", "Garnish"]]);
  });
});
