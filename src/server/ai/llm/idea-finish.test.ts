import { describe, expect, it } from "vitest";
import { finishIdea, tidyDraft } from "./idea-finish";
import { safeModelIdeas } from "./idea-selection";
import { draft, ideaRequest, settingsWith } from "../../../../test/server/fixtures/llm";

const ctx = { pantry: ideaRequest().pantry, settings: settingsWith({ householdSize: 4 }) };
const noWarn = () => {};

describe("finishing a model idea", () => {
  it("counts every ingredient but water and to-taste seasonings: oil the pantry lacks is missing", () => {
    const garlicRice = draft("Garlic rice", ["basmati rice", "garlic", "salt", "olive oil", "water"]);
    const idea = finishIdea(garlicRice, ctx);
    expect(idea.pantryMatchPercentage).toBe(66);
    expect(idea.allIngredients.map((i) => [i.name, i.fromPantry])).toEqual([
      ["basmati rice", true],
      ["garlic", true],
      ["salt", false],
      ["olive oil", false],
      ["water", true],
    ]);
    const withOil = finishIdea(garlicRice, { ...ctx, pantry: [...ctx.pantry, { name: "Olive oil", qty: 500, unit: "ml" }] });
    expect(withOil).toMatchObject({ pantryMatchPercentage: 100, pantryMatch: true, servings: 4 });
  });

  it("counts amounts: 8 eggs are not covered by 2", () => {
    const frittata = { ...draft("Frittata", ["eggs"]), ingredients: [{ name: "eggs", amount: "8" }] };
    expect(finishIdea(frittata, { ...ctx, pantry: [{ name: "Eggs", qty: 2, unit: "pieces" }] }).pantryMatchPercentage).toBe(0);
    expect(finishIdea(frittata, { ...ctx, pantry: [{ name: "Eggs", qty: 12, unit: "pieces" }] }).pantryMatchPercentage).toBe(100);
  });

  it("claims Vegetarian only when every ingredient is a known food", () => {
    expect(finishIdea(draft("Broccoli rice", ["broccoli", "basmati rice", "garlic"]), ctx).dietaryFlags).toContain("Vegetarian");
    expect(finishIdea(draft("Broccoli rice", ["broccoli", "basmati rice", "zorblax paste"]), ctx).dietaryFlags).toEqual([]);
    expect(finishIdea(draft("Chicken rice", ["chicken breast", "basmati rice"]), ctx).dietaryFlags).not.toContain("Vegetarian");
  });

  it("uses the requested meal type whatever the model wrote", () => {
    expect(finishIdea(draft("Omelette", ["eggs"]), { ...ctx, mealType: "breakfast" }).mealType).toBe("breakfast");
  });

  it("drops unusable drafts and clips runaway text", () => {
    expect(tidyDraft({ ...draft("x", ["rice"]), title: "   " })).toBeNull();
    expect(tidyDraft({ ...draft("Rice", ["rice"]), cookingInstructions: [" ", ""] })).toBeNull();
    const long = tidyDraft({ ...draft("Rice", ["rice"]), description: "word ".repeat(500) });
    expect(long?.description.length).toBeLessThanOrEqual(600);
  });
});

describe("keeping only what the household may eat", () => {
  it("finds an allergen even past the length the text is clipped to", () => {
    const sneaky = draft("Noodle bowl", [
      `rice noodles with a very long description of the sauce ${"and more ".repeat(10)}and crushed peanuts`,
    ]);
    const kept = safeModelIdeas([sneaky], ideaRequest(settingsWith({ allergies: ["Peanuts"] })), noWarn);
    expect(kept).toEqual([]);
  });

  it("respects foods the household rules out in its own words", () => {
    const req = ideaRequest(settingsWith({ dietaryConstraints: "No mushrooms please." }));
    const kept = safeModelIdeas(
      [draft("Mushroom risotto", ["arborio rice", "mushrooms"]), draft("Garlic rice", ["basmati rice", "garlic"])],
      req,
      noWarn,
    );
    expect(kept.map((i) => i.title)).toEqual(["Garlic rice"]);
  });

  it("drops pork for Halal and keeps one idea per title", () => {
    const req = ideaRequest(settingsWith({ dietaryPrefs: ["Halal"] }));
    const kept = safeModelIdeas(
      [
        draft("Pork fried rice", ["pork shoulder", "basmati rice"]),
        draft("Egg fried rice", ["eggs", "basmati rice"]),
        draft("egg fried rice", ["eggs", "rice"]),
      ],
      req,
      noWarn,
    );
    expect(kept.map((i) => i.title)).toEqual(["Egg fried rice"]);
  });
});
