import { describe, expect, it } from "vitest";
import { formatQty, qtyStep, roundForUnit, stepQty, useHalf, useOne } from "./pantry-qty";

describe("roundForUnit (SPEC §5: pieces round to a whole number)", () => {
  it("rounds pieces, in any spelling, to whole numbers", () => {
    expect(roundForUnit(2.4, "pieces")).toBe(2);
    expect(roundForUnit(2.5, "pieces")).toBe(3);
    expect(roundForUnit(0.4, "pcs")).toBe(0);
    expect(roundForUnit(1.6, "ea")).toBe(2);
  });

  it("keeps other units' decimals but removes float noise", () => {
    expect(roundForUnit(1.25, "kg")).toBe(1.25);
    expect(roundForUnit(0.1 + 0.2, "cups")).toBe(0.3);
  });

  it("never goes below 0 and treats invalid numbers as 0", () => {
    expect(roundForUnit(-3, "g")).toBe(0);
    expect(roundForUnit(Number.NaN, "pieces")).toBe(0);
  });
});

describe("stepQty (SPEC §5: plus or minus one step, floor 0, pieces whole; issue 22: a step that suits the unit)", () => {
  it("moves by 1 piece, 100 g, 0.1 kg, 50 ml, ¼ cup or ¼ lb", () => {
    expect(stepQty(2, "pieces", 1)).toBe(3);
    expect(stepQty(2, "pieces", -1)).toBe(1);
    expect(stepQty(500, "g", -1)).toBe(400);
    expect(stepQty(500, "g", 1)).toBe(600);
    expect(stepQty(1.5, "kg", 1)).toBe(1.6);
    expect(stepQty(300, "ml", -1)).toBe(250);
    expect(stepQty(0.5, "cups", 1)).toBe(0.75);
    expect(stepQty(1.5, "lbs", -1)).toBe(1.25);
  });

  it("steps by a tenth of the step once the amount is at most one step, so 80 g of spice does not jump to 0", () => {
    expect(stepQty(100, "g", -1)).toBe(90);
    expect(stepQty(80, "g", -1)).toBe(70);
    expect(stepQty(90, "g", 1)).toBe(100);
    expect(stepQty(30, "ml", -1)).toBe(25);
    expect(stepQty(0.1, "kg", -1)).toBe(0.09);
    expect(qtyStep(250, "g", -1)).toBe(100);
  });

  it("steps by 1 in units without a kitchen step (oz, tbsp, cans, units nobody knows)", () => {
    expect(stepQty(3, "oz", 1)).toBe(4);
    expect(stepQty(2, "cans", -1)).toBe(1);
    expect(stepQty(2, "bunch", 1)).toBe(3);
  });

  it("floors at 0", () => {
    expect(stepQty(0, "pieces", -1)).toBe(0);
    expect(stepQty(0.2, "cups", -1)).toBe(0);
    expect(stepQty(5, "g", -1)).toBe(0);
  });

  it("keeps pieces whole even from a fractional start", () => {
    expect(stepQty(2.4, "pieces", 1)).toBe(3);
    expect(stepQty(2.6, "pieces", -1)).toBe(2);
  });
});

describe("useOne ('Use 1' takes one step: issue 22 — 500 g of chicken went to 499 g)", () => {
  it("takes one step of the unit and floors at 0", () => {
    expect(useOne(500, "g")).toBe(400);
    expect(useOne(3, "pieces")).toBe(2);
    expect(useOne(1.5, "lbs")).toBe(1.25);
    expect(useOne(0.2, "cups")).toBe(0);
    expect(useOne(0, "g")).toBe(0);
  });
});

describe("useHalf (SPEC §5: halve to 1 decimal)", () => {
  it.each([
    [3, 1.5],
    [1, 0.5],
    [2.5, 1.3],
    [0.3, 0.2],
    [0.2, 0.1],
    [0.1, 0],
    [0, 0],
    [-2, 0],
  ])("%d → %d", (qty, half) => {
    expect(useHalf(qty)).toBe(half);
  });

  it("always reaches 0 when used repeatedly", () => {
    let q = 7;
    for (let i = 0; i < 20 && q > 0; i++) q = useHalf(q);
    expect(q).toBe(0);
  });
});

describe("formatQty", () => {
  it("prints numbers without float noise or trailing zeros", () => {
    expect(formatQty(0.1 + 0.2)).toBe("0.3");
    expect(formatQty(2)).toBe("2");
    expect(formatQty(2.5)).toBe("2.5");
    expect(formatQty(1.23456)).toBe("1.235");
    expect(formatQty(-0)).toBe("0");
    expect(formatQty(Number.NaN)).toBe("0");
  });
});
