import { describe, expect, it } from "vitest";
import { ingredientParts, ingredientPhrase, joinParts, partsFromAmountText } from "./ingredient-phrase";
import { isMassNoun, nounForCount } from "./noun-number";
import { amountText, unitWord } from "./amount-words";
import { PROTOTYPE_KEYS } from "../../../test/shared/prototype-keys";

const say = (qty: number | null, unit: string | null, name: string, note?: string) => ingredientPhrase({ qty, unit, name, note });

describe("ingredientPhrase: the wording issue 22 found", () => {
  it.each([
    [1, "pieces", "Bell peppers", "1 bell pepper"],
    [2, "clove", "garlic", "2 cloves garlic"],
    [2, "pieces", "eggs", "2 eggs"],
    [3, "cup", "cooked rice", "3 cups cooked rice"],
    [1, "pieces", "pre-baked pizza crusts", "1 pre-baked pizza crust"],
    [0.875, "tablespoon", "soy sauce", "2¾ teaspoons soy sauce"],
  ])("%d %s %s → %s", (qty, unit, name, phrase) => expect(say(qty, unit, name)).toBe(phrase));

  it("puts 'to taste' after the name", () => expect(say(null, null, "salt", "to taste")).toBe("salt, to taste"));
});

describe("ingredientPhrase: count nouns agree with the number", () => {
  it("is singular up to 1 and plural above, fractions included", () => {
    expect(say(1, null, "egg")).toBe("1 egg");
    expect(say(2, null, "egg")).toBe("2 eggs");
    expect(say(0.5, null, "onion")).toBe("½ onion");
    expect(say(1.5, null, "onion")).toBe("1½ onions");
    expect(say(1, "whole", "chicken breasts, skinless")).toBe("1 chicken breast, skinless");
    expect(say(2, "ea", "lemon")).toBe("2 lemons");
  });

  it("takes irregular plurals from the knowledge base, else the English rule", () => {
    expect(say(3, null, "tomato")).toBe("3 tomatoes");
    expect(say(1, null, "cherry tomatoes")).toBe("1 cherry tomato");
    expect(say(3, null, "bay leaf")).toBe("3 bay leaves");
    expect(say(2, null, "peach")).toBe("2 peaches");
    expect(say(2, null, "cherry")).toBe("2 cherries");
    expect(say(1, null, "jalapeños")).toBe("1 jalapeño");
    expect(say(2, null, "red pepper")).toBe("2 red peppers");
  });

  it("leaves a word of another language that the knowledge base does not know as written", () => {
    expect(say(3, null, "vinteräpplen")).toBe("3 vinteräpplen");
    expect(say(8, "db", "répa")).toBe("8 db répa");
  });

  it("leaves mass nouns alone and keeps their unit", () => {
    expect(say(2, null, "garlic")).toBe("2 garlic");
    expect(say(2, "pieces", "ginger")).toBe("2 pieces ginger");
    expect(say(4, null, "black pepper")).toBe("4 black pepper");
  });
});

describe("ingredientPhrase: units", () => {
  it("agrees unit words, keeps the name after them as written", () => {
    expect(say(1, "clove", "garlic")).toBe("1 clove garlic");
    expect(say(1, "cup", "flour")).toBe("1 cup flour");
    expect(say(2, "can", "chickpeas")).toBe("2 cans chickpeas");
    expect(say(2, "bunch", "parsley")).toBe("2 bunches parsley");
    expect(say(1, "lbs", "beef")).toBe("1 lb beef");
  });

  it("keeps metric symbols and spoon abbreviations", () => {
    expect(say(500, "g", "chicken")).toBe("500 g chicken");
    expect(say(250, "ml", "milk")).toBe("250 ml milk");
    expect(say(2, "tbsp", "olive oil")).toBe("2 tbsp olive oil");
  });

  it("says a pinch, a dash, a handful with 'of'", () => {
    expect(say(1, "pinch", "salt")).toBe("a pinch of salt");
    expect(say(2, "pinch", "salt")).toBe("2 pinches of salt");
    expect(say(1, "handful", "spinach")).toBe("a handful of spinach");
  });

  it("rounds to what a cook measures", () => {
    expect(say(0.125, "cup", "sugar")).toBe("2 tablespoons sugar");
    expect(say(2.5, "pieces", "eggs")).toBe("3 eggs");
    expect(say(437.4, "g", "flour")).toBe("437 g flour");
  });

  it("says ranges with the top of the range deciding the number", () => {
    expect(ingredientPhrase({ qty: 2, qtyMax: 3, unit: null, name: "egg" })).toBe("2–3 eggs");
    expect(ingredientPhrase({ qty: 1, qtyMax: 2, unit: "clove", name: "garlic" })).toBe("1–2 cloves garlic");
  });
});

