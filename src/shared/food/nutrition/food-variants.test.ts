import { describe, expect, it } from "vitest";
import { getFood } from "../catalog";
import { foodVariant } from "./food-variants";

const food = (id: string) => {
  const f = getFood(id);
  if (!f) throw new Error(`no food ${id}`);
  return f;
};

describe("foodVariant", () => {
  it("takes egg yolks and whites as their own part of the egg (FDC 01125, 01124)", () => {
    const yolk = foodVariant(food("egg"), "large yolks");
    expect([yolk.id, yolk.gramsPerPiece, yolk.nutrition?.kcal]).toEqual(["egg-yolk", 17, 322]);
    const white = foodVariant(food("egg"), "egg whites");
    expect([white.id, white.gramsPerPiece, white.nutrition?.kcal]).toEqual(["egg-white", 33, 52]);
    expect(foodVariant(food("egg"), "large white eggs").id).toBe("egg");
  });

  it("takes dry, ground or seed mustard as ground mustard seed, prepared mustard as itself (FDC 02024)", () => {
    expect(foodVariant(food("mustard"), "dry mustard").nutrition?.kcal).toBe(508);
    expect(foodVariant(food("mustard"), "mustard seeds").id).toBe("mustard-powder");
    expect(foodVariant(food("mustard"), "stone-ground mustard").id).toBe("mustard");
    expect(foodVariant(food("mustard"), "dijon mustard").id).toBe("mustard");
  });

  it("leaves other foods alone", () => {
    expect(foodVariant(food("flour"), "ground flour")).toBe(food("flour"));
  });
});
