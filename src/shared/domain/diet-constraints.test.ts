import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { constraintsExclude, excludedFoodNames, parseConstraints } from "./diet-constraints";

const food = (id: string) => {
  const f = getFood(id);
  if (!f) throw new Error(`no food ${id}`);
  return f;
};
const excludes = (text: string, id: string) => constraintsExclude(food(id), parseConstraints(text));

describe("parseConstraints", () => {
  it("reads foods after the ways people say no", () => {
    for (const text of ["no mushrooms", "Avoid mushrooms.", "I hate mushrooms", "we can't eat mushrooms", "not a fan of mushrooms", "Please keep away from mushrooms"]) {
      expect(excludes(text, "mushroom"), text).toBe(true);
    }
    expect(excludes("I hate cilantro", "cilantro")).toBe(true);
    expect(excludes("avoid pork", "bacon")).toBe(true);
    expect(excludes("avoid pork", "chicken-breast")).toBe(false);
  });

  it("stops at a contrast word and ignores what is loved", () => {
    const p = parseConstraints("We don't eat pork but love beef. We love mushrooms!");
    expect(constraintsExclude(food("ham"), p)).toBe(true);
    expect(constraintsExclude(food("ground-beef"), p)).toBe(false);
    expect(constraintsExclude(food("mushroom"), p)).toBe(false);
  });

  it("widens a food to its kinds, within the same role", () => {
    const beef = parseConstraints("no beef");
    expect(constraintsExclude(food("ground-beef"), beef)).toBe(true);
    const peppers = parseConstraints("no peppers, please");
    expect(constraintsExclude(food("bell-pepper"), peppers)).toBe(true);
    expect(constraintsExclude(food("black-pepper"), peppers)).toBe(false);
  });

  it("turns conditions into the foods they rule out", () => {
    expect(excludes("low sodium diet", "soy-sauce")).toBe(true);
    expect(excludes("low sodium diet", "bacon")).toBe(true);
    expect(excludes("low sodium diet", "potato")).toBe(false);
    expect(excludes("nothing spicy — not spicy at all", "jalapeno")).toBe(true);
    expect(excludes("diabetic, low sugar", "maple-syrup")).toBe(true);
  });

  it("reads group words as diet tags", () => {
    const p = parseConstraints("No dairy or shellfish; avoid nuts");
    expect([...p.tags].sort()).toEqual(["dairy", "nut", "shellfish"]);
    expect(constraintsExclude(food("cheddar-cheese"), p)).toBe(true);
    expect(constraintsExclude(food("shrimp"), p)).toBe(true);
  });

  it("rules out nothing for empty or positive text", () => {
    expect(excludedFoodNames(parseConstraints(""))).toEqual([]);
    expect(excludedFoodNames(parseConstraints("We love everything, especially curry."))).toEqual([]);
  });
});
