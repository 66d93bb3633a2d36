/**
 * SPEC §5 diet warnings on planned meals for the user who asks (issue 22 item 5): every entry,
 * recipe or custom meal, gets `dietFlags` from shared/domain/diet-meal.ts. Answers are kept in
 * memory per meal text and settings, so a year of a recurring meal is read once.
 */
import { plannedMealNames, plannedMealWarnings } from "../../../shared/domain/diet-meal";
import type { MealPlanEntry } from "../../../shared/schemas/meal-plans";

/** The diet part of the user's settings the warnings depend on (SPEC §3 user settings). */
export interface PlanViewerDiet {
  dietaryPrefs: readonly string[];
  allergies: readonly string[];
}

/** Distinct (meal text, settings) answers kept; the memory is emptied when it is full. */
const MEMO_SIZE = 2000;
const memo = new Map<string, string[]>();

/** The meal text an entry's warnings are read from (recipe ingredients, or custom title and notes). */
function mealText(e: MealPlanEntry) {
  return e.recipe
    ? { recipeIngredients: e.recipe.ingredients.map((i) => i.ingredient) }
    : { customMealTitle: e.customMealTitle, notes: e.notes };
}

/**
 * The entries, each with `dietFlags` for this user's preferences and allergies: 'Not
 * vegan-friendly', 'Not vegetarian-friendly', 'ALLERGY WARNING: Contains X' ([] when none).
 * Input: entries as listed (recipes attached). Output: new entry objects, same order.
 */
export function withDietFlags(entries: readonly MealPlanEntry[], diet: PlanViewerDiet): MealPlanEntry[] {
  const settingsKey = `${diet.dietaryPrefs.join("\u0000")}\u0001${diet.allergies.join("\u0000")}`;
  return entries.map((e) => {
    const text = mealText(e);
    const key = `${plannedMealNames(text).join("\u0000")}\u0002${settingsKey}`;
    let flags = memo.get(key);
    if (!flags) {
      flags = plannedMealWarnings(text, diet.dietaryPrefs, diet.allergies);
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(key, flags);
    }
    return { ...e, dietFlags: [...flags] };
  });
}
