/**
 * Store-aisle order of the shopping list (issue 11; SPEC is silent). A walk through a typical
 * supermarket: fresh produce at the door, then bakery, meat & fish, dairy & eggs, frozen, the dry
 * goods aisles, spices, drinks, household goods, anything else.
 *
 * A food's aisle comes from the food knowledge base (src/shared/food): its category, refined by
 * its culinary role where the category is too coarse:
 *   produce → produce                       meat (meat, poultry, fish, seafood) → meat-fish
 *   dairy (milk, cheese, eggs) → dairy-eggs  frozen → frozen
 *   beverages → drinks                      pantry, snacks → pantry (dry goods)
 *   role bread (any category) → bakery      role spice, or a dried herb (category pantry) → spices
 *   other → other
 * A name the knowledge base does not know goes by categoryFor (the pantry's own keyword hints);
 * a non-food product ("kitchen roll", "dish soap") goes to household.
 */
import { ownValue } from "../own-key";
import { getFood } from "../food/catalog";
import { NON_FOOD_PHRASES } from "../food/data/lexicon";
import { categoryFor, matchFood } from "../food/match";
import { keyTokens, toKey } from "../food/normalize";
import type { Food, PantryCategory } from "../food/types";
import type { ShoppingAisle } from "../schemas/shopping-list";

/** Display labels of the aisles, in walking order (SHOPPING_AISLES). */
export const AISLE_LABELS: Readonly<Record<ShoppingAisle, string>> = {
  produce: "Produce",
  bakery: "Bakery",
  "meat-fish": "Meat & fish",
  "dairy-eggs": "Dairy & eggs",
  frozen: "Frozen",
  pantry: "Pantry & dry goods",
  spices: "Spices",
  drinks: "Drinks",
  household: "Household",
  other: "Other",
};

/** The aisle of each SPEC §3 pantry category (before role refinements). */
const CATEGORY_AISLE: Readonly<Record<PantryCategory, ShoppingAisle>> = {
  produce: "produce",
  dairy: "dairy-eggs",
  meat: "meat-fish",
  pantry: "pantry",
  frozen: "frozen",
  beverages: "drinks",
  snacks: "pantry",
  item: "other",
  other: "other",
};

const NON_FOOD_KEYS: readonly string[] = NON_FOOD_PHRASES.map(toKey);

/** True when a name contains a non-food phrase as whole words ("Paper towel roll", "dish soap"). */
function isNonFood(name: string): boolean {
  const padded = ` ${keyTokens(name).join(" ")} `;
  return NON_FOOD_KEYS.some((k) => padded.includes(` ${k} `));
}

/** The aisle of a knowledge-base food (rules of the module comment). */
export function aisleOfFood(food: Food): ShoppingAisle {
  if (food.role === "bread") return "bakery";
  if (food.role === "spice" || (food.role === "herb" && food.category === "pantry")) return "spices";
  return ownValue(CATEGORY_AISLE, food.category) ?? "other";
}

/**
 * The aisle of a shopping-list line.
 * Input: the line's name and, when known, its knowledge-base food id. Output: a ShoppingAisle.
 * Examples: ("Sourdough loaf") → "bakery"; ("ground cumin") → "spices"; ("salmon fillet") →
 * "meat-fish"; ("eggs") → "dairy-eggs"; ("kitchen roll") → "household"; ("xyzzy") → "other".
 * Never throws.
 */
export function aisleFor(name: string, foodId?: string | null): ShoppingAisle {
  const known = foodId ? getFood(foodId) : undefined;
  if (known) return aisleOfFood(known);
  if (isNonFood(name)) return "household";
  const match = matchFood(name);
  if (match && match.score >= 0.7) return aisleOfFood(match.food);
  return ownValue(CATEGORY_AISLE, categoryFor(name)) ?? "other";
}
