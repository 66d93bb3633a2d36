import { describe, expect, it } from "vitest";
import { feedbackStates, feedbackToggle, NO_FEEDBACK } from "./recipe-feedback";

const rows = (...types: string[]) => types.map((interactionType) => ({ recipeId: "r", interactionType }));

describe("feedbackStates", () => {
  it("keeps the opinion and the save apart: liking a saved recipe keeps it saved", () => {
    expect(feedbackStates(rows("saved", "like")).get("r")).toEqual({ opinion: "like", saved: true });
    expect(feedbackStates(rows("like", "saved", "dislike")).get("r")).toEqual({ opinion: "dislike", saved: true });
  });
  it("takes a like or dislike back with clear-opinion, and a save back with unsave", () => {
    expect(feedbackStates(rows("like", "clear-opinion")).get("r")).toEqual({ opinion: null, saved: false });
    expect(feedbackStates(rows("dislike", "saved", "clear-opinion")).get("r")).toEqual({ opinion: null, saved: true });
    expect(feedbackStates(rows("like", "saved", "unsave")).get("r")).toEqual({ opinion: "like", saved: false });
    expect(feedbackStates(rows("like", "clear-opinion", "like")).get("r")).toEqual({ opinion: "like", saved: false });
  });
  it("ignores cooked rows and keeps recipes apart", () => {
    const map = feedbackStates([
      { recipeId: "a", interactionType: "like" },
      { recipeId: "a", interactionType: "cooked" },
      { recipeId: "b", interactionType: "cooked" },
    ]);
    expect(map.get("a")).toEqual({ opinion: "like", saved: false });
    expect(map.has("b")).toBe(false);
  });
});

describe("feedbackToggle", () => {
  it("clears the pressed opinion, sets the other, and toggles save", () => {
    expect(feedbackToggle("like", NO_FEEDBACK)).toBe("like");
    expect(feedbackToggle("like", { opinion: "like", saved: true })).toBe("clear-opinion");
    expect(feedbackToggle("dislike", { opinion: "like", saved: false })).toBe("dislike");
    expect(feedbackToggle("save", { opinion: "like", saved: false })).toBe("saved");
    expect(feedbackToggle("save", { opinion: null, saved: true })).toBe("unsave");
  });
});
