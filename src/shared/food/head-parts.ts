/**
 * Runs of a product name and what they say about its head (used by head-match.ts `resolve`): the
 * kinds of head, whether a food run is sure of itself, and the product a shape word, an unknown
 * variant name, a trailing flavour or a trailing meat belongs to ("lamb leg steaks" are lamb,
 * "Haribo Starmix" Haribo sweets, "Sparkling Water Berry" water, "Ramen Noodle Soup Chicken"
 * noodles). Word lists: data/product-words.ts; word tests: head-words.ts.
 */
import { ownValue } from "../own-key";
import {
  CHEESE_FORM_WORDS,
  CLASS_WORDS,
  CUT_WORDS,
  FLAVOURED_ROLES,
  PRODUCE_PART_WORDS,
  PROTEIN_FLAVOURED_ROLES,
} from "./data/product-words";
import { headIndex, isFlavourFood, isMaximal, isNoiseWord, skipped } from "./head-words";
import { type Hit, hitEndingBy } from "./name-runs";
import type { PantryCategory } from "./types";

/** What a range of a name is headed by. */
export type Head =
  | { kind: "food"; hit: Hit; sure: boolean; trailing?: boolean }
  | { kind: "class"; index: number; category: Exclude<PantryCategory, "item"> }
  | { kind: "unknown"; index: number }
  | { kind: "none" };

/**
 * True when no unknown word stands right before `hit` (a known food or class word, or nothing but
 * descriptors, does), the food is not the last of a list ("salt and pepper" names two foods, not a
 * kind of pepper) and not a flavour after a flavour ("Honey Nut" may be the flavour of a product
 * it does not name). Colours, claims and marketing words count as unknown here ("Whole Grain
 * Oats", "Black Cream": they may name another kind).
 */
function knownBefore(tokens: readonly string[], hits: readonly Hit[], from: number, hit: Hit): boolean {
  const start = hit.start;
  if (start - 1 >= from && (tokens[start - 1] === "and" || tokens[start - 1] === "or")) return false;
  let i = start - 1;
  while (i >= from && isNoiseWord(tokens[i])) i--;
  if (i < from) return true;
  const modifier = hits.find((h) => h.start <= i && i < h.end);
  if (modifier) return modifier.food.id === hit.food.id || !(isFlavourFood(modifier.food) && isFlavourFood(hit.food));
  return ownValue(CLASS_WORDS, tokens[i]) !== undefined;
}

/**
 * The food a class word right after it only shapes or groups: a frozen dessert before "bar",
 * "bite" or "sandwich" ("Sorbet Bars", "Gelato Bites"), a snack before "mix" ("Pretzel Mix",
 * "Chocolate Candy Mix"; a cake or pudding mix stays a mix), a drink before "mix", "powder" or
 * "concentrate" ("Lemonade Mix", "Hot Cocoa Powder"). Packing and descriptor words between are
 * allowed. Null otherwise.
 */
export function productShapedBy(tokens: readonly string[], hits: readonly Hit[], from: number, h: number): Hit | null {
  let end = h;
  while (end - 1 >= from && isNoiseWord(tokens[end - 1])) end--;
  const before = hitEndingBy(hits, from, end, (x) => x.end === end);
  if (!before) return null;
  const { category, role } = before.food;
  if (category === "frozen" && role === "snack") return before;
  if (category === "beverages" && DRINK_MIX_WORDS.has(tokens[h])) return before;
  return tokens[h] === "mix" && category === "snacks" ? before : null;
}

/** Class words that after a drink name its mix ("Lemonade Drink Mix", "Chai Latte Powder", "Iced Tea Mix"). */
export const DRINK_MIX_WORDS: ReadonlySet<string> = new Set(["mix", "powder", "concentrate"]);

/** A food head; sure when the run names a kind by itself ("cream crackers") or a known word qualifies it. */
export const foodHead = (tokens: readonly string[], hits: readonly Hit[], from: number, hit: Hit): Head => ({
  kind: "food",
  hit,
  sure: hit.end - hit.start > 1 || knownBefore(tokens, hits, from, hit),
});

/** True for fruit, vegetables and herbs (fresh or frozen), the foods PRODUCE_PART_WORDS shape. */
const isFruitOrVegetable = (h: Hit): boolean => h.food.role === "fruit" || h.food.role === "vegetable" || h.food.role === "herb";

/**
 * The food a cut or shape word at index `at` belongs to: a protein run ending right before it
 * ("lamb leg steaks", "fish balls"), a cheese run when the word is a cheese shape ("Goat Cheese
 * Crumbles"), a fruit or vegetable run when it is a produce part ("Garlic Peeled Cloves",
 * "Watermelon Chunks"), never a run inside a longer food ("berry" of "Wheat Berry Flakes");
 * packing, descriptor and other cut words between are allowed. Null when there is none.
 */
