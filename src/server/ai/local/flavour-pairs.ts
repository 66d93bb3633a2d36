/**
 * The flavour pairing table the engine ranks with: which chosen ingredients are known to go
 * well together in a dish (+1) and which combinations cooks avoid (−1).
 *
 * Source: general culinary knowledge — classic pairings found across cuisines and in standard
 * pairing references (tomato–basil, lamb–rosemary, salmon–dill, pork–apple …), written as
 * ingredient names that resolve through the food knowledge base. Only the foods a recipe family
 * actually put into the dish are compared; staples (salt, pepper, oil) are not.
 *
 * Clashes are few and well established: Italian cooks keep grated hard cheese off seafood, and
 * strong blue cheese and oily fish overwhelm each other.
 */
import type { Food } from "../../../shared/food/types";
import { resolveFood } from "./food-refs";

/** Ingredient groups used in the table, so "@citrus" stands for lemon, lime and orange. */
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  citrus: ["lemon", "lime", "orange"],
  chili: ["chili pepper", "jalapeno", "chili flakes", "chili powder", "hot sauce", "gochujang", "chili crisp"],
  soy: ["soy sauce", "tamari"],
  seafood: ["shrimp", "scallop", "mussel", "clam", "squid", "crab", "cod", "white fish", "sea bass", "haddock", "tilapia"],
  hardCheese: ["parmesan", "cheddar cheese", "mozzarella", "swiss cheese"],
  berries: ["strawberry", "blueberry", "raspberry", "blackberry", "frozen berries"],
  beans: ["black beans", "pinto beans", "kidney beans", "refried beans"],
  yogurt: ["yogurt", "greek yogurt"],
};

/** [a, b, score]: +1 a classic pairing, −1 a clash. Names or @groups. */
export const FLAVOUR_PAIRS: ReadonlyArray<readonly [string, string, 1 | -1]> = [
  ["tomato", "basil", 1], ["tomato", "mozzarella", 1], ["tomato", "garlic", 1], ["tomato", "olives", 1], ["tomato", "oregano", 1],
  ["canned tomatoes", "basil", 1], ["canned tomatoes", "garlic", 1], ["cherry tomato", "basil", 1], ["cherry tomato", "mozzarella", 1],
  ["mozzarella", "basil", 1], ["feta", "olives", 1], ["feta", "cucumber", 1], ["feta", "spinach", 1], ["feta", "watermelon", 1],
  ["cucumber", "dill", 1], ["cucumber", "mint", 1], ["cucumber", "@yogurt", 1],
  ["lamb", "mint", 1], ["lamb", "rosemary", 1], ["lamb", "garlic", 1], ["ground lamb", "rosemary", 1], ["lamb", "cumin", 1],
  ["chicken breast", "@citrus", 1], ["chicken thigh", "@citrus", 1], ["chicken breast", "thyme", 1], ["chicken thigh", "garlic", 1],
  ["chicken thigh", "ginger", 1], ["chicken breast", "tarragon", 1],
  ["salmon", "dill", 1], ["salmon", "lemon", 1], ["salmon", "@soy", 1], ["salmon", "fennel", 1], ["salmon", "asparagus", 1],
  ["cod", "lemon", 1], ["white fish", "lemon", 1], ["white fish", "parsley", 1], ["tuna", "olives", 1], ["tuna", "capers", 1],
  ["shrimp", "garlic", 1], ["shrimp", "lime", 1], ["shrimp", "@chili", 1], ["shrimp", "coconut milk", 1],
  ["pork", "apple", 1], ["pork chop", "apple", 1], ["pork", "sage", 1], ["ground pork", "ginger", 1], ["pork", "ginger", 1],
  ["bacon", "egg", 1], ["bacon", "maple syrup", 1], ["sausage", "bell pepper", 1], ["chorizo", "potato", 1], ["chorizo", "chickpea", 1],
  ["steak", "mushroom", 1], ["ground beef", "onion", 1], ["steak", "rosemary", 1], ["ground beef", "cumin", 1], ["steak", "@soy", 1],
  ["egg", "spinach", 1], ["egg", "chives", 1], ["egg", "cheddar cheese", 1], ["egg", "asparagus", 1], ["egg", "avocado", 1],
  ["potato", "rosemary", 1], ["potato", "leek", 1], ["potato", "dill", 1], ["sweet potato", "@beans", 1], ["sweet potato", "lime", 1],
  ["sweet potato", "cinnamon", 1], ["carrot", "ginger", 1], ["carrot", "cumin", 1], ["parsnip", "honey", 1],
  ["@beans", "corn", 1], ["@beans", "cilantro", 1], ["avocado", "lime", 1], ["avocado", "tomato", 1], ["avocado", "cilantro", 1],
  ["chickpea", "spinach", 1], ["chickpea", "cumin", 1], ["chickpea", "lemon", 1], ["chickpea", "tahini", 1],
  ["lentils", "cumin", 1], ["lentils", "spinach", 1], ["lentils", "lemon", 1],
  ["spinach", "garlic", 1], ["spinach", "nutmeg", 1], ["kale", "garlic", 1], ["kale", "lemon", 1],
  ["mushroom", "thyme", 1], ["mushroom", "garlic", 1], ["mushroom", "parmesan", 1],
  ["zucchini", "lemon", 1], ["zucchini", "mint", 1], ["eggplant", "tomato", 1], ["eggplant", "garlic", 1], ["eggplant", "miso", 1],
  ["broccoli", "garlic", 1], ["broccoli", "lemon", 1], ["broccoli", "cheddar cheese", 1], ["cauliflower", "curry powder", 1],
  ["cauliflower", "turmeric", 1], ["butternut squash", "sage", 1], ["pumpkin", "sage", 1], ["beet", "goat cheese", 1],
  ["frozen peas", "mint", 1], ["asparagus", "lemon", 1], ["asparagus", "parmesan", 1], ["corn", "lime", 1], ["corn", "@chili", 1],
  ["fennel", "orange", 1], ["leek", "cheddar cheese", 1],
  ["pear", "blue cheese", 1], ["apple", "cheddar cheese", 1], ["apple", "cinnamon", 1], ["apple", "walnuts", 1],
  ["banana", "peanut butter", 1], ["banana", "oats", 1], ["banana", "cinnamon", 1], ["@berries", "@yogurt", 1], ["strawberry", "basil", 1],
  ["oats", "cinnamon", 1], ["oats", "maple syrup", 1], ["honey", "@yogurt", 1], ["goat cheese", "honey", 1], ["ricotta", "lemon", 1],
  ["mango", "lime", 1], ["coconut milk", "lime", 1], ["coconut milk", "curry paste", 1], ["peanuts", "lime", 1],
  ["tofu", "@soy", 1], ["tofu", "ginger", 1], ["ginger", "garlic", 1], ["ginger", "@soy", 1], ["sesame oil", "@soy", 1],
  ["@seafood", "@hardCheese", -1], ["salmon", "@hardCheese", -1], ["blue cheese", "salmon", -1], ["blue cheese", "tuna", -1],
];

