import { describe, expect, it } from "vitest";
import { foldText, keyTokens, productTokens, singularize, toKey } from "./normalize";

describe("foldText", () => {
  it("lower-cases, strips accents and punctuation, spells & as 'and'", () => {
    expect(foldText("Crème Fraîche & Chives (200 g)")).toBe("creme fraiche and chives 200 g");
    expect(foldText("JALAPEÑO")).toBe("jalapeno");
    expect(foldText("all-purpose")).toBe("all purpose");
    expect(foldText("  ")).toBe("");
  });

  it("drops apostrophes without splitting the word", () => {
    expect(foldText("Goat's cheese")).toBe("goats cheese");
    expect(foldText("Hellmann’s")).toBe("hellmanns");
  });
});

describe("singularize", () => {
  it.each([
    ["tomatoes", "tomato"],
    ["potatoes", "potato"],
    ["berries", "berry"],
    ["cherries", "cherry"],
    ["leaves", "leaf"],
    ["loaves", "loaf"],
    ["peaches", "peach"],
    ["radishes", "radish"],
    ["boxes", "box"],
    ["olives", "olive"],
    ["cloves", "clove"],
    ["cheeses", "cheese"],
    ["cookies", "cookie"],
    ["chillies", "chili"],
    ["eggs", "egg"],
    ["oats", "oat"],
    ["peas", "pea"],
    ["kiwis", "kiwi"],
  ])("%s → %s", (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });

  it("leaves words that are not plurals alone", () => {
    for (const w of ["hummus", "couscous", "asparagus", "swiss", "glass", "gas", "tofu", "rice", "500g"]) {
      expect(singularize(w), w).toBe(w);
    }
  });
});

describe("keyTokens / toKey", () => {
  it("singularises every word and unifies spellings", () => {
    expect(keyTokens("Cherry Tomatoes")).toEqual(["cherry", "tomato"]);
    expect(toKey("Greek Yoghurt")).toBe("greek yogurt");
    expect(toKey("Red Chillies")).toBe("red chili");
  });

  it("expands receipt abbreviations", () => {
    expect(toKey("BNLS SKNLS CHKN BRST")).toBe("boneless skinless chicken breast");
  });
});

describe("productTokens", () => {
  it("drops weights, volumes, counts and multipacks", () => {
    expect(productTokens("Barilla Spaghetti No.5 500g")).toEqual(["spaghetti"]);
    expect(productTokens("2 x 400 ml Coconut Milk")).toEqual(["coconut", "milk"]);
    expect(productTokens("Eggs 12 pack")).toEqual(["egg"]);
    expect(productTokens("Rice 1.5 kg")).toEqual(["rice"]);
    expect(productTokens("2 cups plain flour")).toEqual(["plain", "flour"]);
  });

  it("drops brand and retailer names, including multi-word ones", () => {
    expect(productTokens("Tesco Whole Milk 2L")).toEqual(["whole", "milk"]);
    expect(productTokens("Ben & Jerry's Cookie Dough")).toEqual(["cookie", "dough"]);
    expect(productTokens("Old El Paso Tortillas")).toEqual(["tortilla"]);
  });

  it("keeps measure words that are not after a number", () => {
    expect(productTokens("Canned tomatoes")).toEqual(["canned", "tomato"]);
    expect(productTokens("Pack of eggs")).toEqual(["pack", "of", "egg"]);
  });
});
