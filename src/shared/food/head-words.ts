/**
 * Which words of a product name can be its head (head-match.ts): descriptors, packing words,
 * colours, claims ("gluten free", "no sugar added", "whole wheat") and words marked as a flavour
 * ("Cheddar Flavor") never are; and which foods are flavours rather than products.
 */
import { CONNECTOR_WORDS, DESCRIPTOR_WORDS } from "./data/lexicon";
import { ownValue } from "../own-key";
import { CLASS_WORDS, FLAVOUR_FOOD_IDS, FLAVOUR_MARKERS, HEAD_SKIP_WORDS, PACKING_WORDS, PRODUCT_NOUNS } from "./data/product-words";
import type { Hit } from "./name-runs";
import type { Food } from "./types";

const CLAIM_BEFORE = new Set(["no", "low", "reduced", "less", "zero", "non"]);

/** Foods sold as a "… Blend" of kinds ("Four Cheese Blend", "Salad Blend", "Nut Blend"; key forms). */
const BLENDED_FOODS: ReadonlySet<string> = new Set([
  "cheese",
  "salad",
  "lettuce",
  "green",
  "nut",
  "seed",
  "coffee",
  "tea",
  "vegetable",
  "veggie",
  "berry",
  "fruit",
  "rice",
  "grain",
  "bean",
  "pepper",
  "mushroom",
  "herb",
  "spice",
  "flour",
  "oil",
]);

/**
 * Fruit and sweets that "… and cream" makes a flavour of ("Peaches & Cream", "Strawberries and
 * Cream", "Cookies 'n Cream"): the cream there is no product (key forms, ../normalize.ts).
 */
const CREAM_FLAVOUR_FIRST: ReadonlySet<string> = new Set([
  "peach",
  "strawberry",
  "berry",
  "raspberry",
  "blueberry",
  "cherry",
  "banana",
  "apple",
  "orange",
  "pumpkin",
  "cookie",
  "cooky",
]);

/** True when a food is one product names use as a flavour (fresh fruit, herbs, nuts, FLAVOUR_FOOD_IDS). */
export function isFlavourFood(food: Food): boolean {
  if (FLAVOUR_FOOD_IDS.has(food.id) || food.role === "herb" || food.role === "nut") return true;
  return food.role === "fruit" && (food.category === "produce" || food.category === "frozen");
}

/** True for words that say nothing about which food a name is: descriptors, packing words, single letters. */
export function isNoiseWord(t: string): boolean {
  return t.length === 1 || DESCRIPTOR_WORDS.has(t) || PACKING_WORDS.has(t);
}

/** True when tokens[i] cannot be the head word of the range ending at `to`. */
export function skipped(tokens: readonly string[], i: number, to: number): boolean {
  const t = tokens[i];
  if (isNoiseWord(t) || FLAVOUR_MARKERS.has(t) || HEAD_SKIP_WORDS.has(t)) return true;
  const next = i + 1 < to ? tokens[i + 1] : "";
  // "Blend" last names a mix of the food before it ("Four Cheese Blend", "Salad Blend"), not a style.
  const marks = FLAVOUR_MARKERS.has(next) && !(next === "blend" && i + 2 === to && BLENDED_FOODS.has(t));
  if (next === "free" || marks || (t === "bun" && (next === "size" || next === "length"))) return true;
  const prev = i > 0 ? tokens[i - 1] : "";
  if (prev === "from" && t === "concentrate") return true; // "Lemon Juice from Concentrate" is juice
  return CLAIM_BEFORE.has(prev) || (prev === "whole" && (t === "wheat" || t === "grain"));
}

/**
 * True when tokens[h] is the cream of a "… and cream" flavour ("Oatmeal Peaches & Cream",
 * "Cereal Strawberries and Cream"): the word before "and" (or "n") names the flavour, not a cream.
 */
export function isCreamOfFlavour(tokens: readonly string[], from: number, h: number): boolean {
  return (
    tokens[h] === "cream" && h - 2 >= from && (tokens[h - 1] === "and" || tokens[h - 1] === "n") && CREAM_FLAVOUR_FIRST.has(tokens[h - 2])
  );
}

/** Index of the head word of tokens[from..to), or -1 when every word there is skipped. */
export function headIndex(tokens: readonly string[], from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (!skipped(tokens, i, to)) return i;
  return -1;
}

/**
 * True when `hit` names a flavour of the product before it ("Water Berry"), not a product: a run
 * ending in a product noun ("Vanilla Extract") or a class word ("Chocolate Truffles", "Chocolate
 * Bar") names a product of its own.
 */
export function flavourOnly(tokens: readonly string[], hit: Hit): boolean {
  const last = tokens[hit.end - 1];
  return isFlavourFood(hit.food) && !PRODUCT_NOUNS.has(last) && ownValue(CLASS_WORDS, last) === undefined;
}

/** True when no other hit strictly contains `hit` ("milk" inside "milk chocolate" is not a run of its own). */
export function isMaximal(hits: readonly Hit[], hit: Hit): boolean {
  return !hits.some((o) => o !== hit && o.start <= hit.start && o.end >= hit.end && o.end - o.start > hit.end - hit.start);
}

/** Words before "in" or "on" that make a cut descriptor, not a connector ("Bone-In Thighs", "Tail-On Shrimp"). */
const CUT_BEFORE_IN_ON: ReadonlySet<string> = new Set(["bone", "skin", "tail", "shell", "head", "peel"]);

/** Index of the first connector word after the first content word, or tokens.length. */
export function connectorAt(tokens: readonly string[]): number {
  for (let i = 1; i < tokens.length; i++) {
    if (!CONNECTOR_WORDS.has(tokens[i])) continue;
    if ((tokens[i] === "in" || tokens[i] === "on") && CUT_BEFORE_IN_ON.has(tokens[i - 1])) continue;
    return i;
  }
  return tokens.length;
}
