import { describe, expect, it } from "vitest";
import { matchFood } from "../../../shared/food/match";
import { compileFamilies } from "./family-compile";
import { RECIPE_FAMILIES } from "./families/family-list";
import { scoreFeedback } from "./feedback";
import { flavourFit, flavourTableNames } from "./flavour-pairs";
import { makeDietGuard } from "./diet-guard";
import { indexPantry } from "./pantry-index";
import { generateRankedIdeas } from "./recipe-ideas";
import { scoreFill } from "./selection";
import { fillFamily, slotPools } from "./slot-fill";
import { pantryOf, settings, STOCKED } from "../../../../test/server/fixtures/local-ai";

const food = (name: string) => matchFood(name)!.food;
const base = { pantry: pantryOf(STOCKED), settings: settings(), variant: 0 };
const rankOf = (familyId: string, feedback?: { liked: string[]; disliked: string[] }) =>
  generateRankedIdeas({ ...base, mealType: "dinner", count: 20, feedback }).findIndex((r) => r.familyId === familyId);

describe("flavour pairing table", () => {
  it("every name in the table is a knowledge-base food", () => {
    expect(flavourTableNames().filter((n) => (matchFood(n)?.score ?? 0) < 0.9)).toEqual([]);
  });

  it("scores classic pairings up and clashes down", () => {
    expect(flavourFit([food("tomato"), food("basil"), food("mozzarella")])).toBe(3);
    expect(flavourFit([food("salmon"), food("dill")])).toBe(1);
    expect(flavourFit([food("shrimp"), food("parmesan")])).toBe(-1);
    expect(flavourFit([food("banana"), food("garlic")])).toBe(0);
  });

  it("adds 4 ranking points per classic pairing when pantry coverage is equal", () => {
    const families = compileFamilies(RECIPE_FAMILIES);
    const bruschetta = families.find((f) => f.family.id === "bruschetta")!;
    const score = (herb: string) => {
      const index = indexPantry(pantryOf(["Bread", "Tomatoes", "Garlic", herb]));
      const guard = makeDietGuard(settings());
      const fill = fillFamily(bruschetta, { index, pools: slotPools(families, index, guard), guard, servings: 2 }, 0)!;
      expect(fill.estimate).toBe(100);
      return scoreFill(fill, { variant: 0, feedback: scoreFeedback(undefined, families), usablePantry: 4 });
    };
    // Basil pairs with tomato (+1); parsley pairs with nothing here.
    expect(score("Basil") - score("Parsley")).toBeCloseTo(4, 5);
  });
});

describe("likes and dislikes", () => {
  it("reads titles as families and foods, and food ids as foods", () => {
    const score = scoreFeedback({ liked: ["Chicken & Broccoli Stir-Fry with Rice", "mushroom"], disliked: ["Beef Chili"] }, compileFamilies(RECIPE_FAMILIES));
    expect(score.family("stir-fry")).toBeGreaterThan(0);
    expect(score.food(food("broccoli").id)).toBeGreaterThan(0);
    expect(score.food("mushroom")).toBeGreaterThan(0);
    expect(score.family("chili")).toBeLessThan(0);
    expect(score.family("curry")).toBe(0);
  });

  it("moves a liked family up and a disliked family down the ranking", () => {
    const plain = rankOf("chili");
    expect(rankOf("chili", { liked: ["Our favourite chili"], disliked: [] })).toBeLessThan(plain);
    const top = generateRankedIdeas({ ...base, mealType: "dinner" })[0].familyId;
    const name = RECIPE_FAMILIES.find((f) => f.id === top)!.name;
    expect(generateRankedIdeas({ ...base, mealType: "dinner", feedback: { liked: [], disliked: [name] } }).map((r) => r.familyId)).not.toContain(top);
  });

  it("is optional: no feedback gives the same ideas as empty feedback", () => {
    expect(generateRankedIdeas({ ...base, feedback: { liked: [], disliked: [] } })).toEqual(generateRankedIdeas(base));
  });
});
