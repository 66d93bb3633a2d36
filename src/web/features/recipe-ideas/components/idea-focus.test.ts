import { describe, expect, it } from "vitest";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import { ideasForFocus, ideaUsesAny, listNames } from "./idea-focus";

const idea = (title: string, pantry: string[], fromPantry: string[] = []): AiRecipeIdea =>
  ({
    title,
    pantryIngredients: pantry,
    allIngredients: fromPantry.map((name) => ({ name, amount: "1", fromPantry: true })),
  }) as unknown as AiRecipeIdea;

describe("ideas focused on items to use soon (the digest's link)", () => {
  it("keeps the ideas that use a focused item, matching names loosely and ignoring case", () => {
    const ideas = [idea("Omelette", ["Eggs", "Whole milk"]), idea("Rice bowl", ["Rice"]), idea("Saag", [], ["baby spinach"])];
    expect(ideasForFocus(ideas, ["milk", "Spinach"])).toEqual({ ideas: [ideas[0], ideas[2]], matched: true });
    expect(ideaUsesAny(ideas[1], ["milk"])).toBe(false);
  });

  it("shows every idea, unmatched, when none uses them", () => {
    const ideas = [idea("Rice bowl", ["Rice"])];
    expect(ideasForFocus(ideas, ["Salmon"])).toEqual({ ideas, matched: false });
  });

  it("lists names for a sentence", () => {
    expect(listNames(["Milk"])).toBe("Milk");
    expect(listNames(["Milk", "Spinach", "Eggs"])).toBe("Milk, Spinach and Eggs");
  });
});
