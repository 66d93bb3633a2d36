import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { conflictsWithPrefs, foodHasAllergy, ideaDietProblems, nameConflictsWithPrefs, nameHasAllergy } from "../../../shared/domain/diet";
import { FOODS } from "../../../shared/food/catalog";
import { matchFood } from "../../../shared/food/match";
import { ALLERGIES } from "../../../shared/food/types";
import { MEAL_TYPES } from "../../../shared/schemas/common";
import type { UserSettings } from "../../../shared/schemas/user-settings";
import { generateRecipeIdeas } from "./recipe-ideas";
import type { PantryInput } from "../../kernel/ports/ai-provider";

/** Shop-style decorations around a food name, so matching is exercised too. */
const DECOR = ["", "Tesco ", "Organic ", "Fresh "];
const SIZES = ["", " 500g", " 1kg", " x6"];

const pantryItem: fc.Arbitrary<PantryInput> = fc
  .record({ food: fc.constantFrom(...FOODS), pre: fc.constantFrom(...DECOR), post: fc.constantFrom(...SIZES), plural: fc.boolean() })
  .map(({ food, pre, post, plural }) => ({
    name: `${pre}${plural && food.plural ? food.plural : food.name}${post}`,
    qty: 1,
    unit: food.defaultUnit,
    category: food.category,
  }));

const DIETS = ["Vegan", "Vegetarian", "Pescatarian"] as const;
const settingsArb: fc.Arbitrary<UserSettings> = fc.record({
  householdSize: fc.integer({ min: 1, max: 20 }),
  allergies: fc.subarray([...ALLERGIES], { maxLength: 4 }),
  dietaryPrefs: fc.oneof(fc.constant([] as (typeof DIETS)[number][]), fc.constantFrom(...DIETS).map((d) => [d])),
  dietaryConstraints: fc.constantFrom("", "No mushrooms please", "We don't eat pork or shellfish", "I hate cilantro and olives", "low sodium"),
});

describe("diet and allergy safety over random pantries (property)", () => {
  it("no idea contains a declared allergen, breaks Vegan, Vegetarian or Pescatarian, or uses a food the notes rule out", () => {
    fc.assert(
      fc.property(
        fc.array(pantryItem, { maxLength: 40 }),
        settingsArb,
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.constantFrom(...MEAL_TYPES), { nil: undefined }),
        (pantry, settings, variant, mealType) => {
          const ideas = generateRecipeIdeas({ pantry, settings, variant, mealType });
          for (const idea of ideas) {
            expect(ideaDietProblems(idea.allIngredients.map((a) => a.name), settings), idea.title).toEqual([]);
            expect(idea.dietaryFlags.filter((f) => /^ALLERGY|^Not /.test(f)), idea.title).toEqual([]);
            for (const { name } of idea.allIngredients) {
              // Two independent readings of each ingredient: its knowledge-base food, and the name's own words.
              const food = matchFood(name)?.food;
              for (const allergy of settings.allergies) {
                if (food) expect(foodHasAllergy(food, allergy), `${idea.title}: ${name} / ${allergy}`).toBe(false);
                expect(nameHasAllergy(name, allergy), `${idea.title}: ${name} / ${allergy}`).toBe(false);
              }
              if (food) expect(conflictsWithPrefs(food, settings.dietaryPrefs), `${idea.title}: ${name}`).toBe(false);
              expect(nameConflictsWithPrefs(name, settings.dietaryPrefs), `${idea.title}: ${name}`).toBe(false);
            }
          }
        },
      ),
      { numRuns: 600, seed: 20261124 },
    );
  }, 60_000);

  it("the check itself fails on an unsafe idea (a peanut dish for a Peanuts allergy)", () => {
    const pantry = [{ name: "Peanut butter", qty: 1, unit: "g", category: "pantry" }];
    const settings: UserSettings = { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" };
    const ideas = generateRecipeIdeas({ pantry, settings, variant: 0, mealType: "snack", count: 10 });
    const names = ideas.flatMap((i) => i.allIngredients.map((a) => a.name));
    expect(names.some((n) => nameHasAllergy(n, "Peanuts"))).toBe(true);
  });
});
