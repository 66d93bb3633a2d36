/**
 * Phrase look-up in key tokens: lists of words or phrases (non-food words, brand lines) indexed by
 * their first key token, and a whole-word test over a name's tokens. Used by non-food.ts and
 * product-forms.ts.
 */
import { toKey } from "./normalize";

/** Phrases in key form, grouped by their first token. */
export type PhraseIndex = ReadonlyMap<string, readonly string[][]>;

/**
 * Builds a phrase index. Input: phrases as written ("Ben & Jerry's", "dish soap"); each is folded
 * to key form (normalize.ts `toKey`); empty ones are dropped. Output: first token → token lists.
 */
export function phraseIndex(texts: readonly string[]): PhraseIndex {
  const map = new Map<string, string[][]>();
  for (const text of texts) {
    const key = toKey(text);
    if (key === "") continue;
    const tokens = key.split(" ");
    map.set(tokens[0], [...(map.get(tokens[0]) ?? []), tokens]);
  }
  return map;
}

/**
 * True when one of the indexed phrases stands in `tokens` as whole words, starting at a position
 * `allowed` accepts (default: any). Input: key tokens (normalize.ts `keyTokens`). Never throws.
 */
export function hasPhrase(tokens: readonly string[], index: PhraseIndex, allowed: (i: number) => boolean = () => true): boolean {
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
