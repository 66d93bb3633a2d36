import { describe, expect, it } from "vitest";
import { ideaDietProblems } from "../../../shared/domain/diet";
import { matchFood } from "../../../shared/food/match";
import { aiRecipeIdeaSchema } from "../../../shared/schemas/ai";
import { doubledWords, repeatedIngredients, unmentionedIngredients } from "../../../../test/server/fixtures/idea-checks";
import { HOUSEHOLDS } from "../../../../test/server/fixtures/local-ai-quality";
import { generateRankedIdeas } from "./recipe-ideas";

/** Staples a recipe assumes on hand: not counted as "using the pantry". */
const STAPLES = new Set(["salt", "black-pepper", "olive-oil", "vegetable-oil"]);

describe.each(HOUSEHOLDS.map((h) => [h.label, h] as const))("ideas for %s", (_label, h) => {
  for (const variant of [0, 1]) {
    const ranked = generateRankedIdeas({ pantry: h.pantry, settings: h.settings, variant });

    it(`variant ${variant}: 6 valid ideas from at least 4 different recipe families`, () => {
      expect(ranked).toHaveLength(6);
      for (const r of ranked) aiRecipeIdeaSchema.parse(r.idea);
      expect(new Set(ranked.map((r) => r.familyId)).size).toBeGreaterThanOrEqual(4);
    });

    it(`variant ${variant}: every idea uses at least 2 pantry items (staples aside)`, () => {
      for (const { idea } of ranked) {
        const used = idea.pantryIngredients.filter((n) => !STAPLES.has(matchFood(n)?.food.id ?? ""));
        expect(used.length, `${idea.title}: ${used.join(", ")}`).toBeGreaterThanOrEqual(2);
      }
    });

    it(`variant ${variant}: no ingredient listed twice, and the method names every ingredient`, () => {
      for (const { idea } of ranked) {
        expect(repeatedIngredients(idea), idea.title).toEqual([]);
        expect(unmentionedIngredients(idea), idea.title).toEqual([]);
      }
    });

    it(`variant ${variant}: no word written twice in a row in the title, description or steps`, () => {
      for (const { idea } of ranked) expect(doubledWords(idea), idea.title).toEqual([]);
    });

    it(`variant ${variant}: nothing the household's diet, allergies or notes rule out`, () => {
      for (const { idea } of ranked) {
        expect(ideaDietProblems(idea.allIngredients.map((a) => a.name), h.settings), idea.title).toEqual([]);
        expect(idea.servings).toBe(h.settings.householdSize);
      }
    });
  }

  it("regenerating never repeats the previous set", () => {
    const families = (variant: number) =>
      generateRankedIdeas({ pantry: h.pantry, settings: h.settings, variant })
        .map((r) => r.familyId)
        .sort()
        .join("|");
    for (let v = 1; v <= 4; v++) expect(families(v), `variant ${v}`).not.toBe(families(v - 1));
  });
});

describe("quality checks themselves", () => {
  it("catch an unmentioned or repeated ingredient", () => {
    const idea = generateRankedIdeas({ pantry: HOUSEHOLDS[0].pantry, settings: HOUSEHOLDS[0].settings, variant: 0 })[0].idea;
    const broken = {
      ...idea,
      allIngredients: [...idea.allIngredients, { name: "saffron", amount: "1 pinch", fromPantry: false }, idea.allIngredients[0]],
    };
    expect(unmentionedIngredients(broken)).toContain("saffron");
    expect(repeatedIngredients(broken)).toEqual([idea.allIngredients[0].name]);
  });

  it("catch a word written twice in a row", () => {
    const idea = generateRankedIdeas({ pantry: HOUSEHOLDS[0].pantry, settings: HOUSEHOLDS[0].settings, variant: 0 })[0].idea;
    expect(doubledWords({ ...idea, description: "Tofu glazed in a sticky soy sauce sauce." })).toEqual(["sauce sauce"]);
  });
});