export function shapedFoodBefore(tokens: readonly string[], hits: readonly Hit[], from: number, at: number): Hit | null {
  const cheese = CHEESE_FORM_WORDS.has(tokens[at]);
  const part = PRODUCE_PART_WORDS.has(tokens[at]);
  // A run inside a longer one is not the food ("Wheat Berry Flakes": no berries).
  const accept = (h: Hit, end: number) =>
    h.end === end &&
    isMaximal(hits, h) &&
    (h.food.role === "protein" || (cheese && h.food.role === "cheese") || (part && isFruitOrVegetable(h)));
  let end = at;
  while (end - 1 >= from && (skipped(tokens, end - 1, at) || CUT_WORDS.has(tokens[end - 1]))) {
    const p = hitEndingBy(hits, from, end, (h) => accept(h, end));
    if (p) return p;
    end--;
  }
  return hitEndingBy(hits, from, end, (h) => accept(h, end));
}

/** True when tokens[i] shapes the food before it: a cut of meat or fish, a cheese shape or a produce part. */
export const isShapeWord = (t: string): boolean => CUT_WORDS.has(t) || CHEESE_FORM_WORDS.has(t) || PRODUCE_PART_WORDS.has(t);

/**
 * A product food followed only by up to two unknown words before the unknown head word `h`
 * ("Haribo Starmix", "Gatorade Cool Blue", "Mac & Cheese Dinner"): a variant name after the
 * product. A flavour there says nothing ("Vanilla Pudding" is not vanilla), so it never counts.
 */
export function productBefore(tokens: readonly string[], hits: readonly Hit[], from: number, h: number): Hit | null {
  let unknown = 0;
  for (let i = h; i >= from; i--) {
    const hit = hitEndingBy(hits, from, i + 1, (x) => x.end === i + 1);
    if (hit)
      return isFlavourFood(hit.food) || tokens.slice(hit.start, hit.end).every((_t, k) => skipped(tokens, hit.start + k, h + 1))
        ? null
        : hit;
    if (!skipped(tokens, i, h + 1) && ++unknown > 2) return null;
  }
  return null;
}

/**
 * True when a run can carry a flavour written after it: a commonly flavoured food (FLAVOURED_ROLES),
 * a run ending in a class word ("Seaweed Snacks Sea Salt"), or chocolate and other sweets that
 * are flavours elsewhere ("Dark Chocolate Mint"); never a run inside a longer one ("milk" of
 * "milk chocolate").
 */
function carriesFlavour(tokens: readonly string[], hits: readonly Hit[], x: Hit, before: number): boolean {
  if (skipped(tokens, x.end - 1, before) || !isMaximal(hits, x) || isFlavourFood(x.food)) return false;
  return FLAVOURED_ROLES.has(x.food.role) || ownValue(CLASS_WORDS, tokens[x.end - 1]) !== undefined;
}

/**
 * Chocolate or another sweet that is a flavour elsewhere, right before the flavour ("Dark Chocolate
 * Mint"); a single word that cannot be a head ("Semi-Sweet Baking Chunks": "sweet" is no sweets) never is.
 */
const sweetBefore = (tokens: readonly string[], hits: readonly Hit[], from: number, flavour: Hit): Hit | null =>
  hitEndingBy(
    hits,
    from,
    flavour.start,
    (x) =>
      x.end === flavour.start &&
      isMaximal(hits, x) &&
      x.food.category === "snacks" &&
      x.food.role === "snack" &&
      !(x.end - x.start === 1 && skipped(tokens, x.start, flavour.start)),
  );

/**
 * The product a protein head only names the kind of: a pasta, grain, broth, soup or other product
 * run, or a class word, right before it ("Ramen Noodle Soup Chicken", "Stuffing Mix Chicken",
 * "Pot Stickers Pork"; PROTEIN_FLAVOURED_ROLES). Null when a connector ("and", "or") or nothing
 * stands before the protein.
 */
export function productBeforeProtein(tokens: readonly string[], hits: readonly Hit[], from: number, protein: Hit): Head | null {
  let end = protein.start;
  while (end - 1 >= from && skipped(tokens, end - 1, protein.start)) end--;
  if (end - 1 < from || tokens[end - 1] === "and" || tokens[end - 1] === "or") return null;
  const product = hitEndingBy(
    hits,
    from,
    end,
    (x) => x.end === end && isMaximal(hits, x) && !isFlavourFood(x.food) && PROTEIN_FLAVOURED_ROLES.has(x.food.role),
  );
  if (product) return foodHead(tokens, hits, from, product);
  const category = ownValue(CLASS_WORDS, tokens[end - 1]);
  const covered = hits.some((x) => x.start <= end - 1 && end - 1 < x.end);
  return category && category !== "meat" && !covered ? { kind: "class", index: end - 1, category } : null;
}

/** The product a trailing flavour belongs to: a class word or a commonly flavoured food before it, or null. */
export function flavouredProduct(tokens: readonly string[], hits: readonly Hit[], from: number, flavour: Hit): Head | null {
  const product =
    hitEndingBy(hits, from, flavour.start, (x) => carriesFlavour(tokens, hits, x, flavour.start)) ??
    sweetBefore(tokens, hits, from, flavour);
  for (let i = flavour.start - 1; i >= from && i >= (product?.end ?? from); i--) {
    const category = ownValue(CLASS_WORDS, tokens[i]);
    if (category && !skipped(tokens, i, flavour.start) && !hits.some((x) => x.start <= i && i < x.end) && headIndex(tokens, from, i) >= 0) {
      return { kind: "class", index: i, category };
    }
  }
  return product ? foodHead(tokens, hits, from, product) : null;
}