let table: Map<string, number> | undefined;

/** Expands a table entry to food ids ("@citrus" → lemon, lime, orange). */
function idsOf(entry: string): string[] {
  const names = entry.startsWith("@") ? (GROUPS[entry.slice(1)] ?? []) : [entry];
  return names.map((n) => resolveFood(n)?.id).filter((id): id is string => id !== undefined);
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The table as a map from "idA|idB" to its score, built on first use. */
function pairTable(): Map<string, number> {
  if (!table) {
    table = new Map();
    for (const [a, b, score] of FLAVOUR_PAIRS) for (const x of idsOf(a)) for (const y of idsOf(b)) if (x !== y) table.set(key(x, y), score);
  }
  return table;
}

/**
 * Flavour fit of a dish's chosen foods: the sum of the table's scores over every pair of
 * distinct foods, clamped to −3…+3 (so three classic pairings make a dish "fully" fitting and
 * a long ingredient list cannot win on count alone). Input: the foods chosen for the slots.
 */
export function flavourFit(foods: readonly Food[]): number {
  const t = pairTable();
  let sum = 0;
  for (let i = 0; i < foods.length; i++) {
    for (let j = i + 1; j < foods.length; j++) sum += t.get(key(foods[i].id, foods[j].id)) ?? 0;
  }
  return Math.max(-3, Math.min(3, sum));
}

/** Every name the table uses, for the test that checks they all resolve. */
export function flavourTableNames(): string[] {
  return [...new Set(FLAVOUR_PAIRS.flatMap(([a, b]) => [a, b]).flatMap((e) => (e.startsWith("@") ? [...(GROUPS[e.slice(1)] ?? [])] : [e])))];
}
