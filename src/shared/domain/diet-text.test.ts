import { describe, expect, it } from "vitest";
import { textDietProblem, textsForHousehold } from "./diet-text";

const household = (dietaryPrefs: string[], allergies: string[], dietaryConstraints = "") => ({
  dietaryPrefs,
  allergies,
  dietaryConstraints,
});

describe("chef tips and notes checked against the household", () => {
  it("drops a tip that suggests mushrooms when the household wrote 'no mushrooms'", () => {
    const tip = "Cook watery vegetables such as mushrooms or spinach first, or the muffins weep.";
    expect(textDietProblem(tip, household([], [], "No mushrooms please"))).toBe("Ruled out by your dietary notes: mushroom");
    expect(textDietProblem(tip, household([], []))).toBeNull();
  });

  it.each([
    ["Top with crushed peanuts for crunch.", household([], ["Peanuts"]), "Contains Peanuts"],
    ["Add a splash of fish sauce at the end.", household(["Vegetarian"], []), "Conflicts with Vegetarian"],
    ["Finish with a swirl of cream.", household([], ["Dairy/Lactose"]), "Contains Dairy/Lactose"],
    ["A drizzle of sesame oil lifts it.", household([], ["Sesame"]), "Contains Sesame"],
    ["Stir in a spoonful of mustard.", household([], ["Mustard"]), "Contains Mustard"],
    ["Serve over rice.", household(["Paleo"], []), "Conflicts with Paleo"],
    ["Streu etwas gehackte Haselnüsse darüber.", household([], ["Tree nuts"]), "Contains Tree nuts"],
  ])("%s → %s", (tip, h, problem) => {
    expect(textDietProblem(tip, h)).toBe(problem);
  });

  it("does not read kitchen verbs and set phrases as foods", () => {
    const strict = household(["Vegetarian"], ["Gluten/Wheat", "Dairy/Lactose"], "no peppers");
    for (const tip of [
      "Mince the garlic finely and season with salt and pepper.",
      "Let the eggs come to room temperature first.",
      "Toast the cumin seeds in a dry pan.",
      "Use vegan butter to keep it dairy-free.",
      "Heat the pan until it is the worst kind of hot.",
    ]) {
      expect(textDietProblem(tip, strict), tip).toBeNull();
    }
  });

  it("reads side dishes as dish names: toast is bread there", () => {
    const sides = ["Wholegrain toast", "Crispy bacon or a plant-based sausage", "Fresh berries", "Whipped cream"];
    expect(textsForHousehold(sides, household([], ["Gluten/Wheat"]), { names: true })).toEqual(sides.slice(1));
    expect(textsForHousehold(sides, household(["Vegan"], []), { names: true })).toEqual(["Wholegrain toast", "Fresh berries"]);
  });

  it("keeps the tips a household may read, in order", () => {
    const tips = ["Silicone cases make them easy to lift out.", "Add bacon bits on top.", "Serve warm."];
    expect(textsForHousehold(tips, household(["Vegetarian"], []))).toEqual([tips[0], tips[2]]);
  });
});
