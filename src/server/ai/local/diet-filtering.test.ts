import { describe, expect, it } from "vitest";
import { conflictsWithPrefs, foodHasAllergy } from "../../../shared/domain/diet";
import { matchFood } from "../../../shared/food/match";
import { ALLERGIES, DIETARY_PREFS, type Food } from "../../../shared/food/types";
import type { AiRecipeIdea } from "../../../shared/schemas/ai";
import { MEAL_TYPES, type MealType } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { parseConstraints } from "../../../shared/domain/diet-constraints";
import { mixesMeatAndDairy, positiveFlags } from "./diet-guard";
import { generateRecipeIdeas } from "./recipe-ideas";
import { pantryOf, settings, STOCKED } from "../../../../test/server/fixtures/local-ai";

/** A pantry holding something for every diet rule to catch. */
const TEMPTING = [
  ...STOCKED,
  "Bacon",
  "Shrimp",
  "Ground beef",
  "Tofu",
  "Mushrooms",
  "Feta",
  "Almonds",
  "Tahini",
  "Pork chops",
  "White wine",
];

function foodsOf(idea: AiRecipeIdea): Food[] {
  return idea.allIngredients.map((a) => matchFood(a.name)?.food).filter((f): f is Food => f !== undefined);
}

/** Ideas over several variants and every meal type (and the mixed set) for the given settings. */
function sweep(s: UserSettings, pantry = pantryOf(TEMPTING)): AiRecipeIdea[] {
  const out: AiRecipeIdea[] = [];
  for (const mealType of [undefined, ...MEAL_TYPES] as Array<MealType | undefined>) {
    for (const variant of [0, 1, 2]) out.push(...generateRecipeIdeas({ pantry, settings: s, variant, mealType, count: 8 }));
  }
  return out;
}

describe("diet preferences", () => {
  it("Vegetarian with chicken in the pantry: no chicken, meat or fish anywhere", () => {
    const ideas = sweep(settings({ dietaryPrefs: ["Vegetarian"] }));
    expect(ideas.length).toBeGreaterThan(40);
    for (const idea of ideas) {
      expect(
        idea.allIngredients.some((a) => /chicken|bacon|beef|pork|shrimp|salmon/i.test(a.name)),
        idea.title,
      ).toBe(false);
      for (const f of foodsOf(idea))
        expect(
          ["meat", "poultry", "pork", "fish", "shellfish"].some((t) => f.tags.includes(t as never)),
          `${idea.title}: ${f.name}`,
        ).toBe(false);
      expect(idea.dietaryFlags).toContain("Vegetarian");
    }
  });

  it("Vegetarian households get tofu or legumes where the dish needs a protein", () => {
    const ideas = generateRecipeIdeas({
      pantry: pantryOf(["Chicken breast", "Broccoli", "Rice", "Tofu"]),
      settings: settings({ dietaryPrefs: ["Vegetarian"] }),
      variant: 0,
      mealType: "dinner",
    });
    expect(ideas.some((i) => i.allIngredients.some((a) => a.name === "tofu"))).toBe(true);
  });

  it("Vegan: no dairy, egg or honey either, and flagged Vegan", () => {
    for (const idea of sweep(settings({ dietaryPrefs: ["Vegan"] }))) {
      for (const f of foodsOf(idea))
        expect(
          ["meat", "poultry", "fish", "shellfish", "dairy", "egg", "honey"].some((t) => f.tags.includes(t as never)),
          `${idea.title}: ${f.name}`,
        ).toBe(false);
      expect(idea.dietaryFlags).toEqual(expect.arrayContaining(["Vegetarian", "Vegan"]));
    }
  });

  it.each(DIETARY_PREFS.map((p) => [p]))("%s: no ingredient conflicts with the preference", (pref) => {
    for (const idea of sweep(settings({ dietaryPrefs: [pref] }))) {
      for (const f of foodsOf(idea)) expect(conflictsWithPrefs(f, [pref]), `${idea.title}: ${f.name}`).toBe(false);
      expect(idea.dietaryFlags.filter((d) => /Not .*friendly|ALLERGY/.test(d))).toEqual([]);
    }
  });

  it("Halal: drinks are alcohol-free", () => {
    for (const idea of sweep(settings({ dietaryPrefs: ["Halal"] }))) {
      expect(idea.wineRecommendation).not.toMatch(/wine|beer|lager|cider|prosecco|riesling|rosé|chardonnay|pinot|alcohol-free/i);
    }
  });

  it("Kosher: no dish mixes meat or poultry with dairy", () => {
    for (const idea of sweep(settings({ dietaryPrefs: ["Kosher"] }))) expect(mixesMeatAndDairy(foodsOf(idea)), idea.title).toBe(false);
  });
});

describe("allergies", () => {
  it("Peanuts: no peanut ingredient even with peanut butter in the pantry", () => {
    for (const idea of sweep(settings({ allergies: ["Peanuts"] }))) {
      expect(
        idea.allIngredients.some((a) => /peanut/i.test(a.name)),
        idea.title,
      ).toBe(false);
    }
  });

  it.each(ALLERGIES.map((a) => [a]))("%s: no ingredient carries the allergen", (allergy) => {
    const ideas = sweep(settings({ allergies: [allergy] }));
    expect(ideas.length).toBeGreaterThan(20);
    for (const idea of ideas) {
      for (const f of foodsOf(idea)) expect(foodHasAllergy(f, allergy), `${idea.title}: ${f.name}`).toBe(false);
      expect(idea.dietaryFlags.some((d) => d.startsWith("ALLERGY"))).toBe(false);
    }
  });

  it("several allergies and a vegan diet together still leave ideas for every meal type", () => {
    const s = settings({ dietaryPrefs: ["Vegan"], allergies: ["Peanuts", "Soy", "Gluten/Wheat"] });
    for (const mealType of MEAL_TYPES)
      expect(generateRecipeIdeas({ pantry: [], settings: s, variant: 0, mealType }).length, mealType).toBeGreaterThanOrEqual(1);
  });
});

describe("written constraints", () => {
  it("reads foods and groups after a negation, not after a contrast", () => {
    const { foodIds, tags } = parseConstraints("No mushrooms or olives. We don't eat pork but love beef; avoid dairy");
    expect(foodIds.has(matchFood("mushroom")!.food.id)).toBe(true);
    expect(foodIds.has(matchFood("beef")?.food.id ?? "none")).toBe(false);
    expect([...tags].sort()).toEqual(["dairy", "pork"]);
    expect(parseConstraints("We love mushrooms").foodIds.size).toBe(0);
  });

  it("keeps a ruled-out food out of every idea", () => {
    for (const idea of sweep(settings({ dietaryConstraints: "no mushrooms, please" }))) {
      expect(
        idea.allIngredients.some((a) => /mushroom/i.test(a.name)),
        idea.title,
      ).toBe(false);
    }
  });
});

describe("positive flags", () => {
  it("flags only what truly applies", () => {
    const food = (name: string) => matchFood(name)!.food;
    expect(positiveFlags([food("chickpeas"), food("spinach")])).toEqual(["Vegetarian", "Vegan", "Gluten-free", "Dairy-free"]);
    expect(positiveFlags([food("egg"), food("spinach")])).toEqual(["Vegetarian", "Gluten-free", "Dairy-free"]);
    expect(positiveFlags([food("chicken breast"), food("flour"), food("milk")])).toEqual([]);
  });
});
