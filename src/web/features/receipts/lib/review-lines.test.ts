import { describe, expect, it } from "vitest";
import type { ReceiptItem } from "../../../../shared/schemas/receipts";
import { formatPrice, itemsToAdd, lineProblem, linesFromReceipt, reviewReducer, reviewSummary, unitOptions } from "./review-lines";

const items: ReceiptItem[] = [
  { name: " Bananas ", qty: 1.4, unit: "pieces", category: "produce", priceCents: 129 },
  { name: "Whole milk", qty: 1, unit: "g", category: "dairy", priceCents: null },
  { name: "Olive oil", qty: 2, unit: "tbsp", category: "pantry", priceCents: 799 },
];

describe("receipt review lines", () => {
  it("starts with every line ticked, names trimmed, pieces whole", () => {
    const lines = linesFromReceipt(items);
    expect(lines.map((l) => [l.include, l.name, l.qty])).toEqual([
      [true, "Bananas", "1"],
      [true, "Whole milk", "1"],
      [true, "Olive oil", "2"],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it("edits, unticks and ticks all", () => {
    let lines = linesFromReceipt(items);
    lines = reviewReducer(lines, { type: "edit", key: lines[0].key, patch: { name: "Ripe bananas", qty: "6" } });
    lines = reviewReducer(lines, { type: "toggle", key: lines[1].key, include: false });
    expect(lines[0]).toMatchObject({ name: "Ripe bananas", qty: "6" });
    expect(reviewSummary(lines)).toEqual({ chosen: 2, valid: true });
    expect(reviewReducer(lines, { type: "toggleAll", include: false }).every((l) => !l.include)).toBe(true);
    expect(reviewReducer(lines, { type: "toggleAll", include: true }).every((l) => l.include)).toBe(true);
  });

  it("sends only ticked lines, in pantry shape", () => {
    let lines = linesFromReceipt(items);
    lines = reviewReducer(lines, { type: "toggle", key: lines[1].key, include: false });
    lines = reviewReducer(lines, { type: "edit", key: lines[0].key, patch: { qty: "2.6" } });
    expect(itemsToAdd(lines)).toEqual({
      items: [
        { productName: "Bananas", qty: "3", unit: "pieces", category: "produce" },
        { productName: "Olive oil", qty: "2", unit: "tbsp", category: "pantry" },
      ],
      names: ["Bananas", "Olive oil"],
    });
  });

  it("flags blank names and bad quantities", () => {
    expect(lineProblem({ name: " ", qty: "1" })).toBe("Name is required");
    expect(lineProblem({ name: "x", qty: "" })).toBe("Enter a quantity of 0 or more");
    expect(lineProblem({ name: "x", qty: "-1" })).toBe("Enter a quantity of 0 or more");
    expect(lineProblem({ name: "x", qty: "abc" })).toBe("Enter a quantity of 0 or more");
    expect(lineProblem({ name: "x", qty: "0.5" })).toBeNull();
    const lines = reviewReducer(linesFromReceipt(items), { type: "edit", key: "line-2", patch: { name: "" } });
    expect(reviewSummary(lines).valid).toBe(false);
    expect(reviewSummary(reviewReducer(lines, { type: "toggle", key: "line-2", include: false })).valid).toBe(true);
  });

  it("offers the pantry units plus a line's own", () => {
    expect(unitOptions("kg")).toEqual(["pieces", "cups", "lbs", "oz", "kg", "g"]);
    expect(unitOptions("tbsp")[0]).toBe("tbsp");
    expect(formatPrice(129)).toBe("1.29");
    expect(formatPrice(null)).toBeNull();
  });
});
