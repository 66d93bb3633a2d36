import { describe, expect, it } from "vitest";
import { normalizeManualRecipe } from "../../../../shared/domain/recipe-rules";
import { issuesOf } from "../api/create-manual-recipe";
import { blankForm, issuesByField, toInput } from "./use-manual-recipe-form";

describe("manual recipe form", () => {
  it("starts with servings 4 and an empty title, which the rules refuse with the SPEC text", () => {
    const form = blankForm();
    expect(form.servings).toBe("4");
    const result = normalizeManualRecipe(toInput(form));
    expect("issues" in result && issuesByField(result.issues).title).toBe("Please enter a recipe title");
  });

  it("keeps blank rows in the payload so issue paths point at the row on screen", () => {
    const form = blankForm();
    form.title = "Soup";
    form.ingredients = [
      { key: 1, name: "", qty: "", unit: "" },
      { key: 2, name: "Onion", qty: "one", unit: "" },
    ];
    const result = normalizeManualRecipe(toInput(form));
    expect("issues" in result && Object.keys(issuesByField(result.issues))).toEqual(["ingredients.1.qty"]);
  });

  it("reads the server's 400 issues and ignores other errors", () => {
    const body = JSON.stringify({
      error: "Invalid recipe",
      issues: [{ path: "recipe.servings", message: "Servings must be at most 100" }],
    });
    expect(issuesByField(issuesOf(new Error(`400: ${body}`)))).toEqual({ servings: "Servings must be at most 100" });
    expect(issuesOf(new Error("500: Internal Server Error"))).toEqual([]);
    expect(issuesOf(new Error("Failed to fetch"))).toEqual([]);
  });
});
