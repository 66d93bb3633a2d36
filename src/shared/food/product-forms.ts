/**
 * The form a product is sold in when its name says so without the words "frozen" or "canned"
 * (product-category.ts files it by the form; match.ts names baby food as baby food; cans and jars:
 * shelf-forms.ts; the snack aisle: snack-forms.ts; composed meals and prepared dishes:
 * prepared-dishes.ts):
 *  - "IQF", "steamable", "steam in bag" or a frozen-only brand or line ("Steamfresh", "Lean
 *    Cuisine", "Eggo": data/brands.ts);
 *  - baby food: a baby-food brand, "toddler", "teething", "infant", "stage 2", "2nd foods", "baby food";
 *  - a soft drink named by its flavour: "diet", "sparkling", "bubbly" or "zero" and a fruit as the
 *    only food ("Diet Black Cherry", "Sparkling Lemon"), or a cultured drink made sparkling
 *    ("Sparkling Probiotic Drink": no dairy drink is carbonated);
 *  - a dairy product named by fat level and flavour alone ("Nonfat Vanilla", "Lowfat Strawberry");
 *  - breaded or battered meat and fish and crusted fish ("Breaded Chicken Breasts", "Popcorn
 *    Shrimp", "Parmesan Crusted Tilapia"), sold frozen;
 *  - dough to bake at home: "ready to bake", "take and bake", "break and bake" ("Ready to Bake
 *    Peanut Butter Cookies"), a baking good like the mixes;
 *  - frozen juice concentrate: a juice, lemonade or limeade "concentrate" (not "from concentrate"),
 *    sold from the freezer; coffee and tea concentrates are drinks;
 *  - the aisle of a one-aisle brand (data/brands.ts AISLE_BRANDS).
 * Sources: supermarket shelf and can labels (US and UK), where these words mark the form.
 */
import { AISLE_BRANDS, BABY_FOOD_BRAND_NAMES, FROZEN_BRAND_NAMES } from "./data/brands";
import { hasPhrase, phraseIndex } from "./phrases";
import type { Food } from "./types";

const FROZEN_BRANDS = phraseIndex(FROZEN_BRAND_NAMES);
const AISLES = Object.entries(AISLE_BRANDS).map(([c, brands]) => [c as keyof typeof AISLE_BRANDS, phraseIndex(brands)] as const);
const BABY_BRANDS = phraseIndex(BABY_FOOD_BRAND_NAMES);
const ORDINAL = /^[1-4](?:st|nd|rd|th)$/;
const SODA_WORDS: ReadonlySet<string> = new Set(["diet", "sparkling", "zero", "soda", "fizzy", "carbonated", "bubble", "bubbly"]);
/** Words that say a drink is carbonated; no dairy drink is ("Sparkling Probiotic Drink" is a soft drink). */
const FIZZ_WORDS: ReadonlySet<string> = new Set(["sparkling", "soda", "fizzy", "carbonated", "bubble", "bubbly"]);
export const COATED_PROTEIN_WORDS = phraseIndex(["breaded", "battered", "tempura", "panko", "crumbed", "popcorn", "beer battered"]);
/** Crusts of the freezer's fish ("Herb Crusted Cod"); pepper-crusted meats are the deli's and the butcher's. */
const CRUSTED_WORDS = phraseIndex(["crusted", "encrusted"]);
const FROZEN_WORDS = phraseIndex(["frozen", "iqf", "individually quick frozen", "deep frozen", "steamable", "steam in bag", "steamers"]);
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

/**
 * True when meat or fish is named breaded, battered or in tempura ("Popcorn Shrimp"), or fish
 * crusted ("Parmesan Crusted Tilapia"): a freezer product.
 */
export function isCoatedProtein(raw: readonly string[], food: Food): boolean {
  if (food.category !== "meat" || food.role !== "protein") return false;
  const fish = food.tags.includes("fish") || food.tags.includes("shellfish");
  return hasPhrase(raw, COATED_PROTEIN_WORDS) || (fish && hasPhrase(raw, CRUSTED_WORDS));
}

/** Words only baby and toddler foods carry ("Toddler Yogurt Melts", "Teething Wafers", "Infant Cereal"). */
const BABY_WORDS: ReadonlySet<string> = new Set(["toddler", "teething", "infant", "weaning"]);

