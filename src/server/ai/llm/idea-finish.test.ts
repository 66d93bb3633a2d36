import { describe, expect, it } from "vitest";
import { finishIdea, isAssumedStaple, tidyDraft } from "./idea-finish";
import { safeModelIdeas } from "./idea-selection";
import { draft, ideaRequest, PANTRY_NAMES, settingsWith } from "../../../../test/server/fixtures/llm";

const ctx = { pantryNames: PANTRY_NAMES, settings: settingsWith({ householdSize: 4 }) };
const noWarn = () => {};

describe("finishing a model idea", () => {
  it("does not count salt, pepper, water and cooking oil against the pantry match", () => {
    for (const s of ["salt", "Black pepper", "water", "extra virgin olive oil", "salt and pepper"])
      expect(isAssumedStaple(s), s).toBe(true);
    expect(isAssumedStaple("sesame oil dressing")).toBe(false);
    const idea = finishIdea(draft("Garlic rice", ["basmati rice", "garlic", "salt", "olive oil", "water"]), ctx);
    expect(idea.pantryMatchPercentage).toBe(100);
    expect(idea.servings).toBe(4);
    expect(idea.allIngredients.map((i) => i.name)).toContain("salt");
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
