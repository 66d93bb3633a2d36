import { describe, expect, it } from "vitest";
import { filterRecipes } from "./recipe-search";

const recipe = (title: string, cuisineTag: string | null, ingredients: string[]) => ({
  title,
  cuisineTag,
  ingredients: ingredients.map((ingredient) => ({ ingredient, qty: null, unit: null })),
});

const recipes = [
  recipe("Green curry", "Thai", ["chicken thighs", "coconut milk"]),
  recipe("Crème brûlée", "French", ["cream", "egg yolks", "sugar"]),
  recipe("Pancakes", null, ["flour", "milk", "eggs"]),
];

describe("filterRecipes", () => {
  it("matches title, cuisine and ingredient names, ignoring case", () => {
    expect(filterRecipes(recipes, "CURRY").map((r) => r.title)).toEqual(["Green curry"]);
    expect(filterRecipes(recipes, "french").map((r) => r.title)).toEqual(["Crème brûlée"]);
    expect(filterRecipes(recipes, "milk").map((r) => r.title)).toEqual(["Green curry", "Pancakes"]);
  });
  it("needs every word, in any field, and ignores accents", () => {
    expect(filterRecipes(recipes, "thai chicken").map((r) => r.title)).toEqual(["Green curry"]);
    expect(filterRecipes(recipes, "creme").map((r) => r.title)).toEqual(["Crème brûlée"]);
    expect(filterRecipes(recipes, "thai sugar")).toEqual([]);
  });
  it("keeps all, in order, for a blank query", () => {
    expect(filterRecipes(recipes, "  ").map((r) => r.title)).toEqual(["Green curry", "Crème brûlée", "Pancakes"]);
  });
});