/**
 * True when the key tokens say baby food: a baby-food brand or line, "toddler", "teething",
 * "infant" or "weaning", "stage" and a digit ("Stage 2"), an ordinal before "food" ("2nd Foods")
 * or "baby food". Input: `keyTokens(name)`.
 */
export function isBabyFood(raw: readonly string[]): boolean {
  if (hasPhrase(raw, BABY_BRANDS) || raw.some((t) => BABY_WORDS.has(t))) return true;
  for (let i = 0; i + 1 < raw.length; i++) {
    const next = raw[i + 1];
    if (raw[i] === "stage" && /^[1-4]$/.test(next)) return true;
    if (next === "food" && (ORDINAL.test(raw[i]) || raw[i] === "baby")) return true;
  }
  return false;
}

/**
 * True when a name is a soft drink by its flavour alone: "diet", "sparkling", "bubbly" or "zero"
 * and a fresh fruit as the head food ("Diet Black Cherry", "Sparkling Lemon"), or a dairy drink
 * (milk, kefir, counted in ml) named sparkling or carbonated ("Sparkling Probiotic Drink").
 * Input: `keyTokens(name)` and the matched food.
 */
export function isFlavouredSoda(raw: readonly string[], food: Food): boolean {
  if (food.category === "dairy" && food.role === "dairy" && food.defaultUnit === "ml") return raw.some((t) => FIZZ_WORDS.has(t));
  return food.role === "fruit" && food.category === "produce" && raw.some((t) => SODA_WORDS.has(t));
}

/**
 * True when a fat-level word and nothing but a fruit or vanilla flavour name a dairy product
 * ("Nonfat Vanilla", "Whole Milk Strawberry"); food null = no food named at all ("Nonfat Plain").
 */
export function isDairyByFatLevel(raw: readonly string[], food: Food | null): boolean {
  if (!hasPhrase(raw, FAT_LEVELS)) return false;
  return food === null || food.id === "vanilla-extract" || (food.role === "fruit" && food.category === "produce");
}

/** Words of the coconut milk sold in cartons to drink, beside the plant milks ("Original", "Vanilla", "Half Gallon"). */
const CARTON_MILK_WORDS = phraseIndex([
  "original",
  "vanilla",
  "unsweetened vanilla",
  "chocolate",
  "half gallon",
  "carton",
  "barista",
  "non dairy",
  "dairy free",
]);

/**
 * True when coconut milk is the drink sold in cartons with the plant milks (category dairy), not
 * the can for cooking: named "Original", "Vanilla", "Chocolate", "Barista", "Half Gallon",
 * "Carton" or "Dairy Free" (can labels say "Lite", "Unsweetened", "Full Fat").
 * Input: `keyTokens(name)` and the matched food.
 */
export function isCartonCoconutMilk(raw: readonly string[], food: Food): boolean {
  return food.id === "coconut-milk" && hasPhrase(raw, CARTON_MILK_WORDS);
}

/** True when a name is dough to bake at home ("Ready to Bake Peanut Butter Cookies"; see the module comment). */
export function isBakingDough(raw: readonly string[]): boolean {
  return hasPhrase(raw, DOUGH_WORDS);
}

const JUICES: ReadonlySet<string> = new Set(["orange-juice", "apple-juice", "cranberry-juice", "lemonade"]);

/**
 * True for frozen juice concentrate (module comment): a juice or lemonade named before
 * "concentrate", not "from concentrate". Input: the reading tokens and their food runs.
 */
export function isFrozenConcentrate(tokens: readonly string[], hits: readonly { end: number; food: Food }[]): boolean {
  const at = tokens.indexOf("concentrate");
  return at > 0 && tokens[at - 1] !== "from" && hits.some((h) => h.end <= at && JUICES.has(h.food.id));
}

/**
 * The aisle a one-aisle brand in the name says (data/brands.ts AISLE_BRANDS: "Snapple" →
 * beverages, "Chobani" → dairy), or null. Input: `keyTokens(name)`.
 */
export function brandAisle(raw: readonly string[]): keyof typeof AISLE_BRANDS | null {
  for (const [category, index] of AISLES) if (hasPhrase(raw, index)) return category;
  return null;
}
