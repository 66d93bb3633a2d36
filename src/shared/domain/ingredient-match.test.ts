import { describe, expect, it } from "vitest";
import { FOODS } from "../food/catalog";
import { ingredientInPantry, namesMatch, pantryMatcher, prepareIngredient } from "./ingredient-match";
import { matchColour } from "./match-colour";

const PANTRY = [
  "Barilla Spaghetti No.5 500g",
  "Extra Virgin Olive Oil 1L",
  "Garbanzo Beans 15 oz",
  "Peanut Butter",
  "Free Range Eggs 12 pack",
  "Tesco Whole Milk 2L",
  "Minced Beef 500g",
  "Kitchen Foil",
  "Onions",
];

describe("ingredientInPantry (SPEC §5 containment, refined by the knowledge base)", () => {
  it("finds an ingredient contained in a pantry name, and a pantry name contained in an ingredient", () => {
    expect(ingredientInPantry("spaghetti", PANTRY)).toBe(true);
    expect(ingredientInPantry("olive oil", PANTRY)).toBe(true);
    expect(ingredientInPantry("red onions", PANTRY)).toBe(true);
    expect(ingredientInPantry("2 tbsp extra virgin olive oil", PANTRY)).toBe(true);
  });

  it("tolerates plurals, case, sizes and brands", () => {
    expect(ingredientInPantry("EGG", PANTRY)).toBe(true);
    expect(ingredientInPantry("2 large eggs, beaten", PANTRY)).toBe(true);
    expect(ingredientInPantry("onion", PANTRY)).toBe(true);
    expect(ingredientInPantry("1 cup milk", PANTRY)).toBe(true);
  });

  it("matches whole words only: 'pea' is not in 'peanut', 'oil' is not in 'foil'", () => {
    expect(ingredientInPantry("peas", ["Peanut Butter"])).toBe(false);
    expect(ingredientInPantry("pea", ["peanuts"])).toBe(false);
    expect(ingredientInPantry("oil", ["Kitchen Foil"])).toBe(false);
    expect(ingredientInPantry("corn", ["Popcorn"])).toBe(false);
    expect(ingredientInPantry("ham", ["Graham crackers"])).toBe(false);
  });

  it("treats different names of the same food as a match", () => {
    expect(ingredientInPantry("chickpeas", PANTRY)).toBe(true);
    expect(ingredientInPantry("ground beef", PANTRY)).toBe(true);
    expect(ingredientInPantry("courgette", ["Zucchini"])).toBe(true);
  });

  it("does not match different foods that merely share a word, in either direction", () => {
    expect(ingredientInPantry("butter", ["Peanut Butter"])).toBe(false);
    expect(ingredientInPantry("peanut butter", ["Lurpak Butter 250g"])).toBe(false);
    expect(ingredientInPantry("milk", ["Coconut Milk 400ml"])).toBe(false);
    expect(ingredientInPantry("coconut milk", ["Tesco Whole Milk 2L"])).toBe(false);
    expect(ingredientInPantry("milk", ["Oat Milk Barista"])).toBe(false);
    expect(ingredientInPantry("sweet potato", ["Potatoes"])).toBe(false);
    expect(ingredientInPantry("potatoes", ["Sweet Potatoes"])).toBe(false);
    expect(ingredientInPantry("cream", ["Ice Cream"])).toBe(false);
    expect(ingredientInPantry("rice", ["Rice Noodles"])).toBe(false);
    expect(ingredientInPantry("salt and pepper", ["Bell Pepper"])).toBe(false);
  });

  it("matches a generic parent with a kind of it, in either direction (Food.kindOf)", () => {
    expect(ingredientInPantry("chicken", ["Chicken Breast Fillets"])).toBe(true);
    expect(ingredientInPantry("boneless chicken", ["Chicken Thighs 1kg"])).toBe(true);
    expect(ingredientInPantry("cheese", ["Feta 200g"])).toBe(true);
    expect(ingredientInPantry("grated cheese", ["Mozzarella"])).toBe(true);
    expect(ingredientInPantry("pasta", ["Barilla Spaghetti No.5 500g"])).toBe(true);
    expect(ingredientInPantry("tomatoes", ["Chopped Tomatoes 400g"])).toBe(true);
    expect(ingredientInPantry("red onion", ["Onions"])).toBe(true);
    expect(ingredientInPantry("fish", ["Cod Fillets"])).toBe(true);
    expect(ingredientInPantry("vinegar", ["Balsamic Vinegar of Modena"])).toBe(true);
  });

  it("does not treat siblings or a different cut as the same food", () => {
    expect(ingredientInPantry("chicken breast", ["Chicken Wings"])).toBe(false);
    expect(ingredientInPantry("feta", ["Mature Cheddar"])).toBe(false);
    expect(ingredientInPantry("balsamic vinegar", ["Malt Vinegar"])).toBe(false);
    expect(ingredientInPantry("chicken", ["Chicken Stock Cubes"])).toBe(false);
  });

  it("keeps the SPEC word containment for names the knowledge base does not know", () => {
    expect(ingredientInPantry("garlic powder", ["Garlic granules"])).toBe(true); // same KB food
    expect(ingredientInPantry("zogwort relish", ["Homemade Zogwort Relish"])).toBe(true);
    expect(ingredientInPantry("zogwort", ["Zogwort Relish"])).toBe(true);
  });

  it("is false for blank ingredients and empty pantries", () => {
    expect(ingredientInPantry("", PANTRY)).toBe(false);
    expect(ingredientInPantry("   ", PANTRY)).toBe(false);
    expect(ingredientInPantry("spaghetti", [])).toBe(false);
  });
});

describe("matchColour (SPEC §5)", () => {
  it.each([
    [100, "green"],
    [99, "yellow"],
    [70, "yellow"],
    [69, "red"],
    [69.99, "red"],
    [0, "red"],
    [Number.NaN, "red"],
  ] as const)("%d%% → %s", (percent, colour) => {
    expect(matchColour(percent)).toBe(colour);
  });
});

describe("pantryMatcher (the indexed form used for many look-ups)", () => {
  const pantry = [
    ...PANTRY,
    ...FOODS.filter((_, i) => i % 7 === 0).map((f) => f.name),
    "Chicken Breast Fillets",
    "Feta 200g",
    "Mystery Spice Blend",
    "Grandma's relish",
  ];
  const ingredients = [
    ...FOODS.flatMap((f) => [f.name, ...(f.kindOf ?? []), ...f.aliases.slice(0, 1)]),
    "2 large eggs, beaten",
    "chicken",
    "cheese",
    "relish",
    "spice blend",
    "xyzzy",
    "",
  ];

  it("answers exactly what the pairwise rule answers for every knowledge-base name, parent and alias", () => {
    const m = pantryMatcher(pantry);
    const differing = ingredients.filter((i) => m.has(i) !== pantry.some((p) => namesMatch(i, p)));
    expect(differing).toEqual([]);
  });

  it("lists the items an ingredient matches, in pantry order, exactly as the pairwise rule pairs them", () => {
    const m = pantryMatcher(pantry);
    for (const i of ["spaghetti", "olive oil", "garlic", "relish", "chicken", "cheese", "unicorn tears", ""]) {
      const expected = pantry.flatMap((p, n) => (namesMatch(i, p) ? [n] : []));
      expect(m.matching(prepareIngredient(i)), i).toEqual(expected);
    }
  });

  it("sees a changed pantry when the same array is reused with other names", () => {
    const names = ["Onions"];
    expect(ingredientInPantry("onion", names)).toBe(true);
    names[0] = "Carrots";
    expect(ingredientInPantry("onion", names)).toBe(false);
  });
});
