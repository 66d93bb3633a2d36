/**
 * SPEC §5 ingredient match: "name containment in either direction. Card colour is green if all
 * are present, yellow at 70% or more, red otherwise."
 *
 * Plain containment is what a cook would not trust: "milk" is inside "coconut milk" and "butter"
 * inside "peanut butter". So containment is refined with the food knowledge base
 * (src/shared/food): an ingredient and a pantry name match when
 *  1. both confidently (score ≥ 0.9) name the same food: "garbanzo beans" ↔ "chickpeas",
 *     "olive oil" ↔ "Extra Virgin Olive Oil 1L", "2 large eggs, beaten" ↔ "Free Range Eggs";
 *  2. one side, stripped of descriptor words ("grated", "boneless" …), is a generic parent of the
 *     other side's food (Food.kindOf), in either direction: recipe "chicken" ↔ pantry "chicken
 *     breast", "cheese" ↔ "Feta 200g", "pasta" ↔ "spaghetti", "tomatoes" ↔ "canned tomatoes",
 *     pantry "onions" ↔ recipe "red onion";
 *  3. the knowledge base does not know one of the two names and one contains the other as whole
 *     normalised words (the SPEC rule as written, kept for foods the knowledge base lacks).
 * Two known, different foods with no parent link never match, even when one name contains the
 * other: "milk" ✗ "coconut milk" (both ways), "butter" ✗ "peanut butter", "potato" ✗ "sweet potato".
 * Words are compared after normalisation (case, accents, plurals, sizes, counts and brands folded;
 * src/shared/food/normalize.ts), whole words only, so "pea" is never in "peanut".
 */
import { FOODS } from "../food/catalog";
import { DESCRIPTOR_WORDS } from "../food/data/lexicon";
import { matchFood } from "../food/match";
import { productTokens } from "../food/normalize";

/** Minimum matchFood score for a name to count as naming a knowledge-base food. */
export const KB_EQUIVALENCE_MIN_SCORE = 0.9;

/** Product words without descriptor words, joined: "2 cups grated cheese" → "cheese". */
function contentKey(words: readonly string[]): string {
  return words.filter((w) => !DESCRIPTOR_WORDS.has(w)).join(" ");
}

/** Food id → content keys of its generic parents ("chicken-breast" → {"chicken"}), built once. */
const PARENT_KEYS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  FOODS.filter((f) => f.kindOf && f.kindOf.length > 0).map((f) => [f.id, new Set(f.kindOf!.map((t) => contentKey(productTokens(t))))]),
);

interface Prepared {
  /** Product words joined with spaces and padded with one space each side; "" when none. */
  padded: string;
  /** Product words without descriptor words ("boneless chicken" → "chicken"). */
  content: string;
  /** Id of the confidently matched KB food, or null. */
  foodId: string | null;
}

function prepare(name: string): Prepared {
  const words = productTokens(name);
  const match = matchFood(name);
  return {
    padded: words.length > 0 ? ` ${words.join(" ")} ` : "",
    content: contentKey(words),
    foodId: match && match.score >= KB_EQUIVALENCE_MIN_SCORE ? match.food.id : null,
  };
}

/** True when `a`'s words (descriptors aside) name a generic parent of `b`'s food. */
function isParentOf(a: Prepared, b: Prepared): boolean {
  return a.content !== "" && b.foodId !== null && (PARENT_KEYS.get(b.foodId)?.has(a.content) ?? false);
}

function contains(a: Prepared, b: Prepared): boolean {
  return a.padded !== "" && b.padded !== "" && (a.padded.includes(b.padded) || b.padded.includes(a.padded));
}

/** The match rule of the module comment, for two prepared names (symmetric). */
function sameIngredient(a: Prepared, b: Prepared): boolean {
  if (a.foodId !== null && a.foodId === b.foodId) return true;
  if (isParentOf(a, b) || isParentOf(b, a)) return true;
  if (a.foodId !== null && b.foodId !== null) return false;
  return contains(a, b);
}

/** Last prepared pantry, reused while the caller passes the same names (checked by content). */
let cache: { signature: string; prepared: Prepared[] } | null = null;

function preparePantry(pantryNames: readonly string[]): Prepared[] {
  const signature = pantryNames.join("\u0000");
  if (cache?.signature !== signature) cache = { signature, prepared: pantryNames.map(prepare) };
  return cache.prepared;
}

/**
 * True when the ingredient is in the pantry by the rule of the module comment.
 * Input: an ingredient name or line ("2 cups plain flour", "chickpeas") and the pantry's item
 * names. Output: boolean; false for a blank ingredient or an empty pantry. Never throws.
 * Examples: ("chicken", ["Chicken Breast Fillets"]) → true; ("coconut milk", ["Whole Milk 2L"]) →
 * false; ("peas", ["peanut butter"]) → false; ("olive oil", ["Extra Virgin Olive Oil 1L"]) → true.
 */
export function ingredientInPantry(ingredient: string, pantryNames: readonly string[]): boolean {
  const item = prepare(ingredient);
  if (item.padded === "" && item.foodId === null) return false;
  return preparePantry(pantryNames).some((p) => sameIngredient(item, p));
}

/**
 * Share of the ingredients found in the pantry, as an integer percentage 0–100, rounded down
 * (so 100 means every ingredient is present and 69.9 % never shows as 70).
 * Input: ingredient names, pantry item names. Output: 0 for an empty ingredient list.
 */
export function pantryMatchPercent(ingredients: readonly string[], pantryNames: readonly string[]): number {
  if (ingredients.length === 0) return 0;
  const found = ingredients.filter((i) => ingredientInPantry(i, pantryNames)).length;
  return Math.floor((found * 100) / ingredients.length);
}
