/**
 * Small builders that keep the food data files short and readable. They only fill defaults and
 * split lists; every value in the data files is written out explicitly.
 *
 * A food is written as `food(id, category, role, defaultUnit, details)`:
 *   food("milk", "dairy", "dairy", "l", {
 *     aliases: "whole milk, skimmed milk, uht milk",
 *     tags: ["dairy"], allergens: ["Dairy/Lactose"], densityGPerMl: 1.03,
 *     shelfLifeDays: { fridge: 7, freezer: 90 }, nutrition: per100g(61, 3.2, 3.3, 4.8, 0, 43),
 *   })
 * The display name is the id with hyphens read as spaces ("chicken-breast" → "chicken breast")
 * unless `details.name` says otherwise ("za'atar").
 */
import type { Allergy, DietTag, Food, FoodRole, NutritionPer100g } from "../types";

/** Days a food keeps unopened by storage (see Food.shelfLifeDays); at least one storage. */
export type ShelfLife = NonNullable<Food["shelfLifeDays"]>;

/** Everything about a food beyond id, category, role and unit, as written in a data file. */
export interface FoodDetails {
  /** Display name when it is not the id with spaces. */
  name?: string;
  /** Irregular or commonly used plural (see Food.plural). */
  plural?: string;
  /** Other names, comma- or newline-separated: "garbanzo beans, chick peas". */
  aliases?: string;
  /** Generic parent names, comma-separated: "chicken" (see Food.kindOf). */
  kindOf?: string;
  tags?: DietTag[];
  allergens?: Allergy[];
  gramsPerPiece?: number;
  densityGPerMl?: number;
  /** Required: every food says how long it keeps (the data-integrity test checks the values). */
  shelfLifeDays: ShelfLife;
  nutrition?: NutritionPer100g;
}

/**
 * Splits a comma- or newline-separated list into trimmed, non-empty entries.
 * Input: "a, b,\n  c". Output: ["a", "b", "c"]. Never throws.
 */
export function wordList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Builds a Food. Input: id (kebab-case), SPEC §3 category, culinary role, default unit, details.
 * Output: a new Food; name defaults to the id with spaces, aliases and kindOf are split with `wordList`,
 * tags and allergens default to []. Never throws.
 */
export function food(id: string, category: Food["category"], role: FoodRole, defaultUnit: string, details: FoodDetails): Food {
  const { name, aliases, kindOf, tags, allergens, ...rest } = details;
  return {
    id,
    name: name ?? id.replace(/-/g, " "),
    aliases: aliases ? wordList(aliases) : [],
    ...(kindOf ? { kindOf: wordList(kindOf) } : {}),
    category,
    role,
    tags: tags ?? [],
    allergens: allergens ?? [],
    defaultUnit,
    ...rest,
  };
}

/**
 * Nutrition per 100 g of edible food from positional values, in the order USDA FoodData Central
 * lists them: energy (kcal), protein (g), total fat (g), carbohydrate by difference (g), dietary
 * fibre (g, optional) and sodium (mg, optional). Values in the data files are FoodData Central
 * SR Legacy figures (Foundation Foods where SR Legacy lacks the food), rounded; see
 * NutritionPer100g in ../types.ts.
 */
export function per100g(
  kcal: number,
  proteinG: number,
  fatG: number,
  carbsG: number,
  fiberG?: number,
  sodiumMg?: number,
): NutritionPer100g {
  const n: NutritionPer100g = { kcal, proteinG, fatG, carbsG };
  if (fiberG !== undefined) n.fiberG = fiberG;
  if (sodiumMg !== undefined) n.sodiumMg = sodiumMg;
  return n;
}
