import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import {
  conflictsWithPrefs,
  foodHasAllergy,
  householdAllowsFood,
  ideaDietProblems,
  ideaWarnings,
  itemDietFlags,
  nameHasAllergy,
  relevantDietFlags,
} from "./diet";
import { nameDietTags } from "./diet-tags";

const food = (id: string) => {
  const f = getFood(id);
  if (!f) throw new Error(`no food ${id}`);
  return f;
};

describe("itemDietFlags (SPEC §5 texts)", () => {
  it.each([
    ["Chicken Breast Fillets", ["Contains meat"]],
    ["Atlantic Salmon", ["Contains meat"]],
    ["King Prawns", ["Contains meat", "Contains shellfish"]],
    ["Whole Milk", ["Contains dairy/eggs", "Contains dairy"]],
    ["Free Range Eggs", ["Contains dairy/eggs"]],
    ["Almonds", ["Contains nuts"]],
    ["Salted Peanuts", ["Contains nuts"]],
    ["Spaghetti", ["Contains gluten"]],
    ["Croissant", ["Contains dairy/eggs", "Contains dairy", "Contains gluten"]],
    ["Pesto", ["Contains dairy/eggs", "Contains dairy", "Contains nuts"]],
    ["Bananas", []],
    ["Tofu", []],
  ])("%s → %j", (name, flags) => {
    expect(itemDietFlags(name)).toEqual(flags);
  });

  it("sees every food in a name, not only the main one", () => {
    expect(itemDietFlags("Chicken noodle soup")).toEqual(["Contains meat", "Contains gluten"]);
    expect(itemDietFlags("Pepperoni pizza")).toEqual(["Contains meat", "Contains dairy/eggs", "Contains dairy", "Contains gluten"]);
  });

  it("does not split longer food names (peanut butter is not butter, coconut milk is not milk)", () => {
    expect(itemDietFlags("Peanut Butter")).toEqual(["Contains nuts"]);
    expect(itemDietFlags("Coconut Milk")).toEqual([]);
    expect(itemDietFlags("Almond Milk")).toEqual(["Contains nuts"]);
    expect(itemDietFlags("Butter Beans")).toEqual([]);
    expect(itemDietFlags("Nutmeg")).toEqual([]);
  });

  it("falls back to keywords for names the knowledge base does not know", () => {
    expect(itemDietFlags("Wild boar ragu")).toEqual(["Contains meat"]);
    expect(itemDietFlags("Praline truffle torte")).toContain("Contains nuts");
    expect(itemDietFlags("Spelt loaf")).toContain("Contains gluten");
    expect(itemDietFlags("Langoustine bisque")).toEqual(["Contains meat", "Contains shellfish"]);
  });

  it("honours 'free from' and plant-based wording", () => {
    expect(itemDietFlags("Gluten-free pasta")).toEqual([]);
    expect(itemDietFlags("Dairy free spread")).toEqual([]);
    expect(itemDietFlags("Vegan cheese")).toEqual([]);
    expect(itemDietFlags("Vegetarian sausages")).toEqual([]);
    expect(itemDietFlags("Lactose free milk")).toEqual(["Contains dairy/eggs", "Contains dairy"]);
  });

  it("returns nothing for non-food and unknown names", () => {
    expect(itemDietFlags("AA Batteries")).toEqual([]);
    expect(itemDietFlags("xyzzy")).toEqual([]);
  });
});

describe("relevantDietFlags", () => {
  it("keeps only the flags a household's choices care about", () => {
    expect(relevantDietFlags("Croissant", ["Vegetarian"], ["Gluten/Wheat"])).toEqual(["Contains gluten"]);
    expect(relevantDietFlags("Croissant", ["Vegan"], [])).toEqual(["Contains dairy/eggs"]);
    expect(relevantDietFlags("Bacon", ["Pescatarian"], [])).toEqual(["Contains meat"]);
    expect(relevantDietFlags("Salmon", ["Pescatarian"], [])).toEqual([]);
    expect(relevantDietFlags("Peanuts", [], ["Nuts"])).toEqual(["Contains nuts"]);
  });
});

