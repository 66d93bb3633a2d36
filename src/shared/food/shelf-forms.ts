/**
 * Cans, jars and the dry-goods shelf by their wording (product-category.ts files these as pantry):
 *  - processed produce: fruit "diced", "sliced", in "halves", "tidbits", "segments" or "cups" (cans
 *    and fruit cups), vegetables "cut", "whole kernel", "cream style", "french style", "seasoned",
 *    "flavored", "minced", "crushed", as a paste or purée, "stems and pieces", "instant" or
 *    "dehydrated" (the can, jar, box and freezer wording; fresh produce is sold whole or says
 *    "fresh"), chillies sliced or in rings ("Jalapeño Slices": the jar), herbs as "flakes", "rubbed",
 *    "ground" or "crushed" (the spice jar); fruit, vegetables and pulses with a sodium or sugar
 *    claim ("No Salt Added", "Low Sodium": only cans and jars carry them);
 *  - a can by its wording: "canned", "tinned" or "jarred" for any food but a drink, and meat or
 *    fish "chunk" or "solid white" ("Chunk Light Tuna", "Chunk Chicken Breast"), the can's terms;
 *  - wine or spirits for cooking ("Cooking Wine", "Mirin", "Cooking Sherry"): salted or sweetened
 *    seasonings shelved with the vinegars.
 * Sources: supermarket can and jar labels (US and UK), where these words mark the form.
 */
import { hasPhrase, phraseIndex } from "./phrases";
import type { Food } from "./types";

const PROCESSED_FRUIT = phraseIndex(["diced", "sliced", "halves", "halved", "tidbits", "segments", "sections", "cups", "fruit cup"]);
const PROCESSED_VEGETABLE = phraseIndex([
  "cut",
  "whole kernel",
  "cream style",
  "french style",
  "seasoned",
  "flavored",
  "creamed",
  "minced",
  "crushed",
  "paste",
  "puree",
  "stems and pieces",
  "pieces and stems",
]);
/** Claims only cans and jars make about produce ("No Salt Added", "Low Sodium", "No Sugar Added"). */
const CAN_CLAIMS = phraseIndex(["no salt", "low sodium", "reduced sodium", "less sodium", "lower sodium", "no sugar added"]);
/** Words of chillies sold in jars ("Jalapeño Slices", "Sliced Jalapeños", "Banana Pepper Rings", "Nacho Jalapeños"). */
const JARRED_CHILI = phraseIndex(["slice", "sliced", "ring", "nacho", "tamed", "fresh pack"]);
/** Words of dehydrated vegetables ("Instant Mashed Potatoes", "Dehydrated Onion"). */
const DEHYDRATED = phraseIndex(["instant", "dehydrated", "freeze dried"]);
/** Words of herbs sold dried in a jar ("Parsley Flakes", "Rubbed Sage", "Ground Thyme"). */
const DRIED_HERB = phraseIndex(["flakes", "rubbed", "ground", "crushed"]);
const CAN_WORDS: ReadonlySet<string> = new Set(["canned", "tinned", "jarred"]);
const CANNED_PROTEIN_WORDS = phraseIndex(["chunk", "solid white", "solid light", "chunk light", "chunk white"]);
const COOKING_ALCOHOL = phraseIndex([
  "cooking wine",
  "cooking sherry",
  "cooking sake",
  "mirin",
  "aji mirin",
  "shaoxing",
  "cooking marsala",
]);

/**
 * True when a fresh-produce food is named in its processed form (see the module comment): the can,
 * jar, cup or freezer, not the produce shelf. Names that say "fresh" never are.
 * Input: `keyTokens(name)` and the matched food. Never throws.
 */
export function isProcessedProduce(raw: readonly string[], food: Food): boolean {
  if (raw.includes("fresh")) return false;
  const plant = food.role === "vegetable" || food.role === "fruit" || food.role === "legume";
  if (plant && (food.category === "produce" || food.category === "frozen") && hasPhrase(raw, CAN_CLAIMS)) return true;
  if (food.category !== "produce") return false;
  // "cup" after a number is a measure ("2 cups blueberries"), not a fruit cup.
  if (food.role === "fruit") return hasPhrase(raw, PROCESSED_FRUIT, (i) => i === 0 || !/\d/.test(raw[i - 1]));
  if (food.role === "vegetable") {
    const chili = food.kindOf?.includes("chili") === true;
    // "sliced" last is a recipe's preparation ("Jalapeños, sliced"), not the jar's wording.
    const jarred = chili && hasPhrase(raw, JARRED_CHILI, (i) => !(raw[i] === "sliced" && i === raw.length - 1));
    return hasPhrase(raw, PROCESSED_VEGETABLE) || hasPhrase(raw, DEHYDRATED) || jarred;
  }
  if (food.role === "herb") return hasPhrase(raw, DRIED_HERB);
  return false;
}

/**
 * True when the name says the product is canned (see the module comment): a can word and a food
 * that is not a drink, or a meat or fish in the can's cut terms before it. Input: `keyTokens(name)`,
 * the name's reading tokens (head-match.ts), the matched food and the index of the head food's
 * first reading token (-1 when the head is not that food).
 */
export function saysCanned(raw: readonly string[], tokens: readonly string[], food: Food, headStart: number): boolean {
  if (food.category !== "beverages" && raw.some((t) => CAN_WORDS.has(t))) return true;
  if (food.category !== "meat" || food.role !== "protein" || headStart <= 0) return false;
  return hasPhrase(tokens, CANNED_PROTEIN_WORDS, (i) => i < headStart);
}

/** True for wine or spirits named for cooking ("Cooking Wine", "Mirin"; module comment). */
export function isCookingAlcohol(raw: readonly string[]): boolean {
  return hasPhrase(raw, COOKING_ALCOHOL);
}
