import { describe, expect, it } from "vitest";
import { normalizeManualRecipe, normalizeRecipeUrl, parseIntegerOr } from "./recipe-rules";

describe("SPEC §5 manual recipe rules", () => {
  it("requires a title with the SPEC text", () => {
    expect(normalizeManualRecipe({ title: "   " })).toEqual({ issues: [{ path: "recipe.title", message: "Please enter a recipe title" }] });
  });

  it("drops ingredients with a blank name and keeps the rest in order", () => {
    const out = normalizeManualRecipe({
      title: "Pancakes",
      ingredients: [
        { name: "flour", qty: "1 1/2", unit: "cup" },
        { name: "  ", qty: "2", unit: "tbsp" },
        { name: "milk", qty: "300", unit: "ml" },
        { name: "eggs", qty: "", unit: "" },
      ],
    });
    expect("recipe" in out && out.recipe.ingredients).toEqual([
      { name: "flour", qty: "1 1/2", unit: "cup" },
      { name: "milk", qty: "300", unit: "ml" },
      { name: "eggs", qty: null, unit: null },
    ]);
  });

  it("parses times and servings as integers with the SPEC fallbacks (servings 4, times 0)", () => {
    const out = normalizeManualRecipe({ title: "Soup", prepMin: "15 min", cookMin: "abc", servings: "" });
    expect("recipe" in out && [out.recipe.prepMin, out.recipe.cookMin, out.recipe.servings]).toEqual([15, 0, 4]);
    const zero = normalizeManualRecipe({ title: "Soup", prepMin: -5, servings: "0" });
    expect("recipe" in zero && [zero.recipe.prepMin, zero.recipe.servings]).toEqual([0, 4]);
    const decimal = normalizeManualRecipe({ title: "Soup", servings: "2.5" });
    expect("recipe" in decimal && decimal.recipe.servings).toBe(2);
  });

  it("lists every problem at once: unknown unit, bad quantity, absurd servings", () => {
    const out = normalizeManualRecipe({
      title: "",
      servings: 500,
      ingredients: [
        { name: "salt", qty: "a pinch", unit: "pinch" },
        { name: "rice", qty: "200", unit: "G" },
      ],
    });
    expect("issues" in out && out.issues.map((i) => i.path)).toEqual([
      "recipe.title",
      "recipe.ingredients.0.qty",
      "recipe.ingredients.0.unit",
      "recipe.servings",
    ]);
  });

  it("accepts the SPEC units in any case and stores them lower-case", () => {
    const out = normalizeManualRecipe({ title: "Rice", ingredients: [{ name: "rice", qty: "0,5", unit: "LB" }] });
    expect("recipe" in out && out.recipe.ingredients[0]).toEqual({ name: "rice", qty: "0.5", unit: "lb" });
  });

  it("parseIntegerOr reads the leading integer like parseInt", () => {
    expect(parseIntegerOr("45 minutes", 0, 0, 100)).toBe(45);
    expect(parseIntegerOr("  ", 4, 1, 100)).toBe(4);
    expect(parseIntegerOr(null, 4, 1, 100)).toBe(4);
    expect(parseIntegerOr(101, 4, 1, 100)).toBe(4);
  });
});

describe("SPEC §5 recipe from URL", () => {
  it("needs a non-empty trimmed http(s) URL; a bare host is read as https", () => {
    expect(normalizeRecipeUrl("   ")).toBeNull();
    expect(normalizeRecipeUrl(" https://example.com/pasta ")).toBe("https://example.com/pasta");
    expect(normalizeRecipeUrl("example.com/pasta")).toBe("https://example.com/pasta");
    expect(normalizeRecipeUrl("javascript:alert(1)")).toBeNull();
    expect(normalizeRecipeUrl("file:///etc/passwd")).toBeNull();
  });
});
