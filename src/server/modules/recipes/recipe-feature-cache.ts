/**
 * What the recipe routes work out from a recipe's ingredient names with the food knowledge base —
 * its key ingredients (ranking) and the diet warnings
 * for a given set of preferences and allergies — kept in memory so a GET of 300 recipes does not
 * parse the same 2,000+ names on every request. Entries are keyed by the names themselves, so an
 * edited recipe simply gets a new entry; the knowledge base is fixed for the process's life.
 */
import { ideaWarnings } from "../../../shared/domain/diet";
import { keyIngredientIds } from "./recipe-features";

/** Distinct ingredient lists kept (oldest used dropped first): 5,000 × ~8 names ≈ a few MB. */
export const RECIPE_FEATURE_CACHE_SIZE = 5000;
/** Diet settings remembered per ingredient list (households with several members differ). */
const WARNING_VARIANTS = 8;

/** The derived features of one ingredient list. */
export interface RecipeFeatures {
  /** Knowledge-base ids of the key ingredients (recipe-features.ts keyIngredientIds). */
  keyIngredients: readonly string[];
  /** Diet warnings (shared/domain/diet.ts ideaWarnings) by settings key. */
  warnings: Map<string, string[]>;
}

const cache = new Map<string, RecipeFeatures>();

/**
 * The features of a recipe's ingredient names (computed once per distinct list, then from memory).
 * Input: ingredient names in recipe order. Output: shared, read-only features — do not mutate.
 */
export function recipeFeatures(names: readonly string[]): RecipeFeatures {
  const key = names.join("\u0000");
  let f = cache.get(key);
  if (f) {
    // Move to the back: the Map's insertion order is the least-recently-used order.
    cache.delete(key);
  } else {
    f = { keyIngredients: keyIngredientIds(names), warnings: new Map() };
    if (cache.size >= RECIPE_FEATURE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, f);
  return f;
}

/**
 * SPEC §5 diet warnings of a recipe for these preferences and allergies (ideaWarnings), from the
 * features' memory when the same settings asked before. Output: a new array the caller may keep.
 */
export function recipeWarnings(
  f: RecipeFeatures,
  names: readonly string[],
  dietaryPrefs: readonly string[],
  allergies: readonly string[],
): string[] {
  const key = `${dietaryPrefs.join("\u0000")}\u0001${allergies.join("\u0000")}`;
  let w = f.warnings.get(key);
  if (!w) {
    w = ideaWarnings(names, dietaryPrefs, allergies);
    if (f.warnings.size >= WARNING_VARIANTS) f.warnings.clear();
    f.warnings.set(key, w);
  }
  return [...w];
}
