import { describe, expect, it } from "vitest";
import { DIET_FLAGS, ideaDietProblems, itemDietFlags, nameHasAllergy, relevantDietFlags } from "./diet";
import { nameDietTags } from "./diet-tags";

/** Issue 22: diet and allergy flags follow the food the name is matched to, not every word in it. */
describe("diet flags follow the matched food", () => {
  it("does not call cream crackers dairy", () => {
    expect(nameDietTags("Munchy's Cream Crackers").has("dairy")).toBe(false);
    expect(itemDietFlags("Munchy's Cream Crackers")).toEqual([DIET_FLAGS.gluten]);
    expect(nameHasAllergy("Munchy's Cream Crackers", "Dairy/Lactose")).toBe(false);
  });

  it("files fish balls as fish, not meat: a pescatarian sees no flag, a vegetarian does", () => {
    const tags = nameDietTags("1 Fish Ball Case");
    expect(tags.has("fish")).toBe(true);
    expect(tags.has("meat")).toBe(false);
    expect(relevantDietFlags("1 Fish Ball Case", ["Pescatarian"], [])).toEqual([]);
    expect(relevantDietFlags("1 Fish Ball Case", ["Vegetarian"], [])).toEqual([DIET_FLAGS.meat]);
    expect(nameHasAllergy("1 Fish Ball Case", "Fish")).toBe(true);
  });

  it("does not give eggs a dairy flag", () => {
    expect(itemDietFlags("Free Range Eggs 12 pack")).toEqual([DIET_FLAGS.dairyEggs]);
    expect(nameHasAllergy("Free Range Eggs 12 pack", "Dairy/Lactose")).toBe(false);
    expect(nameHasAllergy("Free Range Eggs 12 pack", "Eggs")).toBe(true);
  });

  it("reads lamb leg steaks as lamb, so a household that eats no beef may have them", () => {
    const household = { dietaryPrefs: [], allergies: [], dietaryConstraints: "We don't eat beef." };
    expect(ideaDietProblems(["lamb leg steaks"], household)).toEqual([]);
    expect(ideaDietProblems(["beef steak"], household)).toEqual(["Ruled out by your dietary notes: beef steak"]);
  });

  it("warns a peanut allergy about peanut butter cups", () => {
    expect(nameHasAllergy("Peanut Butter Cups", "Peanuts")).toBe(true);
    expect(itemDietFlags("Peanut Butter Cups")).toContain(DIET_FLAGS.nuts);
  });

  it("does not read cream of tartar as cream", () => {
    expect(itemDietFlags("Cream of Tartar")).toEqual([]);
  });
});
