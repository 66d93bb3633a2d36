/**
 * Resolution of the ingredient names the recipe families are authored with to knowledge-base
 * foods (src/shared/food), through the same `matchFood` that files pantry items.
 *
 * Every name passes through `resolveFood`, which remembers it, so a test can check that each
 * authored name resolves (a name that does not resolve would silently drop a fallback or filter).
 */
import { matchFood } from "../../../shared/food/match";
import type { Food } from "../../../shared/food/types";

const cache = new Map<string, Food | null>();

/**
 * The knowledge-base food an authored ingredient name stands for ("chickpeas" → chickpea),
 * or undefined when matchFood finds none. Memoised per name; records the name for the test.
 */
export function resolveFood(name: string): Food | undefined {
  const key = name.toLowerCase();
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = matchFood(key)?.food ?? null;
    cache.set(key, hit);
  }
  return hit ?? undefined;
}

/** Food ids of the names that resolve (unresolved names are skipped). */
export function foodIds(names: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const n of names) {
    const f = resolveFood(n);
    if (f) ids.add(f.id);
  }
  return ids;
}

/** True when `food` is one of the named ingredients. */
export function isOneOf(food: Food, names: readonly string[]): boolean {
  return names.some((n) => resolveFood(n)?.id === food.id);
}

/**
 * Ingredient groups used by several families and by the step helpers (cooking order of
 * vegetables, what never goes into a hot pan). Names, not ids: each resolves through matchFood.
 */
export const GROUPS = {
  /** Onion family and garlic: authored as their own slots, kept out of generic vegetable slots. */
  aromatic: ["onion", "red onion", "shallot", "garlic", "ginger", "scallion"],
  /** Leaves wilted in at the end of cooking. */
  leafy: ["spinach", "kale", "arugula", "cabbage"],
  /** Need a head start in the pan or oven. */
  firm: ["carrot", "potato", "sweet potato", "broccoli", "cauliflower", "green beans", "butternut squash", "beet"],
  /** Eaten raw only in these dishes. */
  rawOnly: ["lettuce", "cucumber", "avocado", "arugula", "mixed salad", "watercress"],
  /** Starchy roots: a side or base, not a stir-fry vegetable. */
  starchyRoot: ["potato", "sweet potato"],
  /** "Vegetables" to the knowledge base that are not a dish's vegetable: cans, chips, hot chilies. */
  notAVeg: ["canned tomatoes", "sun-dried tomatoes", "fries", "chili pepper", "jalapeno"],
  /** Raw dippers and salad vegetables. */
  crunchy: ["carrot", "cucumber", "bell pepper", "celery", "tomato", "radish", "broccoli", "snap peas", "lettuce"],
} as const;

/**
 * Every authored name resolved so far with its food id (null = matchFood found nothing).
 * For tests: after compiling the families and generating ideas, no entry should be null.
 */
export function resolutionLog(): Array<{ name: string; foodId: string | null }> {
  return [...cache.entries()].map(([name, f]) => ({ name, foodId: f?.id ?? null }));
}
