import { describe, expect, it } from "vitest";
import { ideaCoverage } from "../../../shared/domain/pantry-coverage";
import { FOODS } from "../../../shared/food/catalog";
import { aiRecipeIdeaSchema } from "../../../shared/schemas/ai";
import { MEAL_TYPES } from "../../../shared/schemas/common";
import { generateRankedIdeas, generateRecipeIdeas } from "./recipe-ideas";
import { pantryOf, settings, STOCKED } from "../../../../test/server/fixtures/local-ai";

const base = { pantry: pantryOf(STOCKED), settings: settings(), variant: 0 };

describe("generateRecipeIdeas: shape", () => {
  it("returns 6 ideas by default, each valid against the SPEC §3 schema", () => {
    const ideas = generateRecipeIdeas(base);
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) aiRecipeIdeaSchema.parse(idea);
  });

  it("fills every field with specific content", () => {
    for (const idea of generateRecipeIdeas({ ...base, count: 12 })) {
      expect(idea.title.length).toBeGreaterThan(3);
      expect(idea.recipeLink).toBe("");
      expect(idea.imageUrl).toMatch(/^\/api\/placeholder\/idea-[a-z0-9-]+\.svg$/);
      expect(idea.nutritionHighlights.length).toBeGreaterThanOrEqual(2);
      expect(idea.cookingInstructions.length).toBeGreaterThanOrEqual(3);
      expect(idea.chefTips.length).toBeGreaterThanOrEqual(1);
      expect(idea.sideDishes.length).toBeGreaterThanOrEqual(1);
      expect(idea.wineRecommendation.length).toBeGreaterThan(5);
      expect(idea.keyIngredients.length).toBeGreaterThanOrEqual(1);
      expect(idea.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length).toBeLessThanOrEqual(2);
      const text = [idea.title, idea.description, ...idea.cookingInstructions, ...idea.chefTips, idea.mainDish, ...idea.sideDishes].join(
        "\n",
      );
      expect(text).not.toMatch(/undefined|NaN|\[object|\s,|\s\.| {2}|\bthe the\b/);
    }
  });

  it("names the chosen ingredients in the steps", () => {
    for (const idea of generateRecipeIdeas({ ...base, count: 12 })) {
      const steps = idea.cookingInstructions.join(" ").toLowerCase();
      for (const key of idea.keyIngredients) expect(steps, `${idea.title}: ${key}`).toContain(key.toLowerCase().split(" ")[0]);
    }
  });

  it("returns the requested number of ideas", () => {
    expect(generateRecipeIdeas({ ...base, count: 3 })).toHaveLength(3);
    expect(generateRecipeIdeas({ ...base, count: 12 })).toHaveLength(12);
  });

  it("an empty pantry still fills every meal type", () => {
    for (const mealType of MEAL_TYPES) expect(generateRecipeIdeas({ ...base, pantry: [], mealType }).length, mealType).toBe(6);
  });

  it("an empty pantry still returns ideas made of fallbacks", () => {
    const ideas = generateRecipeIdeas({ ...base, pantry: [] });
    expect(ideas).toHaveLength(6);
    for (const idea of ideas) {
      aiRecipeIdeaSchema.parse(idea);
      expect(idea.allIngredients.every((a) => !a.fromPantry)).toBe(true);
      expect(idea.pantryMatchPercentage).toBe(0);
      expect(idea.pantryIngredients).toEqual([]);
    }
  });
});

