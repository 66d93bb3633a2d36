/**
 * The form a product is sold in when its name says so without the words "frozen" or "canned"
 * (product-category.ts files it by the form; match.ts names baby food as baby food):
 *  - "IQF" or a frozen-only brand or line ("Steamfresh", "Lean Cuisine", "Eggo": data/brands.ts);
 *  - baby food: a baby-food brand, "stage 2", "2nd foods", "baby food";
 *  - processed produce: fruit "diced", "sliced", in "halves", "tidbits" or "segments" (cans and
 *    fruit cups), vegetables "cut", "whole kernel", "cream style", "french style", "seasoned" or
 *    "flavored" (the can and freezer wording; fresh produce is sold whole or says "fresh");
 *  - a composed meal: pasta, rice or a pasta sauce named with a meat, fish or other protein
 *    ("Chicken Fettuccine Alfredo", "Italian Sausage Mac & Cheese", "Penne with Meatballs",
 *    "Shrimp Fried Rice"), the freezer's ready meals; pasta alone, filled pasta ("Beef Ravioli")
 *    and flavoured rice ("Chicken Flavored Rice") stay dry goods;
 *  - a soft drink named by its flavour: "diet", "sparkling" or "zero" and a fruit as the only
 *    food ("Diet Black Cherry", "Sparkling Lemon");
 *  - a snack nut: nuts roasted, salted or seasoned ("Honey Roasted Peanuts", "Sea Salt Almonds"),
 *    which sit with the snacks; plain nuts stay baking goods;
 *  - a confection: chocolate, yogurt or candy covering something ("Chocolate Covered Almonds");
 *  - a dairy product named by fat level and flavour alone ("Nonfat Vanilla", "Lowfat Strawberry");
 *  - breaded or battered meat and fish ("Breaded Chicken Breasts", "Popcorn Shrimp"), sold frozen;
 *  - dough to bake at home: "ready to bake", "take and bake", "break and bake" ("Ready to Bake
 *    Peanut Butter Cookies"), a baking good like the mixes.
 * Sources: supermarket shelf and can labels (US and UK), where these words mark the form.
 */
import { BABY_FOOD_BRAND_NAMES, FROZEN_BRAND_NAMES } from "./data/brands";
import { FLAVOUR_MARKERS } from "./data/product-words";
import type { HeadReading } from "./head-match";
import { hasPhrase, phraseIndex } from "./phrases";
import type { Food } from "./types";

const FROZEN_BRANDS = phraseIndex(FROZEN_BRAND_NAMES);
const BABY_BRANDS = phraseIndex(BABY_FOOD_BRAND_NAMES);
const ORDINAL = /^[1-4](?:st|nd|rd|th)$/;
const PROCESSED_FRUIT = phraseIndex(["diced", "sliced", "halves", "halved", "tidbits", "segments"]);
const PROCESSED_VEGETABLE = phraseIndex(["cut", "whole kernel", "cream style", "french style", "seasoned", "flavored", "creamed"]);
/** Foods that are a meal's base: pasta shapes and rice (filled pasta and instant noodles are products of their own). */
const MEAL_BASE_ROLES: ReadonlySet<string> = new Set(["pasta", "grain"]);
const NOT_MEAL_BASES: ReadonlySet<string> = new Set(["filled-pasta", "instant-noodles", "oats", "cereal", "granola", "muesli"]);
const SODA_WORDS: ReadonlySet<string> = new Set(["diet", "sparkling", "zero", "soda", "fizzy"]);
const SNACK_NUT_WORDS = phraseIndex([
  "roasted",
  "salted",
  "lightly salted",
  "sea salt",
  "seasoned",
  "smoked",
  "spicy",
  "honey",
  "ranch",
  "bbq",
  "barbecue",
  "chili",
  "cinnamon",
  "snack",
  "trail",
]);
const COATINGS: ReadonlySet<string> = new Set(["chocolate", "yogurt", "yoghurt", "carob", "candy", "caramel", "fudge"]);
const COATED: ReadonlySet<string> = new Set(["covered", "coated", "dipped", "enrobed"]);
const COATED_PROTEIN_WORDS = phraseIndex(["breaded", "battered", "tempura", "panko", "crumbed", "popcorn", "beer battered"]);
const FROZEN_WORDS = phraseIndex(["frozen", "iqf", "individually quick frozen", "deep frozen"]);
const DOUGH_WORDS = phraseIndex(["ready to bake", "take and bake", "take n bake", "break and bake", "bake at home", "refrigerated dough"]);
const FAT_LEVELS = phraseIndex([
  "nonfat",
  "non fat",
  "lowfat",
  "low fat",
  "fat free",
  "reduced fat",
  "whole milk",
  "part skim",
  "2 milkfat",
  "milkfat",
]);

/**
 * True when the key tokens say the product is frozen: "frozen", "IQF", or a frozen-only brand or
 * line. Input: `keyTokens(name)`.
 */
