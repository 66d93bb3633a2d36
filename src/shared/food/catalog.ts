/**
 * The food knowledge base: every food of the data files (src/shared/food/data), frozen, with an
 * id lookup and the name/alias index the matcher uses. Both are built once, at module load.
 */
import { BAKING } from "./data/baking";
import { BEVERAGES } from "./data/beverages";
import { BREAD_BAKERY } from "./data/bread-bakery";
import { BREAKFAST_CEREALS } from "./data/breakfast-cereals";
import { CANNED_JARRED } from "./data/canned-jarred";
import { CHEESE } from "./data/cheese";
import { CONDIMENTS_SAUCES } from "./data/condiments-sauces";
import { CONVENIENCE_BABY } from "./data/convenience-baby";
import { COOKING_SAUCES } from "./data/cooking-sauces";
import { DAIRY_EGGS } from "./data/dairy-eggs";
import { DELI } from "./data/deli";
import { FISH_SEAFOOD } from "./data/fish-seafood";
import { FROZEN } from "./data/frozen";
import { GRAINS_PASTA } from "./data/grains-pasta";
import { HERBS } from "./data/herbs";
import { LEGUMES_SOY } from "./data/legumes-soy";
import { MEAT_POULTRY } from "./data/meat-poultry";
import { MORE_FOODS } from "./data/more-foods";
import { NUTS_SEEDS } from "./data/nuts-seeds";
import { OILS_VINEGARS } from "./data/oils-vinegars";
import { PLANT_MILKS_ALCOHOL } from "./data/plant-milks-alcohol";
import { PORK_CURED_MEATS } from "./data/pork-cured-meats";
import { PRODUCE_FRUIT } from "./data/produce-fruit";
import { PRODUCE_FRUIT_TROPICAL } from "./data/produce-fruit-tropical";
import { PRODUCE_GREENS } from "./data/produce-greens";
import { PRODUCE_ROOTS_ALLIUMS } from "./data/produce-roots-alliums";
import { PRODUCE_VEGETABLES } from "./data/produce-vegetables";
import { SNACKS } from "./data/snacks";
import { SPICES } from "./data/spices";
import { SWEETENERS_DRIED_FRUIT } from "./data/sweeteners-dried-fruit";
import { WORLD_PANTRY } from "./data/world-pantry";
import { productTokens } from "./normalize";
import type { Food } from "./types";

/** Freezes a food and its arrays/objects so no caller can change the shared knowledge base. */
function freezeFood(food: Food): Food {
  Object.freeze(food.aliases);
  if (food.kindOf) Object.freeze(food.kindOf);
  Object.freeze(food.tags);
  Object.freeze(food.allergens);
  if (food.nutrition) Object.freeze(food.nutrition);
  if (food.shelfLifeDays) Object.freeze(food.shelfLifeDays);
  return Object.freeze(food);
}

/** All foods of the knowledge base, in data-file order (earlier files win alias ties). Frozen. */
export const FOODS: readonly Food[] = Object.freeze(
  [
    ...PRODUCE_VEGETABLES,
    ...PRODUCE_GREENS,
    ...PRODUCE_ROOTS_ALLIUMS,
    ...PRODUCE_FRUIT,
    ...PRODUCE_FRUIT_TROPICAL,
    ...HERBS,
    ...MEAT_POULTRY,
    ...PORK_CURED_MEATS,
    ...DELI,
    ...FISH_SEAFOOD,
    ...DAIRY_EGGS,
    ...CHEESE,
    ...GRAINS_PASTA,
    ...BREAKFAST_CEREALS,
    ...BREAD_BAKERY,
    ...LEGUMES_SOY,
    ...NUTS_SEEDS,
    ...OILS_VINEGARS,
    ...CONDIMENTS_SAUCES,
    ...COOKING_SAUCES,
    ...WORLD_PANTRY,
    ...CANNED_JARRED,
    ...SPICES,
    ...BAKING,
    ...SWEETENERS_DRIED_FRUIT,
    ...BEVERAGES,
    ...PLANT_MILKS_ALCOHOL,
    ...SNACKS,
    ...FROZEN,
    ...CONVENIENCE_BABY,
    ...MORE_FOODS,
  ].map(freezeFood),
);

const BY_ID: ReadonlyMap<string, Food> = new Map(FOODS.map((f) => [f.id, f]));

/**
 * The food with this id ("chicken-breast"), or undefined when there is none.
 * Input: a kebab-case id, compared exactly. O(1).
 */
export function getFood(id: string): Food | undefined {
  return BY_ID.get(id);
}

/** A key claimed by two foods; the earlier food in FOODS keeps it. */
export interface KeyCollision {
  key: string;
  kept: string;
  dropped: string;
}

/** Name/alias index: normalised key ("chicken breast") → food. */
export interface FoodIndex {
  /** Key (space-joined `productTokens` of a name, plural or alias) → food. */
  keys: ReadonlyMap<string, Food>;
  /** Largest number of tokens in any key (bounds the matcher's n-gram scan). */
  maxTokens: number;
  /** Keys claimed by more than one food (the data-integrity test expects none). */
  collisions: readonly KeyCollision[];
  /** "food id: text" of names/aliases that normalise to nothing (the integrity test expects none). */
  emptyKeys: readonly string[];
}

/**
 * The texts a food is known by, as index keys: name, plural and aliases, each normalised with
 * `productTokens` and de-duplicated. Example: chickpea → ["chickpea", "garbanzo bean", …].
 */
export function foodKeys(food: Food): string[] {
  const texts = [food.name, ...(food.plural ? [food.plural] : []), ...food.aliases];
  return [...new Set(texts.map((t) => productTokens(t).join(" ")).filter((k) => k !== ""))];
}

/**
 * Builds the name/alias index of `foods`. Input: foods in priority order. Output: FoodIndex.
 * Never throws: collisions and empty keys are reported in the result.
 */
export function buildFoodIndex(foods: readonly Food[]): FoodIndex {
  const keys = new Map<string, Food>();
  const collisions: KeyCollision[] = [];
  const emptyKeys: string[] = [];
  let maxTokens = 1;
  for (const food of foods) {
    for (const text of [food.name, ...(food.plural ? [food.plural] : []), ...food.aliases]) {
      if (productTokens(text).length === 0) emptyKeys.push(`${food.id}: ${text}`);
    }
    for (const key of foodKeys(food)) {
      const holder = keys.get(key);
      if (holder && holder.id !== food.id) {
        collisions.push({ key, kept: holder.id, dropped: food.id });
        continue;
      }
      keys.set(key, food);
      maxTokens = Math.max(maxTokens, key.split(" ").length);
    }
  }
  return { keys, maxTokens, collisions, emptyKeys };
}

/** The index of FOODS, built once at module load. */
export const FOOD_INDEX: FoodIndex = buildFoodIndex(FOODS);
