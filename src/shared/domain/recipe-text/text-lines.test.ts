import { describe, expect, it } from "vitest";
import { isNoise } from "./noise";
import { textLines } from "./text-lines";

describe("textLines", () => {
  it("reads list markers off and remembers them", () => {
    const got = textLines("• 2 eggs\n▢ 1 cup milk\n- 200 g flour\n1. Mix well.\n2) Bake.\nStep 3\nServe.\nSchritt 4: Essen.");
    expect(got.map((l) => [l.text, l.bullet, l.number, l.stepLabel])).toEqual([
      ["2 eggs", true, null, false],
      ["1 cup milk", true, null, false],
      ["200 g flour", true, null, false],
      ["Mix well.", false, 1, false],
      ["Bake.", false, 2, false],
      ["Step 3", false, 3, true],
      ["Serve.", false, null, false],
      ["Essen.", false, 4, false],
    ]);
  });

  it("keeps amounts that look like list numbers", () => {
    expect(textLines("1.5 kg potatoes\n2 cups rice\n3 - 4 eggs\n-1 day").map((l) => l.text)).toEqual([
      "1.5 kg potatoes",
      "2 cups rice",
      "3 - 4 eggs",
      "-1 day",
    ]);
  });

  it("marks paragraph breaks, Markdown headings and drops lines of stray marks", () => {
    const got = textLines("## Zutaten\n\n|\n**For the sauce:**\n~ ~\n\n\nSalt");
    expect(got.map((l) => [l.text, l.blankBefore, l.emphasis])).toEqual([
      ["Zutaten", false, true],
      ["For the sauce:", true, true],
      ["Salt", true, false],
    ]);
  });

  it("stops after the lines wanted", () => {
    expect(textLines("a\nb\nc\nd", 2).map((l) => l.text)).toEqual(["a", "b"]);
  });
});

describe("isNoise", () => {
  it("knows web page controls, also glued together", () => {
    for (const l of ["Print Recipe", "Save RecipeRate RecipePrint Recipe", "US CustomaryMetric", "1x 2x 3x", "4.97 from 131 votes", "Email Address *"])
      expect(isNoise(l), l).toBe(true);
  });

  it("leaves recipe text alone", () => {
    for (const l of ["For the sauce:", "Salt and pepper", "Lemon Bars", "1 cup milk"]) expect(isNoise(l), l).toBe(false);
  });
});
