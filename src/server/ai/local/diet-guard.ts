/**
 * What a household may eat, as one predicate over knowledge-base foods, built from its settings
 * (SPEC §3 user settings, §9 preference and allergy choices, free-text constraints). The rule
 * itself is src/shared/domain/diet.ts (householdAllowsFood); this file memoises it per food for
 * the engine and adds the dish-level flags the per-food rule cannot see (Halal drinks, Kosher's
 * meat-with-dairy rule).
 */
import { householdAllowsFood } from "../../../shared/domain/diet";
import { parseConstraints } from "../../../shared/domain/diet-constraints";
import type { DietTag, Food } from "../../../shared/food/types";
import type { UserSettings } from "../../../shared/schemas/user-settings";

/** The household's food predicate and the two dish-level flags the engine needs. */
export interface DietGuard {
  /** True when the food conflicts with no preference, allergy or written constraint. */
  allows(food: Food): boolean;
  /** Prefs include Halal: drinks are alcohol-free. */
  halal: boolean;
  /** Prefs include Kosher: meat or poultry never shares a dish with dairy. */
  kosher: boolean;
}

/**
 * Builds the household's food predicate from `settings.dietaryPrefs`, `settings.allergies`
 * (through conflictsWithPrefs / foodHasAllergy) and `settings.dietaryConstraints`.
 * Memoises per food id, so it is cheap to call for every candidate.
 */
export function makeDietGuard(settings: UserSettings): DietGuard {
  const prefs = settings.dietaryPrefs;
  const written = parseConstraints(settings.dietaryConstraints ?? "");
  const memo = new Map<string, boolean>();
  const allows = (food: Food): boolean => {
    let ok = memo.get(food.id);
    if (ok === undefined) {
      ok = householdAllowsFood(food, settings, written);
      memo.set(food.id, ok);
    }
    return ok;
  };
  return { allows, halal: prefs.includes("Halal"), kosher: prefs.includes("Kosher") };
}

const ANIMAL_FLESH: DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish"];
const NOT_VEGAN_NAMES = new Set(["honey", "gelatin"]);

/**
 * Positive diet flags that truly apply to a dish made of `foods` (SPEC §3 dietaryFlags):
 * 'Vegetarian' (no meat, poultry, pork, fish, shellfish), 'Vegan' (also no dairy, egg, honey),
 * 'Gluten-free' (no gluten tag), 'Dairy-free' (no dairy tag). Order is fixed.
 */
export function positiveFlags(foods: readonly Food[]): string[] {
  const has = (t: DietTag) => foods.some((f) => f.tags.includes(t));
  const vegetarian = !ANIMAL_FLESH.some(has);
  const vegan = vegetarian && !has("dairy") && !has("egg") && !has("honey") && !foods.some((f) => NOT_VEGAN_NAMES.has(f.name));
  const flags: string[] = [];
  if (vegetarian) flags.push("Vegetarian");
  if (vegan) flags.push("Vegan");
  if (!has("gluten")) flags.push("Gluten-free");
  if (!has("dairy")) flags.push("Dairy-free");
  return flags;
}

/** Kosher: true when the foods mix meat or poultry with dairy. */
export function mixesMeatAndDairy(foods: readonly Food[]): boolean {
  const meat = foods.some((f) => f.tags.includes("meat") || f.tags.includes("poultry"));
  return meat && foods.some((f) => f.tags.includes("dairy"));
}
