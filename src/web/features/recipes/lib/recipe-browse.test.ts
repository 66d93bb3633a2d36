import { describe, expect, it } from "vitest";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { allTags, browseRecipes, filterNames, NO_BROWSE, readBrowse, writeBrowse } from "./recipe-browse";

const base: Recipe = {
  id: "x",
  title: "",
  description: null,
  cuisineTag: null,
  prepMin: null,
  cookMin: null,
  servings: 2,
  imageUrl: null,
  sourceUrl: null,
  recipeUrl: null,
  instructions: null,
  ingredients: [],
  baseScore: 0,
  personalizedScore: null,
  healthScore: null,
  calories: null,
  mealType: null,
  difficultyLevel: null,
  pantryMatch: 0,
};
const r = (over: Partial<Recipe>): Recipe => ({ ...base, ...over });
const today = new Date("2026-11-27T10:00:00Z");
const recipes = [
  r({ id: "soup", title: "Onion soup", tags: ["Soup", "Weeknight"], mealType: "lunch", prepMin: 10, cookMin: 15, pantryMatch: 100, lastCooked: "2026-11-20", rating: 3, createdAt: "2026-01-01T00:00:00Z" }),
  r({ id: "stew", title: "Bean stew", tags: ["soup"], mealType: "dinner", totalMin: 90, pantryMatch: 60, lastCooked: "2026-10-01", createdAt: "2026-03-01T00:00:00Z",
    ingredients: [{ ingredient: "beans", qty: "1", unit: null, line: "1 can borlotti beans" }] }),
  r({ id: "toast", title: "Cheese toast", mealType: "breakfast", prepMin: 5, cookMin: 0, pantryMatch: 80, rating: 5, createdAt: "2026-06-01T00:00:00Z" }),
];
const ids = (list: Recipe[]) => list.map((x) => x.id);
const browse = (search: string) => ids(browseRecipes(recipes, readBrowse(search), today));

describe("browseRecipes (issue 23 Recipes screen)", () => {
  it("filters by tag ignoring case, meal type, total time and pantry match", () => {
    expect(browse("?tag=SOUP")).toEqual(["soup", "stew"]);
    expect(browse("?meal=breakfast")).toEqual(["toast"]);
    expect(browse("?time=30")).toEqual(["soup", "toast"]);
    expect(browse("?time=15")).toEqual(["toast"]);
    expect(browse("?match=80")).toEqual(["soup", "toast"]);
    expect(browse("?match=100&tag=soup")).toEqual(["soup"]);
  });

  it("keeps recipes not cooked in the last 14 days, and searches titles, tags and ingredient lines", () => {
    expect(browse("?fresh=1")).toEqual(["stew", "toast"]);
    expect(browse("?q=borlotti")).toEqual(["stew"]);
    expect(browse("?q=weeknight")).toEqual(["soup"]);
  });

  it("sorts by rating, last cooked and newest, unknown last", () => {
    expect(browse("?sort=rating")).toEqual(["toast", "soup", "stew"]);
    expect(browse("?sort=cooked")).toEqual(["soup", "stew", "toast"]);
    expect(browse("?sort=newest")).toEqual(["toast", "stew", "soup"]);
    expect(browse("")).toEqual(["soup", "stew", "toast"]);
  });

  it("reads and writes the address, ignoring bad values and keeping other parameters", () => {
    expect(readBrowse("?time=45&match=10&meal=brunch&sort=random&fresh=yes")).toEqual(NO_BROWSE);
    const b = { ...NO_BROWSE, tag: "soup", time: 30 as const, fresh: true };
    expect(writeBrowse("?open=abc", b)).toBe("?open=abc&tag=soup&time=30&fresh=1");
    expect(readBrowse(writeBrowse("", b))).toEqual(b);
    expect(writeBrowse("?tag=soup", NO_BROWSE)).toBe("");
    expect(filterNames(b)).toEqual(["tag “soup”", "≤ 30 min", "not cooked lately"]);
  });

  it("lists every tag once, ignoring case", () => {
    expect(allTags(recipes)).toEqual(["Soup", "Weeknight"]);
  });
});
