/**
 * Is a product name a non-food product (SPEC §3 category `item`: dish soap, cat food, paper
 * towels, batteries, shampoo …)? Word lists: data/lexicon.ts NON_FOOD_PHRASES and
 * data/non-food.ts (NON_FOOD_WORDS always count, NON_FOOD_HINTS only when no food heads the name).
 */
import { NON_FOOD_HINTS, NON_FOOD_WORDS } from "./data/non-food";
import { NON_FOOD_PHRASES } from "./data/lexicon";
import type { HeadReading } from "./head-match";
import { toKey } from "./normalize";

/** How sure a name is non-food: "strong" (a non-food word), "hint" (a hint word and no food head), or null. */
export type NonFoodStrength = "strong" | "hint" | null;

/** Phrases in key form, grouped by their first token (built once). */
function phraseIndex(texts: readonly string[]): ReadonlyMap<string, readonly string[][]> {
  const map = new Map<string, string[][]>();
  for (const text of texts) {
    const key = toKey(text);
    if (key === "") continue;
    const tokens = key.split(" ");
    map.set(tokens[0], [...(map.get(tokens[0]) ?? []), tokens]);
  }
  return map;
}

const STRONG = phraseIndex([...NON_FOOD_PHRASES, ...NON_FOOD_WORDS]);
const HINTS = phraseIndex(NON_FOOD_HINTS);

/** True when one of the phrases stands in `tokens` as whole words, at a position `allowed` accepts. */
function hasPhrase(tokens: readonly string[], index: ReadonlyMap<string, readonly string[][]>, allowed: (i: number) => boolean): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!allowed(i)) continue;
    for (const phrase of index.get(tokens[i]) ?? []) {
      let ok = i + phrase.length <= tokens.length;
      for (let k = 1; k < phrase.length && ok; k++) ok = tokens[i + k] === phrase[k];
      if (ok) return true;
    }
  }
  return false;
}

/**
 * True when the key tokens of a name contain a strong non-food word or phrase ("kitchen roll",
 * "cat food", "toothpaste"), whatever else the name says. Input: `keyTokens(name)`.
 */
export function hasNonFoodWord(rawTokens: readonly string[]): boolean {
  return hasPhrase(rawTokens, STRONG, () => true);
}

/**
 * Non-food strength of a name: "strong" when `hasNonFoodWord`; "hint" when no food or class word
 * heads the name (a product before an unknown last word does not count) and a word no food covers
 * is a non-food hint ("Decongestion Spray", "Foam
 * Plates", "Calcium Magnesium with Vitamin D Complex"); otherwise null.
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
