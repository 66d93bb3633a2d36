import { describe, expect, it } from "vitest";
import { finishIdea } from "./idea-finish";
import { draft, ideaRequest, settingsWith } from "../../../../test/server/fixtures/llm";

/** Issue 22 item 5: a model's tips, notes and drink are checked like its ingredients. */
describe("model-written tips and notes", () => {
  const idea = {
    ...draft("Lemon chicken rice", ["chicken breast", "basmati rice", "lemon"]),
    chefTips: ["Scatter toasted peanuts over the top.", "Rest the chicken before slicing."],
    nutritionHighlights: ["High protein", "Peanut crunch adds healthy fats"],
    wineRecommendation: "A glass of chilled Riesling",
  };

  it("leaves out the ones that name an allergen, keeps the rest", () => {
    const settings = settingsWith({ allergies: ["Peanuts"] });
    const finished = finishIdea(idea, { pantry: ideaRequest(settings).pantry, settings });
    expect(finished.chefTips).toEqual(["Rest the chicken before slicing."]);
    expect(finished.nutritionHighlights).toEqual(["High protein"]);
    expect(finished.wineRecommendation).toBe("A glass of chilled Riesling");
  });

  it("drops a wine suggestion for a Halal household and keeps everything for one without rules", () => {
    const halal = settingsWith({ dietaryPrefs: ["Halal"] });
    expect(finishIdea(idea, { pantry: ideaRequest(halal).pantry, settings: halal }).wineRecommendation).toBe("");
    const open = settingsWith();
    const finished = finishIdea(idea, { pantry: ideaRequest(open).pantry, settings: open });
    expect(finished.chefTips).toEqual(idea.chefTips);
    expect(finished.nutritionHighlights).toEqual(idea.nutritionHighlights);
  });
});
