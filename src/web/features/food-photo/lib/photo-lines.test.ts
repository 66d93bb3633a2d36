import { describe, expect, it } from "vitest";
import { APPLE_SAMPLE_RESULTS } from "../../../../shared/domain/photo-flow";
import { confidenceText, linesFromResults, photoItemsToAdd, photoLineProblem, photoLinesReducer } from "./photo-lines";

describe("food photo review lines", () => {
  it("turns the apple sample into one ticked line", () => {
    const [apple] = linesFromResults(APPLE_SAMPLE_RESULTS);
    expect(apple).toMatchObject({ include: true, name: "Apple", qty: "3", unit: "ea", category: "Produce", confidence: 0.5 });
  });

  it("adds ticked lines in pantry categories and units", () => {
    let lines = linesFromResults([
      { name: "Milk", category: "Dairy & Eggs", confidence: 0.9, qty: 1, unit: "bottle" },
      { name: "Rice", category: "Grains & Pasta", confidence: 0.8, qty: 2, unit: "lb" },
      { name: "Chips", category: "Snacks", confidence: 0.3, qty: 1, unit: "bag" },
    ]);
    lines = photoLinesReducer(lines, { type: "toggle", key: lines[2].key, include: false });
    lines = photoLinesReducer(lines, { type: "edit", key: lines[0].key, patch: { qty: "2.4" } });
    expect(photoItemsToAdd(lines)).toEqual([
      { productName: "Milk", qty: "2", unit: "pieces", category: "dairy" },
      { productName: "Rice", qty: "2", unit: "lbs", category: "pantry" },
    ]);
  });

  it("starts guesses under 50% unticked, so nothing doubtful is added without a tick", () => {
    const lines = linesFromResults([
      { name: "Milk", category: "Dairy & Eggs", confidence: 0.9, qty: 1, unit: "bottle" },
      { name: "Chips", category: "Snacks", confidence: 0.49, qty: 1, unit: "bag" },
    ]);
    expect(lines.map((l) => l.include)).toEqual([true, false]);
    expect(photoItemsToAdd(lines).map((i) => i.productName)).toEqual(["Milk"]);
  });

  it("validates and formats", () => {
    expect(photoLineProblem({ name: "", qty: "1" })).toBe("Name is required");
    expect(photoLineProblem({ name: "Tea", qty: "x" })).toBe("Enter a quantity of 0 or more");
    expect(photoLineProblem({ name: "Tea", qty: "1" })).toBeNull();
    expect(confidenceText(0.954)).toBe("95%");
    expect(confidenceText(1.2)).toBe("100%");
  });
});