describe("conflictsWithPrefs", () => {
  it("Vegetarian: no meat, poultry, pork, fish or shellfish", () => {
    for (const id of ["steak", "chicken-breast", "bacon", "salmon", "shrimp", "chicken-broth", "gelatin"]) {
      expect(conflictsWithPrefs(food(id), ["Vegetarian"]), id).toBe(true);
    }
    for (const id of ["cheddar-cheese", "egg", "honey", "tofu"]) expect(conflictsWithPrefs(food(id), ["Vegetarian"]), id).toBe(false);
  });

  it("Vegan: also no dairy, egg or honey", () => {
    for (const id of ["milk", "egg", "honey", "butter", "mayonnaise"]) expect(conflictsWithPrefs(food(id), ["Vegan"]), id).toBe(true);
    for (const id of ["tofu", "oat-milk", "margarine", "lentils"]) expect(conflictsWithPrefs(food(id), ["Vegan"]), id).toBe(false);
  });

  it("Pescatarian allows fish and shellfish but not meat", () => {
    expect(conflictsWithPrefs(food("salmon"), ["Pescatarian"])).toBe(false);
    expect(conflictsWithPrefs(food("shrimp"), ["Pescatarian"])).toBe(false);
    expect(conflictsWithPrefs(food("chicken-thigh"), ["Pescatarian"])).toBe(true);
  });

  it("Halal: no pork or alcohol; Kosher: no pork or shellfish", () => {
    expect(conflictsWithPrefs(food("ham"), ["Halal"])).toBe(true);
    expect(conflictsWithPrefs(food("wine"), ["Halal"])).toBe(true);
    expect(conflictsWithPrefs(food("lamb"), ["Halal"])).toBe(false);
    expect(conflictsWithPrefs(food("shrimp"), ["Kosher"])).toBe(true);
    expect(conflictsWithPrefs(food("bacon"), ["Kosher"])).toBe(true);
    expect(conflictsWithPrefs(food("wine"), ["Kosher"])).toBe(false);
  });

  it("Keto and Low-carb: no high-carb foods", () => {
    for (const pref of ["Keto", "Low-carb"]) {
      expect(conflictsWithPrefs(food("rice"), [pref]), pref).toBe(true);
      expect(conflictsWithPrefs(food("sugar"), [pref]), pref).toBe(true);
      expect(conflictsWithPrefs(food("spinach"), [pref]), pref).toBe(false);
      expect(conflictsWithPrefs(food("steak"), [pref]), pref).toBe(false);
    }
  });

  it("Paleo: no grains, legumes or dairy", () => {
    expect(conflictsWithPrefs(food("bread"), ["Paleo"])).toBe(true);
    expect(conflictsWithPrefs(food("lentils"), ["Paleo"])).toBe(true);
    expect(conflictsWithPrefs(food("milk"), ["Paleo"])).toBe(true);
    expect(conflictsWithPrefs(food("sweet-potato"), ["Paleo"])).toBe(false);
  });

  it("Omnivore, Mediterranean, no preferences and unknown labels never conflict", () => {
    expect(conflictsWithPrefs(food("bacon"), ["Omnivore"])).toBe(false);
    expect(conflictsWithPrefs(food("bacon"), ["Mediterranean"])).toBe(false);
    expect(conflictsWithPrefs(food("bacon"), [])).toBe(false);
    expect(conflictsWithPrefs(food("bacon"), ["Fruitarian-ish"])).toBe(false);
  });

  it("reads labels case-insensitively", () => {
    expect(conflictsWithPrefs(food("bacon"), ["vegetarian"])).toBe(true);
  });
});

describe("foodHasAllergy", () => {
  it("'Nuts' covers tree nuts and peanuts; 'Tree nuts' and 'Peanuts' are separate", () => {
    expect(foodHasAllergy(food("walnuts"), "Nuts")).toBe(true);
    expect(foodHasAllergy(food("peanut-butter"), "Nuts")).toBe(true);
    expect(foodHasAllergy(food("peanut-butter"), "Tree nuts")).toBe(false);
    expect(foodHasAllergy(food("almonds"), "Peanuts")).toBe(false);
    expect(foodHasAllergy(food("peanuts"), "Peanuts")).toBe(true);
    expect(foodHasAllergy(food("coconut"), "Nuts")).toBe(false);
  });

  it("maps the other SPEC allergies one to one", () => {
    expect(foodHasAllergy(food("cheddar-cheese"), "Dairy/Lactose")).toBe(true);
    expect(foodHasAllergy(food("bread"), "Gluten/Wheat")).toBe(true);
    expect(foodHasAllergy(food("oats"), "Gluten/Wheat")).toBe(false);
    expect(foodHasAllergy(food("crab"), "Shellfish")).toBe(true);
    expect(foodHasAllergy(food("worcestershire-sauce"), "Fish")).toBe(true);
    expect(foodHasAllergy(food("mayonnaise"), "Eggs")).toBe(true);
    expect(foodHasAllergy(food("soy-sauce"), "Soy")).toBe(true);
    expect(foodHasAllergy(food("tahini"), "Sesame")).toBe(true);
    expect(foodHasAllergy(food("apple"), "Sesame")).toBe(false);
  });

  it("matches free-text allergy labels by name", () => {
    expect(foodHasAllergy(food("mustard"), "Mustard")).toBe(true);
    expect(foodHasAllergy(food("celery"), "mustard")).toBe(false);
  });
});