export function saysFrozen(raw: readonly string[]): boolean {
  return hasPhrase(raw, FROZEN_WORDS) || hasPhrase(raw, FROZEN_BRANDS);
}

/** True when meat or fish is named breaded, battered or in tempura ("Popcorn Shrimp"): a freezer product. */
export function isCoatedProtein(raw: readonly string[], food: Food): boolean {
  return food.category === "meat" && food.role === "protein" && hasPhrase(raw, COATED_PROTEIN_WORDS);
}

/**
 * True when the key tokens say baby food: a baby-food brand or line, "stage" and a digit
 * ("Stage 2"), an ordinal before "food" ("2nd Foods") or "baby food". Input: `keyTokens(name)`.
 */
export function isBabyFood(raw: readonly string[]): boolean {
  if (hasPhrase(raw, BABY_BRANDS)) return true;
  for (let i = 0; i + 1 < raw.length; i++) {
    const next = raw[i + 1];
    if (raw[i] === "stage" && /^[1-4]$/.test(next)) return true;
    if (next === "food" && (ORDINAL.test(raw[i]) || raw[i] === "baby")) return true;
  }
  return false;
}

/**
 * True when a fresh-produce food is named in its processed form (see the module comment): the can,
 * jar, cup or freezer, not the produce shelf. Names that say "fresh" never are.
 * Input: `keyTokens(name)` and the matched food. Never throws.
 */
export function isProcessedProduce(raw: readonly string[], food: Food): boolean {
  if (food.category !== "produce" || raw.includes("fresh")) return false;
  if (food.role === "fruit") return hasPhrase(raw, PROCESSED_FRUIT);
  if (food.role === "vegetable") return hasPhrase(raw, PROCESSED_VEGETABLE);
  return false;
}

/** True when a protein run (meat, fish, meatballs …) stands outside the head run and is not a flavour ("Chicken Flavored Rice"). */
function namesProtein(reading: HeadReading, head: { start: number; end: number }): boolean {
  const { tokens, hits } = reading;
  const meat = hits.some(
    (h) => (h.end <= head.start || h.start >= head.end) && h.food.role === "protein" && !FLAVOUR_MARKERS.has(tokens[h.end] ?? ""),
  );
  return meat || tokens.slice(head.end).includes("meat") || tokens.slice(0, head.start).includes("meat");
}

/**
 * True when a name is a composed meal (see the module comment): the head food is pasta or rice, or
 * a pasta sauce named without the word "sauce" ("Alfredo"), and a meat, fish or other protein is named too.
 * Input: the head reading and the matched food. Never throws.
 */
export function isComposedMeal(reading: HeadReading, food: Food): boolean {
  const head = reading.head;
  if (head.kind !== "food" || head.hit.food.id !== food.id) return false;
  const saucedDish = food.role === "sauce" && !reading.tokens.includes("sauce") && food.id === "alfredo-sauce";
  if (!saucedDish && (!MEAL_BASE_ROLES.has(food.role) || NOT_MEAL_BASES.has(food.id))) return false;
  if (saucedDish && reading.hits.some((h) => h.food.role === "pasta")) return true;
  return namesProtein(reading, head.hit);
}

/**
 * True when a name is a soft drink by its flavour alone: "diet", "sparkling" or "zero" and a fresh
 * fruit as the head food ("Diet Black Cherry", "Sparkling Lemon"). Input: `keyTokens(name)` and the
 * matched food.
 */
export function isFlavouredSoda(raw: readonly string[], food: Food): boolean {
  return food.role === "fruit" && food.category === "produce" && raw.some((t) => SODA_WORDS.has(t));
}

/** True when nuts are sold as a snack: roasted, salted or seasoned (see the module comment). */
export function isSnackNut(raw: readonly string[], food: Food): boolean {
  return food.role === "nut" && food.category === "pantry" && hasPhrase(raw, SNACK_NUT_WORDS);
}

/** True when chocolate, yogurt, carob or candy covers the product ("Dark Chocolate Covered Almonds"). */
export function isCoatedConfection(raw: readonly string[]): boolean {
  for (let i = 0; i + 1 < raw.length; i++) if (COATINGS.has(raw[i]) && COATED.has(raw[i + 1])) return true;
  return false;
}

/**
 * True when a fat-level word and nothing but a fruit or vanilla flavour name a dairy product
 * ("Nonfat Vanilla", "Whole Milk Strawberry"); food null = no food named at all ("Nonfat Plain").
 */
export function isDairyByFatLevel(raw: readonly string[], food: Food | null): boolean {
  if (!hasPhrase(raw, FAT_LEVELS)) return false;
  return food === null || food.id === "vanilla-extract" || (food.role === "fruit" && food.category === "produce");
}

/** True when a name is dough to bake at home ("Ready to Bake Peanut Butter Cookies"; see the module comment). */
export function isBakingDough(raw: readonly string[]): boolean {
  return hasPhrase(raw, DOUGH_WORDS);
}
