import { describe, expect, it } from "vitest";
import { normalizeManualRecipe } from "../../../../shared/domain/recipe-rules";
import { issuesOf } from "../api/create-manual-recipe";
import { blankForm, issuesByField, manualRecipeFormSchema, toInput } from "./use-manual-recipe-form";

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

  it("says so when a time or the servings is not a whole number, instead of quietly saving 0 or 4", () => {
    const form = { ...blankForm(), title: "Soup", cookMin: "abc", prepMin: "10", servings: "two" };
    const result = manualRecipeFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      cookMin: "Enter the cook time in whole minutes, such as 30",
      servings: "Enter the servings as a whole number, such as 4",
    });
    expect(manualRecipeFormSchema.safeParse({ ...form, cookMin: "", servings: "4" }).success).toBe(true);
  });
});
