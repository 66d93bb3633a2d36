import { describe, expect, it } from "vitest";
import { checkTags, MAX_RECIPE_TAGS } from "./recipe-tags";

describe("checkTags (issue 23 recipe tags)", () => {
  it("trims tags and folds inner spaces", () => {
    expect(checkTags(["  Soup ", "week   night"])).toEqual({ tags: ["Soup", "week night"], issues: [] });
  });

  it("lists every problem with the index of its tag", () => {
    const { issues } = checkTags(["Soup", "", "x".repeat(41), "soup"]);
    expect(issues).toEqual([
      { index: 1, message: "A tag cannot be blank" },
      { index: 2, message: "A tag can have at most 40 characters" },
      { index: 3, message: '"soup" is already a tag' },
    ]);
    expect(checkTags(Array.from({ length: MAX_RECIPE_TAGS + 1 }, (_, i) => `t${i}`)).issues).toEqual([
      { index: -1, message: "A recipe can have at most 20 tags" },
    ]);
  });
});
