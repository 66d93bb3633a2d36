import { describe, expect, it } from "vitest";
import type { Food } from "../../../shared/food/types";
import { formatAmount, preferredQty } from "./amounts";
import { ideaNutritionSummary, nutritionHighlights, servingTotals } from "./nutrition";
import { joinList, slugify, titleCase } from "./text";

const egg: Food = {
  id: "egg",
  name: "egg",
  aliases: [],
  category: "dairy",
  role: "egg",
  tags: ["egg"],
  allergens: ["Eggs"],
  defaultUnit: "pieces",
  gramsPerPiece: 50,
  nutrition: { kcal: 143, proteinG: 12.6, fatG: 9.5, carbsG: 0.7 },
};
const oil: Food = {
  ...egg,
  id: "olive-oil",
  name: "olive oil",
  role: "fat",
  tags: [],
  allergens: [],
  defaultUnit: "ml",
  gramsPerPiece: undefined,
  densityGPerMl: 0.92,
  nutrition: { kcal: 884, proteinG: 0, fatG: 100, carbsG: 0 },
};
const lentils: Food = {
  ...oil,
  id: "lentils",
  name: "lentils",
  role: "legume",
  defaultUnit: "g",
  densityGPerMl: undefined,
  nutrition: { kcal: 352, proteinG: 24.6, fatG: 1.1, carbsG: 63.4, fiberG: 10.7 },
};

describe("amounts", () => {
  it("scales and rounds metric amounts the way a scale or jug shows them", () => {
    expect(formatAmount({ n: 130, unit: "g" }, 2)).toBe("260 g");
    expect(formatAmount({ n: 6, unit: "g" }, 3)).toBe("18 g");
    expect(formatAmount({ n: 90, unit: "g" }, 3)).toBe("270 g");
    expect(formatAmount({ n: 250, unit: "ml" }, 6)).toBe("1.5 l");
    expect(formatAmount({ n: 350, unit: "g" }, 4)).toBe("1.4 kg");
  });

  it("turns spoons and pieces into kitchen fractions", () => {
    expect(formatAmount({ n: 0.5, unit: "tsp" }, 2)).toBe("1 tsp");
    expect(formatAmount({ n: 1, unit: "tsp" }, 4)).toBe("1¼ tbsp");
    expect(formatAmount({ n: 0.75, unit: "tbsp" }, 2)).toBe("1½ tbsp");
    expect(formatAmount({ n: 1, unit: "tbsp" }, 12)).toBe("180 ml");
    expect(formatAmount({ n: 0.5, unit: "piece" }, 3)).toBe("1½ pieces");
    expect(formatAmount({ n: 0.25, unit: "piece" }, 1)).toBe("¼ piece");
    expect(formatAmount({ n: 1, unit: "clove" }, 1)).toBe("1 clove");
    expect(formatAmount({ n: 2, unit: "slice" }, 2)).toBe("4 slices");
    expect(formatAmount({ n: 0, unit: "taste" }, 5)).toBe("to taste");
  });

  it("counts foods bought by the piece in pieces, and converts to grams for nutrition", () => {
    expect(preferredQty({ n: 100, unit: "g" }, egg)).toEqual({ n: 2, unit: "piece" });
    expect(preferredQty({ n: 5, unit: "g" }, egg)).toEqual({ n: 5, unit: "g" });
    // 2 eggs = 100 g → 143 kcal; 1 US tbsp of oil = 14.79 ml × 0.92 g/ml = 13.6 g → 120 kcal; to taste → 0.
    expect(servingTotals([{ food: egg, per: { n: 2, unit: "piece" } }]).kcal).toBeCloseTo(143);
    expect(servingTotals([{ food: oil, per: { n: 1, unit: "tbsp" } }]).kcal).toBeCloseTo(120.3, 0);
    expect(servingTotals([{ food: oil, per: { n: 1, unit: "taste" } }]).kcal).toBe(0);
  });
});

describe("nutrition highlights", () => {
  it("leads with what stands out and always gives energy and protein", () => {
    const notes = nutritionHighlights([
      { food: lentils, per: { n: 120, unit: "g" } },
      { food: oil, per: { n: 1, unit: "tbsp" } },
    ]);
    expect(notes[0]).toBe("High protein (30 g per serving)");
    expect(notes[1]).toMatch(/^(Hearty: )?≈ \d+ kcal per serving$/);
    expect(notes).toContain("Good source of fiber (13 g per serving)");
    const light = nutritionHighlights([{ food: egg, per: { n: 1, unit: "piece" } }]);
    expect(light).toEqual(["Light: ≈ 70 kcal per serving", "6 g protein per serving"]);
  });
});

describe("idea nutrition", () => {
  it("gives per-serving values and counts the listed ingredients it covers, leaving out to-taste ones", () => {
    const parts = [
      { food: egg, per: { n: 2, unit: "piece" as const } },
      { food: oil, per: { n: 1, unit: "tbsp" as const } },
      { food: oil, per: { n: 0, unit: "taste" as const } },
    ];
    // Listed: eggs, oil, oil to taste and one staple without a food → 3 counted, 2 covered.
    const n = ideaNutritionSummary(parts, 4);
    expect(n.perServing.kcal).toBe(263);
    expect(n.perServing.fatG).toBeCloseTo(23.1, 1);
    expect([n.covered, n.counted]).toEqual([2, 3]);
    expect(n.coverage).toBeCloseTo(0.667, 3);
  });
});

describe("text", () => {
  it("joins, title-cases and slugs", () => {
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
    expect(titleCase("chicken & broccoli stir-fry with rice")).toBe("Chicken & Broccoli Stir-fry with Rice");
    expect(slugify("Chicken & Broccoli Stir-Fry with Rice")).toBe("chicken-broccoli-stir-fry-with-rice");
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });
});
