/**
 * Food runs in a name: the name's tokens in reading order and every run of them that is a
 * knowledge-base key (the food index of catalog.ts; Map look-ups only, no scan of all foods).
 * Used by head-match.ts and match.ts.
 */
import { FOOD_INDEX } from "./catalog";
import { productTokens } from "./normalize";
import type { Food } from "./types";

/** `tokens[start..end)` name `food`. */
export interface Hit {
  start: number;
  end: number;
  food: Food;
}

const KEYS = FOOD_INDEX.keys;
const MAX_TOKENS = FOOD_INDEX.maxTokens;

/** Every run of 1..maxLen tokens, as [start, end, key]; keys built incrementally. */
export function forEachRun(tokens: readonly string[], maxLen: number, visit: (start: number, end: number, key: string) => void): void {
  for (let i = 0; i < tokens.length; i++) {
    let key = tokens[i];
    visit(i, i + 1, key);
    for (let j = i + 1; j < tokens.length && j - i < maxLen; j++) {
      key += ` ${tokens[j]}`;
      visit(i, j + 1, key);
    }
  }
}

/** Every run of tokens that is a knowledge-base key. */
export function findHits(tokens: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  forEachRun(tokens, MAX_TOKENS, (start, end, key) => {
    const food = KEYS.get(key);
    if (food) hits.push({ start, end, food });
  });
  return hits;
}

/**
 * Product tokens of a name in reading order: each comma part (a comma between digits is a decimal
 * point) through `productTokens`, the later parts first, the first part last.
 * Example: "Crackers, Toasted, Rosemary Garlic" → ["rosemary", "garlic", "toasted", "cracker"].
 */
export function readingTokens(text: string): string[] {
  const parts = text
    .split(/,(?!\d)/)
    .map(productTokens)
    .filter((p) => p.length > 0);
  if (parts.length <= 1) return parts[0] ?? [];
  return [...parts.slice(1).reverse().flat(), ...parts[0]];
}

/**
 * The hit `accept` takes that lies within tokens[from..end), ending furthest right (longest on a
 * tie), or null.
 */
export function hitEndingBy(hits: readonly Hit[], from: number, end: number, accept: (h: Hit) => boolean): Hit | null {
  let best: Hit | null = null;
  for (const h of hits) {
    if (h.start < from || h.end > end || !accept(h)) continue;
    if (!best || h.end > best.end || (h.end === best.end && h.start < best.start)) best = h;
  }
  return best;
}
