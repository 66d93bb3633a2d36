import { describe, expect, it } from "vitest";
import { gradeOf } from "./grade";

describe("gradeOf (SPEC §3)", () => {
  it.each([
    [100, "A"],
    [90, "A"],
    [89.9, "B"],
    [80, "B"],
    [79.99, "C"],
    [70, "C"],
    [69.9, "D"],
    [60, "D"],
    [59.9, "F"],
    [0, "F"],
  ] as const)("%d → %s", (score, grade) => {
    expect(gradeOf(score)).toBe(grade);
  });

  it("grades NaN and negative scores F", () => {
    expect(gradeOf(Number.NaN)).toBe("F");
    expect(gradeOf(-5)).toBe("F");
  });
});
