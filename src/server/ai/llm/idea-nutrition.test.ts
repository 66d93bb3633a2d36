import { describe, expect, it } from "vitest";
import { finishIdea } from "./idea-finish";
import { draft, ideaRequest, settingsWith } from "../../../../test/server/fixtures/llm";

describe("a model idea's nutrition", () => {
  it("is computed by the server from the amounts, per serving of the household, whatever the model noted", () => {
    // 4 servings of 400 g spaghetti (1 484 kcal) and 4 tbsp olive oil (54.4 g, 481 kcal): 491 kcal each.
    const d = {
      ...draft("Aglio e olio", ["spaghetti", "olive oil", "salt", "zorblax paste"]),
      ingredients: [
        { name: "spaghetti", amount: "400 g" },
        { name: "olive oil", amount: "4 tbsp" },
        { name: "salt", amount: "to taste" },
        { name: "zorblax paste", amount: "2 tbsp" },
      ],
      nutritionHighlights: ["Only 90 kcal!"],
    };
    const idea = finishIdea(d, { pantry: ideaRequest().pantry, settings: settingsWith({ householdSize: 4 }) });
    expect(idea.nutrition).toMatchObject({ covered: 2, counted: 3 });
    expect(idea.nutrition!.perServing.kcal).toBe(491);
    expect(idea.nutritionHighlights).toEqual(["Only 90 kcal!"]);
  });
});
