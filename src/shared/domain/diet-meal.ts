/**
 * Diet warnings for a planned meal (issue 22 item 5: "diet and allergy checks on everything a
 * household eats"): a recipe by its ingredients, a custom meal by its title and the ingredients
 * the enhanced planner keeps in its notes ("Ingredients: apple, peanut butter"). The warnings are
 * the SPEC §5 ones recipes and ideas show ('Not vegan-friendly', 'Not vegetarian-friendly',
 * 'ALLERGY WARNING: Contains X'); a meal that has them is planned all the same, as a recipe with
 * them is saved all the same — the warning is shown with it. The planner form calls this for
 * instant feedback and the server again for every answer.
 */
import { ideaWarnings } from "./diet";

/** The notes prefix under which the enhanced planner keeps a custom meal's ingredients. */
export const CUSTOM_MEAL_INGREDIENTS_PREFIX = "Ingredients:";

/**
 * The ingredient names a custom meal's notes list: the text after "Ingredients:" (any case, at
 * the start of the notes) split at commas, semicolons and new lines. Free notes without the
 * prefix name no ingredients. Input: notes or null. Output: trimmed, non-empty names.
 */
export function customMealIngredients(notes: string | null | undefined): string[] {
  const m = /^\s*ingredients\s*:\s*([\s\S]*)$/i.exec(notes ?? "");
  if (!m) return [];
  return m[1]
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** What the check of one planned meal reads: its recipe's ingredient names, or a custom meal's title and notes. */
export interface PlannedMealText {
  recipeIngredients?: readonly string[] | null;
  customMealTitle?: string | null;
  notes?: string | null;
}

/**
 * The names a planned meal's diet check reads: the recipe's ingredient names when it has a
 * recipe, otherwise the custom meal's title followed by the ingredients of its notes.
 */
export function plannedMealNames(meal: PlannedMealText): string[] {
  if (meal.recipeIngredients) return [...meal.recipeIngredients];
  const title = meal.customMealTitle?.trim();
  return [...(title ? [title] : []), ...customMealIngredients(meal.notes)];
}

/**
 * SPEC §5 warnings of a planned meal for a user's preferences and allergies (ideaWarnings over
 * plannedMealNames). Input: the meal's text, SPEC §9 preference and allergy labels.
 * Output: e.g. ["ALLERGY WARNING: Contains Peanuts"]; [] when nothing applies. Never throws.
 */
export function plannedMealWarnings(meal: PlannedMealText, dietaryPrefs: readonly string[], allergies: readonly string[]): string[] {
  return ideaWarnings(plannedMealNames(meal), dietaryPrefs, allergies);
}
