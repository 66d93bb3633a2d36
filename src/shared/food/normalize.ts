/**
 * Text normalisation for food and product names. Everything that compares names (the food
 * index, `matchFood`, the SPEC §5 ingredient match, diet keyword flags) goes through these
 * functions, so both sides of a comparison are folded the same way.
 *
 * Pipeline: fold (case, accents, punctuation, "&" → "and") → tokens → singular → one spelling
 * ("yoghurt" → "yogurt", receipt "CHKN" → "chicken"). `productTokens` additionally drops sizes,
 * counts and brand names.
 */
import { ownValue } from "../own-key";
import { AISLE_BRANDS, BABY_FOOD_BRAND_NAMES, BRAND_NAMES, FROZEN_BRAND_NAMES } from "./data/brands";
import { IRREGULAR_PLURALS, TOKEN_SPELLINGS, UNIT_AFTER_NUMBER } from "./data/lexicon";

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const LIGATURES: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th" };
const LIGATURE_RE = /[ßæœøłđþ]/g;
const APOSTROPHES = /['’‘`´]/g;
const NON_ALNUM = /[^a-z0-9]+/g;
const HAS_DIGIT = /\d/;
const SIBILANT_ES = /(?:ch|sh|x|z|ss)es$/;
/**
 * Words that, before "size", "length" or "pack", name a pack size, not the food ("Wieners Bun
 * Size", "Family Size", "Snack Pack", "Club Pack").
 */
const SIZE_WORDS: ReadonlySet<string> = new Set([
  "mega",
  "bonus",
  "jumbo",
  "economy",
  "variety",
  "twin",
  "burrito",
  "taco",
  "fajita",
  "bun",
  "family",
  "party",
  "snack",
  "fun",
  "king",
  "share",
  "sharing",
  "travel",
  "value",
  "bite",
  "club",
]);

/**
 * Folds free text to lower-case ASCII words separated by single spaces.
 * Input: any string. Output: e.g. "Crème Fraîche & Chives (200 g)" → "creme fraiche and chives 200 g".
 * Apostrophes are removed without a space ("goat's" → "goats"); other punctuation becomes a space.
 * Never throws.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(LIGATURE_RE, (c) => ownValue(LIGATURES, c) ?? c)
    .replace(/&/g, " and ")
    .replace(APOSTROPHES, "")
    .replace(NON_ALNUM, " ")
    .trim();
}

/**
 * Singular form of one folded English word, by the usual rules plus an irregular list
 * (src/shared/food/data/lexicon.ts): "tomatoes" → "tomato", "berries" → "berry", "leaves" → "leaf",
 * "peaches" → "peach", "olives" → "olive", "cookies" → "cookie". Words of 3 letters or fewer,
 * words ending in "ss"/"us" and words with digits are returned unchanged. The result only has to
 * be consistent (both sides of a comparison use it), not always a dictionary word.
 */
export function singularize(word: string): string {
  const irregular = ownValue(IRREGULAR_PLURALS, word);
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith("s") || HAS_DIGIT.test(word)) return word;
  if (word.endsWith("ss") || word.endsWith("us")) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (SIBILANT_ES.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * Key tokens of a name: folded, split on spaces, singularised, with receipt abbreviations and
 * spelling variants unified (lexicon TOKEN_SPELLINGS). Input "Cherry Tomatoes" → ["cherry", "tomato"];
 * "" → []. Never throws.
 */
export function keyTokens(text: string): string[] {
  const folded = foldText(text);
  if (folded === "") return [];
  return folded.split(" ").map((w) => {
    const direct = ownValue(TOKEN_SPELLINGS, w);
    if (direct) return direct;
    const s = singularize(w);
    return ownValue(TOKEN_SPELLINGS, s) ?? s;
  });
}

/** Key string of a name: `keyTokens(text).join(" ")` ("Bay Leaves" → "bay leaf"). */
export function toKey(text: string): string {
  return keyTokens(text).join(" ");
}

/** Brand phrases in key form, grouped by first token, longest first (built once at load). */
const BRANDS_BY_FIRST: ReadonlyMap<string, readonly string[][]> = (() => {
  const map = new Map<string, string[][]>();
  for (const brand of [...BRAND_NAMES, ...FROZEN_BRAND_NAMES, ...BABY_FOOD_BRAND_NAMES, ...Object.values(AISLE_BRANDS).flat()]) {
    const tokens = keyTokens(brand);
    if (tokens.length === 0) continue;
    const list = map.get(tokens[0]) ?? [];
    list.push(tokens);
    map.set(tokens[0], list);
  }
  for (const list of map.values()) list.sort((a, b) => b.length - a.length);
  return map;
})();

/** Number of tokens of the brand phrase starting at `tokens[i]`, or 0. */
function brandLengthAt(tokens: readonly string[], i: number): number {
  const candidates = BRANDS_BY_FIRST.get(tokens[i]);
  if (!candidates) return 0;
  for (const brand of candidates) {
    if (brand.length > tokens.length - i) continue;
    let ok = true;
    for (let k = 1; k < brand.length && ok; k++) ok = tokens[i + k] === brand[k];
    if (ok) return brand.length;
  }
  return 0;
}

/**
 * Key tokens of a product name or ingredient line with the noise removed: tokens containing
 * digits ("500g", "2l", "12"), measure/packaging words right after a number ("500 g",
 * "2 x 400 ml", "12 pack", "2 cups"), a stray "x", "No." before a number ("No.5"), pack-size phrases
 * ("bun size", "family size") and brand names (every list of src/shared/food/data/brands.ts).
 * Example: "Barilla Spaghetti No.5 500g" → ["spaghetti"]; "2 x 400 ml Coconut Milk" → ["coconut", "milk"].
 * Never throws; may return [].
 */
export function productTokens(text: string): string[] {
  const tokens = keyTokens(text);
  const out: string[] = [];
  let afterNumber = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (HAS_DIGIT.test(t)) {
      afterNumber = true;
      continue;
    }
    if (t === "x") continue;
    if (afterNumber && UNIT_AFTER_NUMBER.has(t)) continue;
    if (t === "no" && i + 1 < tokens.length && HAS_DIGIT.test(tokens[i + 1])) continue;
    if (SIZE_WORDS.has(t) && (tokens[i + 1] === "size" || tokens[i + 1] === "length" || tokens[i + 1] === "pack")) {
      i++;
      continue;
    }
    afterNumber = false;
    const brand = brandLengthAt(tokens, i);
    if (brand > 0) {
      i += brand - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}
