import { describe, expect, it } from "vitest";
import { moveSlot } from "./use-slot-roving";

// A week (7 days) × breakfast, lunch, dinner: slot (day index, meal index).
const week = (key: string, d: number, m: number) => moveSlot(key, d, m, 7, 3);

describe("moveSlot (planner arrow keys)", () => {
  it("Left/Right change the day and keep the meal", () => {
    expect(week("ArrowRight", 2, 1)).toEqual([3, 1]);
    expect(week("ArrowLeft", 2, 1)).toEqual([1, 1]);
  });
  it("Up/Down change the meal and run on into the neighbouring day", () => {
    expect(week("ArrowDown", 2, 0)).toEqual([2, 1]);
    expect(week("ArrowDown", 2, 2)).toEqual([3, 0]);
    expect(week("ArrowUp", 2, 0)).toEqual([1, 2]);
  });
  it("Home/End jump to the first/last day at the same meal", () => {
    expect(week("Home", 4, 2)).toEqual([0, 2]);
    expect(week("End", 1, 0)).toEqual([6, 0]);
  });
  it("stops at the window's edges and ignores other keys", () => {
    expect(week("ArrowLeft", 0, 1)).toBeNull();
    expect(week("ArrowUp", 0, 0)).toBeNull();
    expect(week("ArrowRight", 6, 0)).toBeNull();
    expect(week("ArrowDown", 6, 2)).toBeNull();
    expect(week("Enter", 3, 1)).toBeNull();
  });
});
