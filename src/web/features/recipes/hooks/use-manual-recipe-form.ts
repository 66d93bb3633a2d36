import { useState } from "react";
import { DEFAULT_SERVINGS, normalizeManualRecipe, type ManualRecipeInput, type RuleIssue } from "../../../../shared/domain/recipe-rules";

/** One ingredient row as typed; `key` only identifies the row on screen. */
export interface IngredientRow {
  key: number;
  name: string;
  qty: string;
  /** One of RECIPE_UNITS, or "" for none. */
  unit: string;
}

/** The Create Manually form as typed (SPEC §3 manual-create payload, numbers as text). */
export interface ManualFormValues {
  title: string;
  cuisineTag: string;
  prepMin: string;
  cookMin: string;
  servings: string;
  imageUrl: string;
  sourceUrl: string;
  instructions: string;
  ingredients: IngredientRow[];
}

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
 * State of the Create Manually form: values, field errors from SPEC §5 rules (checked on submit,
 * then again as you type) or from the server's 400 issues, and row add/remove.
 */
export function useManualRecipeForm() {
  const [values, setValues] = useState<ManualFormValues>(blankForm);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = normalizeManualRecipe(toInput(values));
  const ruleErrors = checked && "issues" in result ? issuesByField(result.issues) : {};
  const errors = { ...serverErrors, ...ruleErrors };

  const set = <K extends keyof ManualFormValues>(field: K, value: ManualFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => (e[field] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));
  };
  // The server's row issues are by position: drop them once rows change.
  const clearRowIssues = () => setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith("ingredients"))));
  const setRow = (key: number, patch: Partial<Omit<IngredientRow, "key">>) => {
    setValues((v) => ({ ...v, ingredients: v.ingredients.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
    clearRowIssues();
  };
  const addRow = () => setValues((v) => ({ ...v, ingredients: [...v.ingredients, emptyRow()] }));
  const removeRow = (key: number) => {
    setValues((v) => ({ ...v, ingredients: v.ingredients.length > 1 ? v.ingredients.filter((r) => r.key !== key) : [emptyRow()] }));
    clearRowIssues();
  };
  const reset = () => {
    setValues(blankForm());
    setChecked(false);
    setServerErrors({});
  };

  return {
    values,
    errors,
    /** Marks the form as submitted; returns the rules' answer for this submit. */
    check: () => {
      setChecked(true);
      setServerErrors({});
      return result;
    },
    setServerIssues: (issues: readonly RuleIssue[]) => setServerErrors(issuesByField(issues)),
    set,
    setRow,
    addRow,
    removeRow,
    reset,
  };
}
