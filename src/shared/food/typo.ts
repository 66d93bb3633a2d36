/**
 * One-typo tolerance for the head word of a name ("Hot Italian Sausgae" is sausage): the
 * knowledge-base food whose one-word name or alias is one edit away from the word (a letter
 * dropped, added, changed, or two neighbours swapped; Damerau–Levenshtein distance 1). Only words
 * of MIN_TYPO_LENGTH letters or more, and only when exactly one food is that close, so short words
 * and words between two foods stay unknown. Used by head-match.ts for heads the knowledge base
 * does not know; callers treat the result as a guess.
 */
import { FOOD_INDEX } from "./catalog";
import type { Food } from "./types";

/** Shortest word corrected (shorter words are too often another real word one edit away). */
export const MIN_TYPO_LENGTH = 7;

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Longest one-word key of the knowledge base: a word longer by two or more letters is no typo of
 * any food, and is left before `edits` (whose work grows with the square of the word's length:
 * 0.8 s for one 2 000-letter "word" in an ingredient line, issue 19's bounded work).
 */
const LONGEST_ONE_WORD_KEY = Math.max(0, ...[...FOOD_INDEX.keys.keys()].filter((k) => !k.includes(" ")).map((k) => k.length));

/** Every string one edit away from `w` (may repeat). */
function edits(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= w.length; i++) {
    const head = w.slice(0, i);
    const rest = w.slice(i);
    if (rest.length > 0) out.push(head + rest.slice(1));
    if (rest.length > 1) out.push(head + rest[1] + rest[0] + rest.slice(2));
    for (const c of LETTERS) {
      out.push(head + c + rest);
      if (rest.length > 0 && c !== rest[0]) out.push(head + c + rest.slice(1));
    }
  }
  return out;
}

/**
 * The food a misspelt word names, or null. Input: one key token (folded, singular), e.g.
 * "sausgae". Output: the only food with a one-word key one edit away ("sausage"), else null
 * (word shorter than MIN_TYPO_LENGTH, a digit in it, no food that close, or two foods). Never throws.
 */
export function foodNearWord(word: string): Food | null {
  if (word.length < MIN_TYPO_LENGTH || word.length > LONGEST_ONE_WORD_KEY + 1 || /[^a-z]/.test(word)) return null;
  let found: Food | null = null;
  for (const candidate of edits(word)) {
    if (candidate.length < MIN_TYPO_LENGTH) continue;
    const food = FOOD_INDEX.keys.get(candidate);
    if (!food) continue;
    if (found && found.id !== food.id) return null;
    found = food;
  }
  return found;
}
