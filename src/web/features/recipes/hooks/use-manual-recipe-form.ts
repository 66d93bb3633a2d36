import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DEFAULT_SERVINGS, normalizeManualRecipe, type ManualRecipeInput, type RuleIssue } from "../../../../shared/domain/recipe-rules";

/** One ingredient row as typed; `key` only identifies the row on screen. `unit`: one of RECIPE_UNITS, or "" for none. */
const ingredientRowSchema = z.object({ key: z.number(), name: z.string(), qty: z.string(), unit: z.string() });

/** Number fields the form checks as typed: blank is fine (the default applies), text is not. */
const WHOLE_NUMBER_FIELDS = [
  ["prepMin", "Enter the prep time in whole minutes, such as 15"],
  ["cookMin", "Enter the cook time in whole minutes, such as 30"],
  ["servings", "Enter the servings as a whole number, such as 4"],
] as const;

/**
 * The Create Manually form as typed (SPEC §3 manual-create payload, numbers as text), checked with
 * the SPEC §5 rules of shared/domain/recipe-rules.ts (the server's own check before it writes):
 * each rule issue lands on its field ("recipe.ingredients.2.qty" → ingredients[2].qty).
 */
export const manualRecipeFormSchema = z
  .object({
    title: z.string(),
    cuisineTag: z.string(),
    prepMin: z.string(),
    cookMin: z.string(),
    servings: z.string(),
    imageUrl: z.string(),
    sourceUrl: z.string(),
    instructions: z.string(),
    ingredients: z.array(ingredientRowSchema),
  })
  .superRefine((values, ctx) => {
    // The API keeps SPEC §5's quiet fallbacks (times → 0, servings → 4) for other callers; a person
    // typing "abc" is told instead (issue 23 "quiet coercions").
    for (const [field, message] of WHOLE_NUMBER_FIELDS) {
      const text = values[field].trim();
      if (text !== "" && !/^\d+$/.test(text)) ctx.addIssue({ code: "custom", message, path: [field] });
    }
    const result = normalizeManualRecipe(toInput(values));
    if (!("issues" in result)) return;
    for (const { path, message } of result.issues) {
      const segments = path.replace(/^recipe\./, "").split(".");
      ctx.addIssue({ code: "custom", message, path: segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s)) });
    }
  });

export type ManualFormValues = z.input<typeof manualRecipeFormSchema>;
export type IngredientRow = ManualFormValues["ingredients"][number];

let nextKey = 1;
/** An empty ingredient row with a fresh key. */
export const emptyRow = (): IngredientRow => ({ key: nextKey++, name: "", qty: "", unit: "" });

/** A blank form: servings at SPEC §9's default 4, two empty ingredient rows. */
export const blankForm = (): ManualFormValues => ({
  title: "",
  cuisineTag: "",
  prepMin: "",
  cookMin: "",
  servings: String(DEFAULT_SERVINGS),
  imageUrl: "",
  sourceUrl: "",
  instructions: "",
  ingredients: [emptyRow(), emptyRow()],
});

/**
 * The payload as typed, every row kept (blank names included) so that issue paths from the rules
 * ("recipe.ingredients.2.qty") point at the row on screen; the rules and the server drop blank rows.
 */
export function toInput(values: ManualFormValues): ManualRecipeInput {
  const { ingredients, ...rest } = values;
  return { ...rest, ingredients: ingredients.map(({ name, qty, unit }) => ({ name, qty, unit: unit || null })) };
}

/** Issues keyed by field path without the "recipe." prefix: "title", "ingredients.2.qty". */
export function issuesByField(issues: readonly RuleIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of issues) {
    const key = path.replace(/^recipe\./, "");
    out[key] ??= message;
  }
  return out;
}

/**
 * The Create Manually form (react-hook-form): field errors from the SPEC §5 rules appear on
 * submit, then follow the typing; `setServerIssues` shows a 400's issues next to their fields.
 */
export function useManualRecipeForm() {
  const [initial] = useState(blankForm);
  const form = useForm<ManualFormValues>({
    resolver: zodResolver(manualRecipeFormSchema),
    defaultValues: initial,
    shouldFocusError: false,
  });
  const setServerIssues = (issues: readonly RuleIssue[]) => {
    for (const [key, message] of Object.entries(issuesByField(issues))) {
      form.setError(key as FieldPath<ManualFormValues>, { type: "server", message });
    }
  };
  return { form, setServerIssues };
}
