import { describe, expect, it } from "vitest";
import { explicitQty, inferQty, reconcileQty } from "./quantity";
import { normaliseLine, tokenize } from "./tokens";

const explicit = (line: string) => explicitQty(tokenize(normaliseLine(line)));

describe("explicitQty", () => {
  it("reads the printed quantity forms", () => {
    expect(explicit("2 @ 0.99")).toEqual({ qty: 2, unit: null, unitPriceCents: 99 });
    expect(explicit("@2 X RM 6.79")).toEqual({ qty: 2, unit: null, unitPriceCents: 679 });
    expect(explicit("2 X RM 6.79")).toEqual({ qty: 2, unit: null, unitPriceCents: 679 });
    expect(explicit("1.23 lb @ 2.99/lb")).toEqual({ qty: 1.23, unit: "lbs", unitPriceCents: 299 });
    expect(explicit("0.434 X 39.90")).toEqual({ qty: 0.434, unit: "kg", unitPriceCents: 3990 });
    expect(explicit("0.456 kg")).toEqual({ qty: 0.456, unit: "kg", unitPriceCents: null });
    expect(explicit("QTY 3")).toEqual({ qty: 3, unit: null, unitPriceCents: null });
    expect(explicit("15*BAG * 24.90")).toEqual({ qty: 15, unit: null, unitPriceCents: null });
    expect(explicit("9555339300051 X 1 45.00 S")).toEqual({ qty: 1, unit: null, unitPriceCents: null });
    expect(explicit("MILK 1L")).toBeNull();
  });
});

describe("inferQty and reconcileQty", () => {
  it("finds the count that makes a unit price add up to the total (column layouts)", () => {
    expect(inferQty(1525, null, [17], [85, 90])?.qty).toBe(17);
    expect(inferQty(639, null, [5, 2, 0, 3], [213])?.qty).toBe(3);
    expect(inferQty(5599, null, [24], [233])?.qty).toBe(24);
    expect(inferQty(1000, null, [3], [250])).toBeNull();
  });

  it("repairs a misread quantity line against the total", () => {
    expect(reconcileQty({ qty: 25, unit: null, unitPriceCents: 1250 }, 6250).qty).toBe(5);
    expect(reconcileQty({ qty: 810, unit: null, unitPriceCents: 245 }, 2650).qty).toBe(10);
    expect(reconcileQty({ qty: 3, unit: null, unitPriceCents: 250 }, 500).qty).toBe(2);
  });
});
