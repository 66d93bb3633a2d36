/**
 * SPEC §3 grade of a recipe's baseScore (0–100): "A >= 90, B >= 80, C >= 70, D >= 60,
 * otherwise F".
 */

export type Grade = "A" | "B" | "C" | "D" | "F";

/**
 * The letter grade of a base score. Input: a number on the 0–100 scale (values outside it are
 * graded by the same thresholds; NaN and non-numbers → 'F'). Output: 'A' | 'B' | 'C' | 'D' | 'F'.
 * Examples: 90 → 'A', 89.9 → 'B', 60 → 'D', 59.99 → 'F'.
 */
export function gradeOf(baseScore: number): Grade {
  if (typeof baseScore !== "number" || Number.isNaN(baseScore)) return "F";
  if (baseScore >= 90) return "A";
  if (baseScore >= 80) return "B";
  if (baseScore >= 70) return "C";
  if (baseScore >= 60) return "D";
  return "F";
}
