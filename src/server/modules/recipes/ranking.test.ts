import { describe, expect, it } from "vitest";
import { personalizedScores, recipeSimilarity, type RankInput } from "./ranking";

const recipe = (id: string, keyIngredients: string[], over: Partial<RankInput> = {}): RankInput => ({
  id,
  keyIngredients,
  cuisine: null,
  pantryMatch: 50,
  feedback: null,
  rating: null,
  timesCooked: 0,
  daysSinceCooked: null,
  ...over,
});

const curry = recipe("curry", ["chicken", "chickpea", "tomato"], { cuisine: "Indian" });
const tikka = recipe("tikka", ["chicken", "tomato", "yogurt"], { cuisine: "Indian" });
const salad = recipe("salad", ["lettuce", "cucumber", "feta"], { cuisine: "Greek" });

describe("recipe ranking", () => {
  it("similar recipes share key ingredients or cuisine; unrelated ones score 0", () => {
    expect(recipeSimilarity(curry, tikka)).toBeCloseTo(0.7 * (2 / 4) + 0.3);
    expect(recipeSimilarity(curry, salad)).toBe(0);
  });

  it("a dislike lowers similar recipes and leaves unrelated ones alone", () => {
    const before = personalizedScores([curry, tikka, salad]);
    const after = personalizedScores([{ ...curry, feedback: "dislike" }, tikka, salad]);
    expect(after.get("tikka")!).toBeLessThan(before.get("tikka")!);
    expect(after.get("salad")).toBe(before.get("salad"));
    expect(after.get("curry")!).toBeLessThan(before.get("curry")! / 1.5);
  });

  it("a like raises similar recipes above an unrelated one with the same pantry match", () => {
    const scores = personalizedScores([{ ...curry, feedback: "like" }, tikka, salad]);
    expect(scores.get("tikka")!).toBeGreaterThan(scores.get("salad")!);
    expect(scores.get("curry")!).toBeGreaterThan(scores.get("tikka")!);
  });

  it("pantry match, habit and freshness move the score the documented way", () => {
    const s = personalizedScores([
      recipe("stocked", ["rice"], { pantryMatch: 100 }),
      recipe("empty", ["rice"], { pantryMatch: 0 }),
      recipe("yesterday", ["kale"], { timesCooked: 1, daysSinceCooked: 1 }),
      recipe("regular", ["kale"], { timesCooked: 6, daysSinceCooked: 30 }),
    ]);
    expect(s.get("stocked")!).toBeGreaterThan(s.get("empty")!);
    expect(s.get("regular")!).toBeGreaterThan(s.get("yesterday")!);
    for (const v of s.values()) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });

  it("a 5-star rating lifts a recipe, a 1-star rating drops it", () => {
    const s = personalizedScores([
      recipe("five", ["rice"], { rating: 5 }),
      recipe("none", ["rice"]),
      recipe("one", ["rice"], { rating: 1 }),
    ]);
    expect(s.get("five")!).toBeGreaterThan(s.get("none")!);
    expect(s.get("one")!).toBeLessThan(s.get("none")!);
  });
});
