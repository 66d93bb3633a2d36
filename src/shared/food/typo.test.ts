import { describe, expect, it } from "vitest";
import { classifyProduct, matchFood } from "./match";
import { foodNearWord, MIN_TYPO_LENGTH } from "./typo";

describe("one typo in the head word (foodNearWord)", () => {
  it("finds the food one edit away: a swap, a drop, an extra or a changed letter", () => {
    expect(foodNearWord("sausgae")?.id).toBe("sausage");
    expect(foodNearWord("spaghtti")?.id).toBe("spaghetti");
    expect(foodNearWord("broccolli")?.id).toBe("broccoli");
    expect(foodNearWord("mozzarela")?.id).toBe("mozzarella");
  });

  it("leaves short words, words with digits and words near no food alone", () => {
    expect("mullet".length).toBeLessThan(MIN_TYPO_LENGTH);
    expect(foodNearWord("mullet")).toBeNull();
    expect(foodNearWord("sheet")).toBeNull();
    expect(foodNearWord("chick3n")).toBeNull();
    expect(foodNearWord("zogwortle")).toBeNull();
  });

  it("files a misspelt product as a guess, not as a sure match", () => {
    const got = classifyProduct("Hot Italian Sausgae Links");
    expect(got.food?.id).toBe("sausage");
    expect(got.category).toBe("meat");
    expect(matchFood("Hot Italian Sausgae Links")!.score).toBeLessThan(0.9);
  });
});
