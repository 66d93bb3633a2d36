/**
 * Types of the food knowledge base (src/shared/food).
 *
 * A `Food` is one canonical grocery food ("spaghetti", "chicken breast"). Product names typed,
 * scanned or read from receipts are matched to a Food to fill the SPEC §3 pantry category, to
 * flag diet conflicts and allergens (SPEC §5), and to let the recipe-idea engine reason about
 * what a pantry can cook.
 */

/** SPEC §3 pantry item categories (the ones the app assigns; 'item' is the SPEC's fallback label). */
export const PANTRY_CATEGORIES = ["produce", "dairy", "meat", "pantry", "frozen", "beverages", "snacks", "item", "other"] as const;
export type PantryCategory = (typeof PANTRY_CATEGORIES)[number];

/** SPEC §9 allergy choices, word for word. */
export const ALLERGIES = [
  "Nuts",
  "Tree nuts",
  "Peanuts",
  "Dairy/Lactose",
  "Gluten/Wheat",
  "Shellfish",
  "Fish",
  "Eggs",
  "Soy",
  "Sesame",
] as const;
export type Allergy = (typeof ALLERGIES)[number];

/** SPEC §9 dietary preference choices, word for word. */
export const DIETARY_PREFS = [
  "Omnivore",
  "Vegetarian",
  "Vegan",
  "Pescatarian",
  "Keto",
  "Paleo",
  "Mediterranean",
  "Low-carb",
  "Halal",
  "Kosher",
] as const;
export type DietaryPref = (typeof DIETARY_PREFS)[number];

/**
 * Diet tags describe what a food *is* (not what diet it suits); diet rules are derived from them.
 * meat = red meat and game, pork included (pork foods carry both "meat" and "pork"); poultry;
 * pork (for Halal/Kosher); fish; shellfish (crustaceans and molluscs); dairy; egg;
 * gluten (wheat, barley, rye); nut (tree nuts); peanut; soy; sesame; alcohol (for Halal);
 * honey (animal product that is not meat, dairy or egg: Vegan conflicts);
 * high-carb (≥ 10 g net carbs per 100 g as eaten: grains, sugar, starchy veg, sweet fruit; Keto/Low-carb conflicts).
 */
export type DietTag =
  | "meat"
  | "poultry"
  | "pork"
  | "fish"
  | "shellfish"
  | "dairy"
  | "egg"
  | "gluten"
  | "nut"
  | "peanut"
  | "soy"
  | "sesame"
  | "alcohol"
  | "honey"
  | "high-carb";

/** Culinary role: what slot a food can fill in a dish template of the recipe-idea engine. */
export type FoodRole =
  | "protein"
  | "vegetable"
  | "fruit"
  | "grain"
  | "pasta"
  | "bread"
  | "legume"
  | "dairy"
  | "cheese"
  | "egg"
  | "fat"
  | "herb"
  | "spice"
  | "condiment"
  | "sauce"
  | "sweetener"
  | "liquid"
  | "baking"
  | "nut"
  | "snack"
  | "beverage"
  | "other";

/**
 * Nutrition per 100 g of the edible food, as sold (raw unless the food is sold cooked or canned),
 * from USDA FoodData Central (SR Legacy, or Foundation Foods where SR Legacy has no entry),
 * rounded: energy (kcal), protein, total fat, carbohydrate by difference and total dietary fibre
 * in grams, sodium (Na) in milligrams. Composite products (pesto, ready meals) take the FDC SR
 * Legacy entry of the generic product. Salt is derived from sodium (salt = Na × 2.5, Regulation
 * (EU) No 1169/2011, Annex I) in src/shared/food/nutrition/nutrients.ts.
 */
export interface NutritionPer100g {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG?: number;
  /** Sodium in mg per 100 g (absent: not yet recorded, counted as 0). */
  sodiumMg?: number;
}

export interface Food {
  /** Stable kebab-case id, e.g. "chicken-breast". */
  id: string;
  /** Canonical singular display name, lower case: "chicken breast". */
  name: string;
  /** Plural form when irregular or commonly used ("tomatoes"); regular "+s" plurals are derived. */
  plural?: string;
  /** Other names people and shops use ("garbanzo beans" for chickpea), lower case. */
  aliases: string[];
  /**
   * Generic names this food is a kind of, as a recipe may write them, lower case: chicken breast →
   * ["chicken"], feta → ["cheese"], spaghetti → ["pasta"]. The SPEC §5 ingredient match counts a
   * name contained in another only through these (or the same food), so "milk" never matches
   * "coconut milk" (src/shared/domain/ingredient-match.ts). Absent = no generic parent.
   */
  kindOf?: string[];
  category: Exclude<PantryCategory, "item">;
  role: FoodRole;
  tags: DietTag[];
  allergens: Allergy[];
  /** Unit a household would count it in: "pieces" | "g" | "kg" | "ml" | "l" | "cups" | "oz" | "lbs" … */
  defaultUnit: string;
  /** Typical grams of one piece (an egg ≈ 50 g), when it is counted in pieces. */
  gramsPerPiece?: number;
  /** Grams per millilitre, for mass↔volume conversion (flour ≈ 0.53, milk ≈ 1.03). */
  densityGPerMl?: number;
  /**
   * Typical days it keeps unopened, by storage (USDA FoodKeeper guidance, rounded); a storage
   * left out means "not stored that way".
   */
  shelfLifeDays?: { pantry?: number; fridge?: number; freezer?: number };
  nutrition?: NutritionPer100g;
}

/** Result of matching a free-text product name to the knowledge base. */
export interface FoodMatch {
  food: Food;
  /** 0–1: 1 = exact name/alias, lower for partial/token matches. */
  score: number;
}