describe("ingredientPhrase: names and notes", () => {
  it("starts a capitalised name lower case after an amount, proper names excepted", () => {
    expect(say(1, "tbsp", "Olive oil")).toBe("1 tbsp olive oil");
    expect(say(200, "g", "Greek yogurt")).toBe("200 g Greek yogurt");
    expect(say(1, null, "MAGGI Cup")).toBe("1 MAGGI Cup");
    expect(say(null, null, "Salt", "to taste")).toBe("Salt, to taste");
  });

  it("puts a size the parser kept in the note back before the food or its count unit, not before a measure", () => {
    expect(say(2, null, "eggs", "large, beaten")).toBe("2 large eggs, beaten");
    expect(say(1, null, "onion", "medium to large, chopped")).toBe("1 medium to large onion, chopped");
    expect(say(1, "head", "garlic", "large")).toBe("1 large head garlic");
    expect(say(1, "cup", "flour", "large")).toBe("1 cup flour, large");
    expect(say(2, null, "eggs", "larger ones")).toBe("2 eggs, larger ones");
  });

  it("shows stock amounts exactly when asked (the cooking toast)", () => {
    expect(ingredientPhrase({ qty: 0.603, unit: "kg", name: "Rice" }, true)).toBe("0.6 kg rice");
    expect(ingredientPhrase({ qty: 2, unit: "pieces", name: "Eggs" }, true)).toBe("2 eggs");
    expect(ingredientPhrase({ qty: 1, unit: "pieces", name: "Eggs" }, true)).toBe("1 egg");
  });

  it("gives the parts apart for screens that style the amount", () => {
    expect(ingredientParts({ qty: 3, unit: "cup", name: "flour", note: "sifted" })).toEqual({
      amount: "3 cups",
      name: "flour",
      note: "sifted",
    });
    expect(ingredientParts({ qty: null, unit: null, name: "water" })).toEqual({ amount: "", name: "water", note: null });
  });
});

describe("partsFromAmountText (AI ideas: name + amount text)", () => {
  const idea = (name: string, amount: string) => joinParts(partsFromAmountText(name, amount));

  it("reads the amount and says it like a stored one", () => {
    expect(idea("Bell peppers", "1 pieces")).toBe("1 bell pepper");
    expect(idea("egg", "1½ pieces")).toBe("1½ eggs");
    expect(idea("garlic", "2 cloves")).toBe("2 cloves garlic");
    expect(idea("rice", "200g")).toBe("200 g rice");
    expect(idea("eggs", "2-3")).toBe("2–3 eggs");
    expect(idea("salt", "a pinch")).toBe("a pinch of salt");
  });

  it("puts 'to taste' and 'for frying' after the name, other words in front", () => {
    expect(idea("salt", "to taste")).toBe("salt, to taste");
    expect(idea("oil", "for frying")).toBe("oil, for frying");
    expect(idea("basil leaves", "a few")).toBe("a few basil leaves");
    expect(idea("onions", "2 large")).toBe("2 large onions");
    expect(idea("onions", "1 large")).toBe("1 large onion");
    expect(idea("chickpeas", "1 (14 oz) can")).toBe("1 (14 oz) can chickpeas");
    expect(idea("water", "")).toBe("water");
  });
});

describe("noun-number", () => {
  it("knows mass nouns from the English list and the knowledge base's roles", () => {
    expect(isMassNoun("rice")).toBe(true);
    expect(isMassNoun("basmati rice")).toBe(true);
    expect(isMassNoun("milk")).toBe(true);
    expect(isMassNoun("olive oil")).toBe(true);
    expect(isMassNoun("bell pepper")).toBe(false);
    expect(isMassNoun("egg")).toBe(false);
  });

  it("changes only the head word and keeps letter case", () => {
    expect(nounForCount("Tomatoes", 1)).toBe("Tomato");
    expect(nounForCount("chicken breast (boneless)", 3)).toBe("chicken breasts (boneless)");
    expect(nounForCount("eggs", 2)).toBe("eggs");
    expect(nounForCount("", 2)).toBe("");
  });
});

describe("prototype keys (issue 19 finding 6)", () => {
  it.each(PROTOTYPE_KEYS)("reads %s like any unknown word", (key) => {
    expect(unitWord(key, 2)).not.toMatch(/native code|function/);
    expect(amountText({ qty: 2, unit: key })).toMatch(/^2 /);
    expect(nounForCount(key, 2)).not.toMatch(/native code|function/);
    expect(ingredientPhrase({ qty: 2, unit: key, name: key })).toMatch(/^2 /);
    expect(joinParts(partsFromAmountText(key, `2 ${key}`))).toMatch(/^2 /);
  });
});
