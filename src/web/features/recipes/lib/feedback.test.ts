import { describe, expect, it } from "vitest";
import { latestFeedback } from "./feedback";

describe("latestFeedback", () => {
  it("shows the latest of like, dislike and saved per recipe", () => {
    const map = latestFeedback([
      { recipeId: "a", interactionType: "like" },
      { recipeId: "b", interactionType: "saved" },
      { recipeId: "a", interactionType: "dislike" },
    ]);
    expect(map.get("a")).toBe("dislike");
    expect(map.get("b")).toBe("saved");
  });
  it("ignores 'cooked', which is not feedback", () => {
    const map = latestFeedback([
      { recipeId: "a", interactionType: "like" },
      { recipeId: "a", interactionType: "cooked" },
      { recipeId: "c", interactionType: "cooked" },
    ]);
    expect(map.get("a")).toBe("like");
    expect(map.has("c")).toBe(false);
  });
});
