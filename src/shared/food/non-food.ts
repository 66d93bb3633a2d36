/**
 * Is a product name a non-food product (SPEC §3 category `item`: dish soap, cat food, paper
 * towels, batteries, shampoo …)? Word lists: data/lexicon.ts NON_FOOD_PHRASES and
 * data/non-food.ts (NON_FOOD_WORDS always count, NON_FOOD_HINTS only when no food heads the name).
 */
import { NON_FOOD_BRAND_NAMES, NON_FOOD_HINTS, NON_FOOD_WORDS, SUPPLEMENT_FORMS, SUPPLEMENT_WORDS } from "./data/non-food";
import { NON_FOOD_PHRASES } from "./data/lexicon";
import type { HeadReading } from "./head-match";
import { hasPhrase, phraseIndex } from "./phrases";

/** How sure a name is non-food: "strong" (a non-food word), "hint" (a hint word and no food head), or null. */
export type NonFoodStrength = "strong" | "hint" | null;

const STRONG = phraseIndex([...NON_FOOD_PHRASES, ...NON_FOOD_WORDS, ...NON_FOOD_BRAND_NAMES]);
const HINTS = phraseIndex(NON_FOOD_HINTS);
const SUPPLEMENTS = phraseIndex(SUPPLEMENT_WORDS);
const SUPPLEMENT_FORM = phraseIndex(SUPPLEMENT_FORMS);

/**
 * True when the key tokens of a name contain a strong non-food word or phrase ("kitchen roll",
 * "cat food", "toothpaste"), whatever else the name says, or a supplement word with a supplement
 * form ("Vitamin C Gummies", "Turmeric Capsules"). Input: `keyTokens(name)`.
 */
export function hasNonFoodWord(rawTokens: readonly string[]): boolean {
  return hasPhrase(rawTokens, STRONG) || (hasPhrase(rawTokens, SUPPLEMENTS) && hasPhrase(rawTokens, SUPPLEMENT_FORM));
}

/**
 * Non-food strength of a name: "strong" when `hasNonFoodWord`; "hint" when no food or class word
 * heads the name (a product before an unknown last word does not count) and a word no food covers
 * is a non-food hint ("Nasal Spray", "Paper
 * Plates", "Zinc with Vitamin C Tablets"); otherwise null.
 * Input: the name's key tokens and its head reading. Never throws.
 */
export function nonFoodStrength(rawTokens: readonly string[], reading: HeadReading): NonFoodStrength {
  if (hasNonFoodWord(rawTokens)) return "strong";
  const head = reading.head;
  if ((head.kind === "food" && !head.trailing) || head.kind === "class") return null;
  const covered = new Array<boolean>(reading.tokens.length).fill(false);
  for (const h of reading.hits) for (let i = h.start; i < h.end; i++) covered[i] = true;
  return hasPhrase(reading.tokens, HINTS, (i) => !covered[i]) ? "hint" : null;
}