describe("nameDietTags / nameHasAllergy", () => {
  it("derives tags for free text", () => {
    expect([...nameDietTags("Heinz Baked Beans")]).toEqual(["high-carb"]);
    expect(nameHasAllergy("2 tbsp tahini", "Sesame")).toBe(true);
    expect(nameHasAllergy("walnut loaf", "Nuts")).toBe(true);
  });
});

describe("ideaWarnings (SPEC §5 texts)", () => {
  const ingredients = ["spaghetti", "ground beef", "parmesan", "canned tomatoes"];

  it("warns vegetarians and vegans", () => {
    expect(ideaWarnings(ingredients, ["Vegetarian"], [])).toEqual(["Not vegetarian-friendly"]);
    expect(ideaWarnings(ingredients, ["Vegan"], [])).toEqual(["Not vegan-friendly"]);
    expect(ideaWarnings(["spaghetti", "parmesan"], ["Vegan", "Vegetarian"], [])).toEqual(["Not vegan-friendly"]);
    expect(ideaWarnings(["spaghetti", "honey"], ["Vegan"], [])).toEqual(["Not vegan-friendly"]);
    expect(ideaWarnings(["rice", "black beans"], ["Vegan", "Vegetarian"], [])).toEqual([]);
  });

  it("warns about each chosen allergy present, with the label as chosen", () => {
    expect(ideaWarnings(["noodles", "peanut butter", "soy sauce"], [], ["Peanuts", "Soy", "Fish"])).toEqual([
      "ALLERGY WARNING: Contains Peanuts",
      "ALLERGY WARNING: Contains Soy",
    ]);
    expect(ideaWarnings(["satay sauce"], [], ["Nuts"])).toEqual(["ALLERGY WARNING: Contains Nuts"]);
    expect(ideaWarnings(ingredients, [], ["Gluten/Wheat", "Dairy/Lactose"])).toEqual([
      "ALLERGY WARNING: Contains Gluten/Wheat",
      "ALLERGY WARNING: Contains Dairy/Lactose",
    ]);
  });

  it("lists diet warnings before allergy warnings and each allergy once", () => {
    expect(ideaWarnings(["shrimp", "rice"], ["Vegetarian"], ["Shellfish", "shellfish"])).toEqual([
      "Not vegetarian-friendly",
      "ALLERGY WARNING: Contains Shellfish",
    ]);
  });

  it("returns nothing without preferences or allergies", () => {
    expect(ideaWarnings(ingredients, [], [])).toEqual([]);
    expect(ideaWarnings([], ["Vegan"], ["Nuts"])).toEqual([]);
  });
});

describe("householdAllowsFood and ideaDietProblems (one rule for engine and model output)", () => {
  const household = { dietaryPrefs: ["Pescatarian"], allergies: ["Sesame"], dietaryConstraints: "No mushrooms." };

  it("applies preferences, allergies and written notes together", () => {
    expect(householdAllowsFood(food("salmon"), household)).toBe(true);
    expect(householdAllowsFood(food("chicken-breast"), household)).toBe(false);
    expect(householdAllowsFood(food("tahini"), household)).toBe(false);
    expect(householdAllowsFood(food("mushroom"), household)).toBe(false);
  });

  it("lists every problem of an idea, SPEC warnings first", () => {
    expect(ideaDietProblems(["salmon", "rice", "lemon"], household)).toEqual([]);
    expect(ideaDietProblems(["tahini", "bacon", "mushrooms"], household)).toEqual([
      "ALLERGY WARNING: Contains Sesame",
      "Conflicts with Pescatarian: bacon",
      "Ruled out by your dietary notes: mushrooms",
    ]);
    expect(ideaDietProblems(["cheddar cheese"], { dietaryPrefs: ["Vegan"], allergies: [] })).toEqual(["Not vegan-friendly"]);
  });
});
