import { describe, expect, it } from "vitest";
import { printedStepsAreFuller, printedStepsGoOn, printedStepsUnderTitles, stepsFromText, withoutStepNumbers } from "./steps";

describe("stepsFromText: a method given as one text", () => {
  it("splits sentences glued together where the page's step breaks were stripped", () => {
    const text = "Melt the butter in a pan.Stir in the flour and cook 2 minutes.Whisk in the milk (slowly!)Season.";
    expect(stepsFromText(text)).toEqual(["Melt the butter in a pan.", "Stir in the flour and cook 2 minutes.", "Whisk in the milk (slowly!)", "Season."]);
  });

  it("keeps abbreviations, initials and a space after the full stop whole", () => {
    expect(stepsFromText("Use U.S. cups. Bake at 180 C.Then cool.")).toEqual(["Use U.S. cups. Bake at 180 C.Then cool."]);
  });

  it("splits an inline enumeration 1. 2. 3. and drops its numbers", () => {
    expect(stepsFromText("1.Dice the tomatoes 2.Peel the potatoes 3.Bake 20 minutes")).toEqual(["Dice the tomatoes", "Peel the potatoes", "Bake 20 minutes"]);
  });

  it("drops the separator of paragraphs joined as a list (\"<p>A</p>, <p>B</p>\")", () => {
    expect(stepsFromText("<p>Grease a tin.</p>\n, <p>Whisk the eggs.</p>\n; <p>Bake.</p>")).toEqual(["Grease a tin.", "Whisk the eggs.", "Bake."]);
  });

  it("leaves a lone number inside a sentence alone", () => {
    expect(stepsFromText("Bake for 20 minutes at gas mark 4. Serve.")).toEqual(["Bake for 20 minutes at gas mark 4. Serve."]);
  });
});

describe("withoutStepNumbers", () => {
  it("removes numbering in all its printed forms when it counts 1, 2, 3 through the method", () => {
    expect(withoutStepNumbers(["Step 1 Preheat the oven.", "STEP 2 | Whisk the eggs.", "3: Bake."])).toEqual(["Preheat the oven.", "Whisk the eggs.", "Bake."]);
    expect(withoutStepNumbers(["1. Rinse.", "For the sauce", "2) Simmer.", "3 Serve hot."])).toEqual(["Rinse.", "For the sauce", "Simmer.", "Serve hot."]);
  });

  it("drops lines that are only a step label", () => {
    expect(withoutStepNumbers(["Step 1", "Rinse the rice.", "Step 2", "Cook it."])).toEqual(["Rinse the rice.", "Cook it."]);
  });

  it("keeps numbers that are amounts, and numbering that starts again in each section", () => {
    expect(withoutStepNumbers(["2 eggs go in first.", "Then 1 cup of milk."])).toEqual(["2 eggs go in first.", "Then 1 cup of milk."]);
    const sections = ["Dough:", "1. Mix.", "2. Rest.", "Filling:", "1. Stir.", "2. Fill."];
    expect(withoutStepNumbers(sections)).toEqual(sections);
  });
});

describe("printedStepsAreFuller", () => {
  const blob = "Mix the flour and water. Knead ten minutes. Rest one hour, then bake.";
  it("prefers the page's own steps to one structured block saying the same", () => {
    expect(printedStepsAreFuller([blob], ["Mix the flour and water.", "Knead ten minutes.", "Rest one hour, then bake."])).toBe(true);
  });

  it("keeps the structured method when the printed lines say something else or are too few", () => {
    expect(printedStepsAreFuller([blob], ["Share on Facebook", "Print this recipe", "Leave a comment"])).toBe(false);
    expect(printedStepsAreFuller([blob], ["Mix the flour and water.", "Knead ten minutes, rest, bake."])).toBe(false);
    expect(printedStepsAreFuller(["Mix.", "Bake."], ["Mix.", "Knead.", "Bake."])).toBe(false);
  });
});

describe("printedStepsGoOn: a structured method cut short", () => {
  const printed = ["Boil the water.", "Add the pasta and cook it for ten minutes", "Drain and serve."];
  it("gives way to the printed method when its steps are the printed method's first steps", () => {
    expect(printedStepsGoOn(printed.slice(0, 2), printed)).toBe(true);
  });

  it("does not give way to a printed method that words the steps otherwise or only adds a button label", () => {
    expect(printedStepsGoOn(["Boil water.", printed[1]], printed)).toBe(false);
    expect(printedStepsGoOn(printed, [...printed, "print"])).toBe(false);
  });
});

describe("printedStepsUnderTitles", () => {
  const printed = [
    "Wash produce before use",
    "1",
    "Cook the pasta",
    "Bring a pot of salted water to a boil. Cook the pasta for 9 minutes and drain.",
    "2",
    "Make the sauce",
    "Warm the oil in a pan and fry the garlic for a minute.",
    "Add the tomatoes and simmer for 10 minutes.",
  ];

  it("takes the printed method when the structured steps are only its titles", () => {
    expect(printedStepsUnderTitles(["Cook the pasta", "Make the sauce"], printed)).toEqual(printed.slice(2).filter((l) => l !== "2"));
  });

  it("keeps the structured steps when they are sentences, or a title has no step under it", () => {
    expect(printedStepsUnderTitles(["Bring a pot of salted water to a boil.", "Add the tomatoes and simmer for 10 minutes."], printed)).toBeNull();
    expect(printedStepsUnderTitles(["Cook the pasta", "Make the sauce"], printed.slice(0, 6))).toBeNull();
    expect(printedStepsUnderTitles(["Make the sauce", "Cook the pasta"], printed)).toBeNull();
  });
});
