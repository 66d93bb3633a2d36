import { describe, expect, it } from "vitest";
import { nutrientProperty, nutritionFromText, nutritionOf, readNutrition } from "./declared-nutrition";

describe("nutrientProperty", () => {
  it("names nutrients with schema.org names, whatever app or language wrote them", () => {
    expect(nutrientProperty("fat_content")).toBe("fatContent");
    expect(nutrientProperty("saturatedFatContent")).toBe("saturatedFatContent");
    expect(nutrientProperty("Saturated Fat")).toBe("saturatedFatContent");
    expect(nutrientProperty("saturatedfat")).toBe("saturatedFatContent");
    expect(nutrientProperty("Eiweiß")).toBe("proteinContent");
    expect(nutrientProperty("Glucides")).toBe("carbohydrateContent");
    expect(nutrientProperty("proteins")).toBe("proteinContent");
    expect(nutrientProperty("Vitamin Q")).toBeNull();
  });
});

describe("nutritionOf: an app's nutrition object", () => {
  it("keeps every value as text under its schema.org name, unknown keys as written, ids dropped", () => {
    expect(
      nutritionOf({ calories: 500, fats: 20, fat_content: null, "@type": "NutritionInformation", id: 3, recipe_id: "a", iron: "2 mg" }),
    ).toEqual({
      calories: "500",
      fatContent: "20",
      iron: "2 mg",
    });
    expect(nutritionOf({ source: "" })).toBeNull();
    expect(nutritionOf(["calories"])).toBeNull();
  });
});

describe("readNutrition: pasted nutrition lines", () => {
  it("reads several pairs a line, in several languages, values as written", () => {
    expect(readNutrition(["Calories: 420 kcal | Protein: 31 g | Fat: 18 g"])).toEqual({
      calories: "420 kcal",
      proteinContent: "31 g",
      fatContent: "18 g",
    });
    expect(readNutrition(["Kohlenhydrate 45 g, Eiweiß – 8 g"])).toEqual({ carbohydrateContent: "45 g", proteinContent: "8 g" });
  });

  it("reads nothing from lines that are not nutrition", () => {
    expect(readNutrition(["Serve with rice", "Author: Anna"])).toBeNull();
    expect(readNutrition(["Calories: plenty"])).toBeNull();
  });
});

describe("nutritionFromText: an app's free-text nutrition field", () => {
  it("keeps what it cannot name or read, so nothing is lost", () => {
    expect(nutritionFromText("Calories: 200\nSaturated Fat : 3 g\nHigh in iron\nIron: 2 mg")).toEqual({
      calories: "200",
      saturatedFatContent: "3 g",
      Iron: "2 mg",
      text: "High in iron",
    });
    expect(nutritionFromText("  ")).toBeNull();
  });
});
