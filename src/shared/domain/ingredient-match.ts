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

/** A name prepared for matching (opaque outside this module; see `prepareIngredient`). */
export interface Prepared {
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

/**
 * The rule of the module comment for one ingredient and one pantry name (symmetric): what
 * `ingredientInPantry(a, [b])` answers, and the reference the indexed `pantryMatcher` must agree with.
 */
export function namesMatch(a: string, b: string): boolean {
  return sameIngredient(prepare(a), prepare(b));
}

/**
 * An ingredient name prepared once (its words and knowledge-base food), for callers that match the
 * same ingredient against many pantries (a server caching a recipe's ingredients): pass it to
 * `PantryMatcher.hasPrepared`. Pure: the same name always gives an equal value.
 */
export function prepareIngredient(ingredient: string): Readonly<Prepared> {
  return prepare(ingredient);
}

/** A pantry prepared once and indexed for the rule of the module comment (see `pantryMatcher`). */
export interface PantryMatcher {
  /** True when the ingredient (name or line) is in this pantry; false for a blank one. */
  has(ingredient: string): boolean;
  /** `has` for an ingredient already prepared with `prepareIngredient`. */
  hasPrepared(ingredient: Readonly<Prepared>): boolean;
  /** Indices (into the names given) of the items the prepared ingredient matches, ascending. */
  matching(ingredient: Readonly<Prepared>): number[];
}

/**
 * Prepare a pantry once for many look-ups (a request matching 300 recipes against the same
 * stock). Same answers as `ingredientInPantry`, without comparing every ingredient with every
 * item: rules 1 and 2 are set look-ups (the pantry's food ids, its items' generic-parent keys,
 * its items' content words); only rule 3 (a name the knowledge base does not know) scans items.
 * Input: the pantry's item names. Output: a matcher; it keeps no reference to the array.
 */
export function pantryMatcher(pantryNames: readonly string[]): PantryMatcher {
  const items = pantryNames.map(prepare);
  const byFood = new Map<string, number[]>();
  const byParentKey = new Map<string, number[]>();
  const byContent = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, k: string, i: number) => {
    const list = map.get(k);
    if (list) {
      if (list[list.length - 1] !== i) list.push(i);
    } else map.set(k, [i]);
  };
  items.forEach((p, i) => {
    if (p.foodId !== null) {
      add(byFood, p.foodId, i);
      for (const k of PARENT_KEYS.get(p.foodId) ?? []) add(byParentKey, k, i);
    }
    if (p.content !== "") add(byContent, p.content, i);
  });
  const unknown = items.flatMap((p, i) => (p.foodId === null ? [i] : []));
  const all = items.map((_, i) => i);
  const matching = (item: Prepared): number[] => {
    if (item.padded === "" && item.foodId === null) return [];
    const found = new Set<number>();
    if (item.foodId !== null) for (const i of byFood.get(item.foodId) ?? []) found.add(i);
    if (item.content !== "") for (const i of byParentKey.get(item.content) ?? []) found.add(i);
    if (item.foodId !== null) for (const k of PARENT_KEYS.get(item.foodId) ?? []) for (const i of byContent.get(k) ?? []) found.add(i);
    for (const i of item.foodId === null ? all : unknown) if (!found.has(i) && contains(item, items[i])) found.add(i);
    return [...found].sort((a, b) => a - b);
  };
  const hasPrepared = (item: Prepared): boolean => matching(item).length > 0;
  return { has: (ingredient) => hasPrepared(prepare(ingredient)), hasPrepared, matching };
}

/** Last pantry matcher, reused while callers pass the same names (checked name by name, no copy). */
let cache: { names: string[]; matcher: PantryMatcher } | null = null;

function matcherFor(pantryNames: readonly string[]): PantryMatcher {
  const c = cache;
  if (c && c.names.length === pantryNames.length && c.names.every((n, i) => n === pantryNames[i])) return c.matcher;
  cache = { names: [...pantryNames], matcher: pantryMatcher(pantryNames) };
  return cache.matcher;
}

/**
 * True when the ingredient is in the pantry by the rule of the module comment.
 * Input: an ingredient name or line ("2 cups plain flour", "chickpeas") and the pantry's item
 * names. Output: boolean; false for a blank ingredient or an empty pantry. Never throws.
 * Examples: ("chicken", ["Chicken Breast Fillets"]) → true; ("coconut milk", ["Whole Milk 2L"]) →
 * false; ("peas", ["peanut butter"]) → false; ("olive oil", ["Extra Virgin Olive Oil 1L"]) → true.
 * Many look-ups against one pantry: `pantryMatcher` prepares it once.
 */
export function ingredientInPantry(ingredient: string, pantryNames: readonly string[]): boolean {
  return matcherFor(pantryNames).has(ingredient);
}
