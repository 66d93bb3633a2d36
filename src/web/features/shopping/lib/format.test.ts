import { describe, expect, it } from "vitest";
import type { ShoppingNeed } from "../../../../shared/schemas/shopping-list";
import { lineAmount, neededForText } from "./format";

const need = (kind: ShoppingNeed["kind"], label: string, day: string | null = null): ShoppingNeed => ({
  kind,
  label,
  day,
  mealType: null,
  mealPlanId: null,
  qty: null,
  unit: null,
});

describe("shopping line text", () => {
  it("writes amounts the way a cook reads them", () => {
    expect(lineAmount({ qty: "250", unit: "g" })).toBe("250 g");
    expect(lineAmount({ qty: "1.5", unit: "cups" })).toBe("1½ cups");
    expect(lineAmount({ qty: "1", unit: "pieces" })).toBe("1 piece");
    expect(lineAmount({ qty: "2", unit: "clove" })).toBe("2 cloves");
    expect(lineAmount({ qty: "0.875", unit: "tbsp" })).toBe("2¾ tsp");
    expect(lineAmount({ qty: "1.25", unit: "kg" })).toBe("1.25 kg");
    expect(lineAmount({ qty: null, unit: null })).toBe("");
  });

  it("says which meals need a line, each meal once with its days", () => {
    const text = neededForText([
      need("plan", "Pancakes", "2027-03-01"),
      need("plan", "Sponge cake", "2027-03-02"),
      need("plan", "Pancakes", "2027-03-05"),
      need("low-stock", "Butter"),
      need("idea", "Tomato rice"),
    ]);
    expect(text).toBe("Pancakes (Mon 1 Mar, Fri 5 Mar) · Sponge cake (Tue 2 Mar) · Running low · Tomato rice");
    expect(neededForText([])).toBe("");
  });
});