describe("generateRecipeIdeas: pantry match", () => {
  it("computes pantryMatchPercentage and fromPantry with the one pantry-match function, in quantity", () => {
    const names = base.pantry.map((p) => p.name);
    for (const idea of generateRecipeIdeas({ ...base, count: 12 })) {
      const match = ideaCoverage(idea.allIngredients, idea.servings, base.pantry);
      expect(idea.pantryMatchPercentage, idea.title).toBe(match.percent);
      expect(idea.allIngredients).toEqual(match.allIngredients);
      expect(idea.pantryMatch).toBe(idea.pantryMatchPercentage === 100);
      for (const p of idea.pantryIngredients) expect(names).toContain(p);
    }
  });

  it("is not 100% when the pantry holds too little: 1 egg for a frittata of 4", () => {
    const pantry = pantryOf(["Eggs", "Spinach", "Cheddar cheese", "Olive oil"]);
    const frittata = (qty: number) =>
      generateRankedIdeas({ ...base, pantry: pantry.map((p) => (p.name === "Eggs" ? { ...p, qty } : p)), mealType: "breakfast", count: 12 }).find(
        (r) => r.familyId === "frittata",
      )!.idea;
    expect(frittata(1).allIngredients.find((a) => a.name === "egg")).toMatchObject({ amount: "4 pieces", fromPantry: false });
    expect(frittata(1).pantryMatch).toBe(false);
    expect(frittata(12).allIngredients.find((a) => a.name === "egg")?.fromPantry).toBe(true);
  });

  it("uses pantry items for slots and lists them in pantryIngredients", () => {
    const ideas = generateRecipeIdeas(base);
    expect(ideas.some((i) => i.pantryIngredients.includes("Chicken breast"))).toBe(true);
    expect(ideas[0].pantryMatchPercentage).toBeGreaterThanOrEqual(80);
    const pcts = ideas.map((i) => i.pantryMatchPercentage);
    expect([...pcts].sort((a, b) => b - a)).toEqual(pcts);
  });

  it("reads brands, sizes and plurals through matchFood", () => {
    const pantry = pantryOf(["Barilla Spaghetti 500g", "Canned tomatoes 400g", "Yellow onions", "Garlic", "Parmesan", "Olive oil"]);
    const ideas = generateRecipeIdeas({ ...base, pantry, mealType: "dinner" });
    const pasta = ideas.find((i) => /spaghetti/i.test(i.title));
    expect(pasta).toBeDefined();
    expect(pasta!.pantryIngredients).toContain("Barilla Spaghetti 500g");
    expect(pasta!.pantryMatch).toBe(true);
  });

  it("prefers the item that expires soonest", () => {
    const expiries = { Broccoli: "2030-01-02", "Red bell pepper": "2030-03-01", Spinach: "2030-06-01" };
    const pantry = pantryOf(["Chicken breast", "Red bell pepper", "Spinach", "Broccoli", "Rice"], expiries);
    const ideas = generateRecipeIdeas({ ...base, pantry, mealType: "dinner", count: 10 });
    const stirFry = ideas.find((i) => /stir-fry/i.test(i.title));
    expect(stirFry?.pantryIngredients).toContain("Broccoli");
    expect(ideas.filter((i) => i.pantryIngredients.includes("Broccoli")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("generateRecipeIdeas: household, meal type, variant", () => {
  it("serves the household size and scales amounts", () => {
    for (const size of [1, 4, 7]) {
      for (const idea of generateRecipeIdeas({ ...base, settings: settings({ householdSize: size }) })) expect(idea.servings).toBe(size);
    }
    const eggsFor = (size: number) =>
      generateRankedIdeas({
        ...base,
        pantry: pantryOf(["Eggs", "Spinach", "Cheddar cheese"]),
        settings: settings({ householdSize: size }),
        mealType: "breakfast",
        count: 12,
      })
        .find((r) => r.familyId === "frittata")!
        .idea.allIngredients.find((a) => a.name === "egg")!.amount;
    expect(eggsFor(2)).toBe("4 pieces");
    expect(eggsFor(4)).toBe("8 pieces");
  });

  it("returns only the requested meal type, and a mix otherwise", () => {
    for (const mealType of MEAL_TYPES) {
      const ideas = generateRecipeIdeas({ ...base, mealType });
      expect(ideas.length).toBeGreaterThanOrEqual(4);
      expect(ideas.every((i) => i.mealType === mealType)).toBe(true);
    }
    const mixed = new Set(generateRecipeIdeas(base).map((i) => i.mealType));
    expect(mixed.size).toBeGreaterThanOrEqual(3);
  });

  it("never repeats a family in one set", () => {
    for (const variant of [0, 1, 2]) {
      const ids = generateRankedIdeas({ ...base, variant, count: 20 }).map((r) => r.familyId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("is deterministic for the same request", () => {
    expect(generateRecipeIdeas({ ...base, variant: 3 })).toEqual(generateRecipeIdeas({ ...base, variant: 3 }));
  });

  it("regenerating (variant > 0) gives a visibly different set", () => {
    const sig = (variant: number, pantry = base.pantry) =>
      generateRecipeIdeas({ ...base, pantry, variant })
        .map((i) => i.title)
        .join("|");
    for (let v = 1; v <= 6; v++) expect(sig(v), `variant ${v}`).not.toBe(sig(v - 1));
    const small = pantryOf(["Eggs", "Bread", "Milk"]);
    expect(sig(1, small)).not.toBe(sig(0, small));
    const families = (variant: number) => new Set(generateRankedIdeas({ ...base, variant }).map((r) => r.familyId));
    const first = families(0);
    expect([...families(1)].filter((f) => !first.has(f)).length).toBeGreaterThanOrEqual(1);
  });

  it("answers a 200-item pantry of shop-written names with a full set for every variant", () => {
    // 200 different foods of the knowledge base, written with shop brands and pack sizes.
    // (Speed is measured in bench/recipe-ideas.ts, not here.)
    const names = Array.from({ length: 200 }, (_, i) => FOODS[Math.floor((i * FOODS.length) / 200)]).map(
      (f, i) => `${i % 3 === 0 ? "Tesco " : ""}${f.name}${i % 5 === 0 ? " 500g" : ""}`,
    );
    const pantry = pantryOf(names);
    for (const variant of [0, 1, 2, 3, 4]) expect(generateRecipeIdeas({ ...base, pantry, variant })).toHaveLength(6);
  });
});
