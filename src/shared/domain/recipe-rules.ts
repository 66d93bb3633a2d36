/**
 * SPEC §5 recipe rules, shared by the Add Recipe dialog (instant feedback) and the server (final
 * word before every write): manual create, recipe image URL, instructions, recipe from URL.
 * Texts are the SPEC's, word for word.
 */
import type { ValidationMessage } from "./validation";

/** SPEC §9 default servings. */
export const DEFAULT_SERVINGS = 4;
/** Our upper bounds (SPEC: "not shown"): a week of cooking time, a party of 100. */
export const MAX_RECIPE_MINUTES = 7 * 24 * 60;
export const MAX_RECIPE_SERVINGS = 100;
/** Our length caps so one recipe cannot fill the database (SPEC: "not shown"). */
export const MAX_TITLE_CHARS = 200;
export const MAX_INSTRUCTIONS_CHARS = 20_000;
export const MAX_INGREDIENTS = 100;

/** SPEC §5 manual recipe ingredient units, in the order the dialog offers them. */
export const RECIPE_UNITS = ["cup", "tbsp", "tsp", "lb", "oz", "g", "ml", "piece"] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

export const TITLE_REQUIRED: ValidationMessage = Object.freeze({ title: "Title required", description: "Please enter a recipe title" });
export const IMAGE_URL_REQUIRED = "Please enter a valid image URL";
export const INSTRUCTIONS_REQUIRED = "Please enter instructions";
/** SPEC §8 default text of 'Failed to add recipe'. */
export const URL_IMPORT_FAILED = "Unable to process the URL. Please check the link and try again.";

/**
 * SPEC §5 "parsed as integers": the leading integer of the text as JavaScript's parseInt reads it
 * ("45 min" → 45, "1.5" → 1), or `fallback` when there is none or it lies outside [min, max].
 * Input: a string, number, null or undefined. Output: an integer.
 */
export function parseIntegerOr(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

/** One ingredient row of the manual-create payload (SPEC §3: {name, qty, unit}). */
export interface ManualIngredientInput {
  name?: string | null;
  qty?: string | number | null;
  unit?: string | null;
}

/** SPEC §3 manual-create payload as typed into the dialog (numbers may arrive as text). */
export interface ManualRecipeInput {
  title?: string | null;
  cuisineTag?: string | null;
  instructions?: string | null;
  prepMin?: string | number | null;
  cookMin?: string | number | null;
  servings?: string | number | null;
  imageUrl?: string | null;
  sourceUrl?: string | null;
  ingredients?: ManualIngredientInput[] | null;
}

export interface ManualRecipe {
  title: string;
  cuisineTag: string | null;
  instructions: string | null;
  prepMin: number;
  cookMin: number;
  servings: number;
  imageUrl: string | null;
  sourceUrl: string | null;
  ingredients: { name: string; qty: string | null; unit: RecipeUnit | null }[];
}

export interface RuleIssue {
  path: string;
  message: string;
}

/** A quantity a cook types: "2", "0.5", "1/2", "1 1/2" (comma decimals accepted). */
const QTY_PATTERN = /^(\d+(?:[.,]\d+)?|\d+\/\d+|\d+\s+\d+\/\d+)$/;

const blankToNull = (s: string | null | undefined): string | null => {
  const t = (s ?? "").trim();
  return t === "" ? null : t;
};

/**
 * SPEC §5 manual recipe: title required ('Please enter a recipe title'); ingredients with a blank
 * name dropped; prep and cook parsed as integers falling back to 0 (also when negative), servings
 * falling back to 4 (also when below 1); ingredient units one of cup, tbsp, tsp, lb, oz, g, ml,
 * piece. Our additions: length caps, upper bounds (a week, 100 servings) reported as issues rather
 * than silently replaced, a quantity must read as a number or fraction, blank quantity/unit → null.
 * Output: `{ recipe }` when valid, else `{ issues }` listing every problem (path + message).
 */
export function normalizeManualRecipe(input: ManualRecipeInput): { recipe: ManualRecipe } | { issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const title = (input.title ?? "").trim();
  if (!title) issues.push({ path: "recipe.title", message: TITLE_REQUIRED.description });
  else if (title.length > MAX_TITLE_CHARS)
    issues.push({ path: "recipe.title", message: `Title must be at most ${MAX_TITLE_CHARS} characters` });
  const instructions = blankToNull(input.instructions);
  if (instructions && instructions.length > MAX_INSTRUCTIONS_CHARS) {
    issues.push({ path: "recipe.instructions", message: `Instructions must be at most ${MAX_INSTRUCTIONS_CHARS} characters` });
  }
  const rows = (input.ingredients ?? []).map((row, index) => ({ row, index })).filter(({ row }) => (row.name ?? "").trim() !== "");
  if (rows.length > MAX_INGREDIENTS) issues.push({ path: "recipe.ingredients", message: `At most ${MAX_INGREDIENTS} ingredients` });
  const ingredients = rows.map(({ row, index }) => {
    const qtyText = blankToNull(row.qty == null ? null : String(row.qty));
    if (qtyText && !QTY_PATTERN.test(qtyText))
      issues.push({ path: `recipe.ingredients.${index}.qty`, message: "Enter a number such as 2, 0.5 or 1/2" });
    const unitText = blankToNull(row.unit);
    const unit = unitText ? (RECIPE_UNITS.find((u) => u === unitText.toLowerCase()) ?? null) : null;
    if (unitText && !unit)
      issues.push({ path: `recipe.ingredients.${index}.unit`, message: `Unit must be one of ${RECIPE_UNITS.join(", ")}` });
    return { name: row.name!.trim(), qty: qtyText ? qtyText.replace(",", ".") : null, unit };
  });
  const prepMin = parseIntegerOr(input.prepMin, 0, 0, Infinity);
  const cookMin = parseIntegerOr(input.cookMin, 0, 0, Infinity);
  const servings = parseIntegerOr(input.servings, DEFAULT_SERVINGS, 1, Infinity);
  if (prepMin > MAX_RECIPE_MINUTES)
    issues.push({ path: "recipe.prepMin", message: `Prep time must be at most ${MAX_RECIPE_MINUTES} minutes` });
  if (cookMin > MAX_RECIPE_MINUTES)
    issues.push({ path: "recipe.cookMin", message: `Cook time must be at most ${MAX_RECIPE_MINUTES} minutes` });
  if (servings > MAX_RECIPE_SERVINGS) issues.push({ path: "recipe.servings", message: `Servings must be at most ${MAX_RECIPE_SERVINGS}` });
  if (issues.length > 0) return { issues };
  return {
    recipe: {
      title,
      cuisineTag: blankToNull(input.cuisineTag),
      instructions,
      prepMin,
      cookMin,
      servings,
      imageUrl: blankToNull(input.imageUrl),
      sourceUrl: blankToNull(input.sourceUrl),
      ingredients,
    },
  };
}

/**
 * SPEC §5 recipe from URL: a non-empty trimmed URL. Our addition: it must be an http(s) URL
 * ("example.com/x" is read as https). Output: the URL to fetch, or null when unusable.
 */
export function normalizeRecipeUrl(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const u = new URL(withScheme);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}
