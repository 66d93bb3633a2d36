import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { mergeQuantities, mergeTarget } from "./merge";

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

describe("mergeTarget: which existing item an addition grows (issue 22 item 2)", () => {
  const pantry = [
    { id: "tomatoes", name: "Tomatoes", qty: 6, unit: "pieces" },
    { id: "rice", name: "Rice", qty: 1, unit: "kg" },
    { id: "fish", name: "Fish fillets", qty: 400, unit: "g" },
    { id: "milk", name: "Whole milk", qty: 1, unit: "l" },
  ];
  const target = (name: string, qty: number, unit: string, source = "receipt") => mergeTarget({ name, qty, unit, source }, pantry);

  it("grows the item of the same name, whatever the case and spacing", () => {
    expect(target("tomatoes ", 2, "pieces")).toMatchObject({ item: { id: "tomatoes" }, merged: q(8, "pieces"), by: "name" });
  });

  it("grows the item of the same food when both names are confidently that food", () => {
    expect(target("Basmati Rice 5kg", 500, "g")).toMatchObject({ item: { id: "rice" }, merged: q(1.5, "kg"), by: "food" });
  });

  it("makes a new item when the food match is only a guess", () => {
    // The receipt line: a cup noodle whose flavour word reads as "tomato".
    expect(target("Maggi Hot Cup Mee Tomato", 2, "pieces")).toBeNull();
    expect(target("1 Fish Ball Case", 1, "pieces")).toBeNull();
    expect(target("Tinge Lemon Drink 500ml", 1, "pieces")).toBeNull();
  });

  it("never lets a receipt line with an implausible amount grow an item; a typed addition may", () => {
    expect(target("Tomatoes", 82, "pieces")).toBeNull();
    expect(target("Tomatoes", 82, "pieces", "manual")).toMatchObject({ item: { id: "tomatoes" }, merged: q(88, "pieces") });
  });

  it("makes a new item when the units do not convert, and skips to a later item that takes them", () => {
    expect(target("Whole milk", 2, "pieces")).toBeNull();
    const twoMilks = [{ id: "a", name: "Whole milk", qty: 1, unit: "pieces" }, ...pantry];
    expect(mergeTarget({ name: "whole milk", qty: 500, unit: "ml" }, twoMilks)?.item.id).toBe("milk");
  });

  it("makes a new item for an empty name or an empty pantry", () => {
    expect(target("  ", 1, "pieces")).toBeNull();
    expect(mergeTarget({ name: "Rice", qty: 1, unit: "kg" }, [])).toBeNull();
  });
});
