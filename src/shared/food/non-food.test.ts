import { describe, expect, it } from "vitest";
import { categoryFor, matchFood } from "./match";

describe("non-food products are filed as item, never as a food", () => {
  it.each([
    "Lysol Lemon Breeze Spray",
    "Charmin Ultra Soft Mega Rolls",
    "Tylenol Extra Strength Caplets",
    "Friskies Ocean Whitefish Dinner",
    "Rinse Aid 16 oz",
    "Fish Oil 1200 mg Softgels",
    "Measuring Cups Set",
    "Nighttime Cold & Flu Relief",
  ])("%s → item", (name) => {
    expect(categoryFor(name)).toBe("item");
    expect(matchFood(name)).toBeNull();
  });

  it("keeps foods whose names share a word with a non-food product", () => {
    expect(categoryFor("Polish Sausage")).toBe("meat");
    expect(categoryFor("Sponge Cake")).toBe("pantry");
    expect(categoryFor("Swedish Fish Candy")).toBe("snacks");
    expect(matchFood("Swedish Fish Candy")?.food.id).toBe("candy");
  });
});
