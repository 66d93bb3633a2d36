/**
 * Cooked dishes a grocery sells ready to heat (product-category.ts files them as frozen, the aisle
 * that holds most of them):
 *  - a composed meal: pasta, rice or a pasta sauce named with a meat, fish or other protein
 *    before it or after a connector ("Chicken Fettuccine Alfredo", "Italian Sausage Mac & Cheese",
 *    "Penne with Meatballs", "Shrimp Fried Rice"); pasta alone, filled pasta ("Beef Ravioli"),
 *    flavoured rice ("Chicken Flavored Rice"), a variety after the product ("Rice Pilaf
 *    Chicken") and boxed meals ("Hamburger Helper …", a pantry class word) stay dry goods;
 *  - a named dish (data/dish-words.ts: "Beef Stroganoff", "General Tso's Chicken", "Five Cheese
 *    Lasagna", "Chicken Tikka Masala"), unless a pantry class word outside the dish name says the
 *    product is the sauce, seasoning, mix, noodles or can for it ("Tikka Masala Simmer Sauce", "Lo
 *    Mein Noodles", "Drunken Noodles" stays the dish) or the matched food is such an ingredient.
 * Sources: supermarket frozen-meal aisle wording (US and UK).
 */
import { ownValue } from "../own-key";
import { CONNECTOR_WORDS } from "./data/lexicon";
import { DISH_PHRASES } from "./data/dish-words";
import { CLASS_WORDS, FLAVOUR_MARKERS } from "./data/product-words";
import type { HeadReading } from "./head-match";
import { phraseIndex } from "./phrases";
import type { Food } from "./types";

/** Foods that are a meal's base: pasta shapes and rice (filled pasta and instant noodles are products of their own). */
const MEAL_BASE_ROLES: ReadonlySet<string> = new Set(["pasta", "grain"]);
const NOT_MEAL_BASES: ReadonlySet<string> = new Set(["filled-pasta", "instant-noodles", "oats", "cereal", "granola", "muesli"]);
const DISHES = phraseIndex(DISH_PHRASES);
/** Roles of ingredients sold for cooking a dish, not the dish ("Pad Thai Sauce", "Fajita Seasoning"). */
const INGREDIENT_ROLES: ReadonlySet<string> = new Set(["sauce", "condiment", "spice", "herb", "baking", "sweetener", "fat"]);

/** True when a connector word ("with", "and", "in") stands in tokens[from..to). */
function connectorBetween(tokens: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (CONNECTOR_WORDS.has(tokens[i]) || tokens[i] === "and") return true;
  return false;
}

/**
 * True when a protein run (meat, fish, meatballs …) is named besides the head: before it, or after
 * it behind a connector ("Penne with Meatballs"), and not as a flavour ("Chicken Flavored Rice").
 */
function namesProtein(reading: HeadReading, head: { start: number; end: number }): boolean {
  const { tokens, hits } = reading;
  const counts = (h: { start: number; end: number }) =>
    h.end <= head.start || (h.start >= head.end && connectorBetween(tokens, head.end, h.start));
  const meat = hits.some((h) => counts(h) && h.food.role === "protein" && !FLAVOUR_MARKERS.has(tokens[h.end] ?? ""));
  const meatAfter = tokens.indexOf("meat", head.end);
  return meat || tokens.slice(0, head.start).includes("meat") || (meatAfter >= 0 && connectorBetween(tokens, head.end, meatAfter));
}

/**
 * True when a name is a composed meal (see the module comment): the head food is pasta or rice, or
 * a pasta sauce named without the word "sauce" ("Alfredo"), and a meat, fish or other protein is
 * named too. Input: the head reading and the matched food. Never throws.
 */
export function isComposedMeal(reading: HeadReading, food: Food): boolean {
  const head = reading.head;
  if (head.kind !== "food" || head.hit.food.id !== food.id) return false;
  const saucedDish = food.role === "sauce" && !reading.tokens.includes("sauce") && food.id === "alfredo-sauce";
  if (!saucedDish && (!MEAL_BASE_ROLES.has(food.role) || NOT_MEAL_BASES.has(food.id))) return false;
  if (saysPantryProduct(reading.tokens, head.hit)) return false;
  if (saucedDish && reading.hits.some((h) => h.food.role === "pasta")) return true;
  return namesProtein(reading, head.hit);
}

/**
 * True when a pantry class word outside the head run says the product is a boxed or cup product
 * ("Hamburger Helper Cheeseburger Macaroni", "Chicken Fried Rice Seasoning", "Soup Cup Chicken Noodle").
 */
function saysPantryProduct(tokens: readonly string[], head: { start: number; end: number }): boolean {
  return tokens.some((t, i) => (i < head.start || i >= head.end) && ownValue(CLASS_WORDS, t) === "pantry");
}

/**
 * True when a name is a named prepared dish (data/dish-words.ts) and not an ingredient for making
 * it: no pantry class word in the name (sauce, seasoning, mix, kit, noodle, paste …) and the
 * matched food, if any, is not a sauce, condiment, spice or other cooking ingredient.
 * Input: the name's key tokens and its food (or null). Never throws.
 */
export function isPreparedDish(raw: readonly string[], food: Food | null): boolean {
  const span = dishSpan(raw);
  if (!span) return false;
  if (food && (INGREDIENT_ROLES.has(food.role) || food.category === "beverages")) return false;
  return !raw.some((t, i) => (i < span[0] || i >= span[1]) && ownValue(CLASS_WORDS, t) === "pantry");
}

/** [start, end) of the first dish phrase in the key tokens (longest at a position), or null. */
function dishSpan(raw: readonly string[]): [number, number] | null {
  for (let i = 0; i < raw.length; i++) {
    let best = 0;
    for (const phrase of DISHES.get(raw[i]) ?? []) {
      let ok = i + phrase.length <= raw.length;
      for (let k = 1; k < phrase.length && ok; k++) ok = raw[i + k] === phrase[k];
      if (ok) best = Math.max(best, phrase.length);
    }
    if (best > 0) return [i, i + best];
  }
  return null;
}
