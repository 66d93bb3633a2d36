import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { mergeQuantities } from "./merge";

const q = (qty: number, unit: string) => ({ qty, unit });

describe("mergeQuantities: same dimension", () => {
  it("adds grams to kilograms in the existing unit", () => {
    expect(mergeQuantities(q(1, "kg"), q(500, "g"))).toEqual(q(1.5, "kg"));
    expect(mergeQuantities(q(250, "g"), q(0.75, "kg"))).toEqual(q(1000, "g"));
  });

  it("adds kilograms to pounds (1 kg = 2.2046 lb), rounded to 3 decimals", () => {
    expect(mergeQuantities(q(2, "lbs"), q(1, "kg"))).toEqual(q(4.205, "lbs"));
    expect(mergeQuantities(q(16, "oz"), q(1, "lb"))).toEqual(q(32, "oz"));
  });

  it("adds millilitres to cups (1 cup = 236.588 ml)", () => {
    expect(mergeQuantities(q(1, "cups"), q(236.5882365, "ml"))).toEqual(q(2, "cups"));
    expect(mergeQuantities(q(2, "cups"), q(100, "ml"))).toEqual(q(2.423, "cups"));
    expect(mergeQuantities(q(1, "l"), q(2, "cups"))).toEqual(q(1.473, "l"));
  });

  it("keeps pieces whole and the existing unit's spelling", () => {
    expect(mergeQuantities(q(6, "pieces"), q(6, "pcs"))).toEqual(q(12, "pieces"));
    expect(mergeQuantities(q(2, "cans"), q(1, "can"))).toEqual(q(3, "cans"));
  });

  it("removes float noise", () => {
    expect(mergeQuantities(q(0.1, "kg"), q(200, "g"))).toEqual(q(0.3, "kg"));
    expect(mergeQuantities(q(1.2, "l"), q(300, "ml"))?.qty).toBe(1.5);
  });
});

describe("mergeQuantities: across dimensions through the food", () => {
  it("adds grams of flour to cups of flour through its density", () => {
    const flour = getFood("flour")!;
    expect(flour.densityGPerMl).toBe(0.53);
    expect(mergeQuantities(q(2, "cups"), q(100, "g"), flour)).toEqual(q(2.798, "cups"));
    expect(mergeQuantities(q(500, "g"), q(1, "cups"), flour)).toEqual(q(625.392, "g"));
  });

  it("adds grams of eggs to pieces through gramsPerPiece, rounding to whole pieces", () => {
    const egg = getFood("egg")!;
    expect(mergeQuantities(q(6, "pieces"), q(300, "g"), egg)).toEqual(q(12, "pieces"));
    expect(mergeQuantities(q(6, "pieces"), q(120, "g"), egg)).toEqual(q(8, "pieces"));
    expect(mergeQuantities(q(100, "g"), q(2, "pieces"), egg)).toEqual(q(100 + 2 * egg.gramsPerPiece!, "g"));
  });
});

describe("mergeQuantities: incompatible", () => {
  it("is null for pieces + kg of an unknown food, and ml + g without a density", () => {
    expect(mergeQuantities(q(6, "pieces"), q(1, "kg"))).toBeNull();
    expect(mergeQuantities(q(500, "ml"), q(200, "g"))).toBeNull();
    expect(mergeQuantities(q(500, "ml"), q(200, "g"), getFood("egg"))).toBeNull();
  });

  it("is null for containers of another kind, unknown units and non-finite quantities", () => {
    expect(mergeQuantities(q(2, "cans"), q(1, "jar"))).toBeNull();
    expect(mergeQuantities(q(2, "cans"), q(400, "g"))).toBeNull();
    expect(mergeQuantities(q(1, "handfuls"), q(1, "handfuls"))).toBeNull();
    expect(mergeQuantities(q(1, "kg"), q(Number.NaN, "g"))).toBeNull();
    expect(mergeQuantities(q(Number.POSITIVE_INFINITY, "kg"), q(1, "g"))).toBeNull();
  });

  it("treats negative quantities as 0", () => {
    expect(mergeQuantities(q(-1, "kg"), q(500, "g"))).toEqual(q(0.5, "kg"));
    expect(mergeQuantities(q(1, "kg"), q(-500, "g"))).toEqual(q(1, "kg"));
  });
});
