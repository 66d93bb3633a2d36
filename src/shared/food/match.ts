/**
 * Matching free-text product names (typed, scanned, read from receipts) and ingredient lines to
 * knowledge-base foods.
 *
 * How a name is matched:
 *  1. Non-food products ("kitchen roll", "cat food") → null.
 *  2. The whole folded name is a known name/alias → score 1.
 *  3. Otherwise sizes, counts and brands are dropped and every run of up to `maxTokens` words is
 *     looked up in the index (Map look-ups only; no scan of all foods). Of the hits before a
 *     connector word ("tuna in brine", "beans with sausages") the one ending furthest right wins
 *     (English product names put the head noun last: "chocolate chip cookies" → cookie), and
 *     among those the longest ("chicken breast" over "breast", "peanut butter" over "butter").
 *  4. A name written "beans, black" is also tried reversed ("black beans").
 * Score: 1 exact; 0.95 when the hit covers every meaningful word; 0.9 when it covers the head
 * before a connector; otherwise 0.5 + 0.4 × the share of meaningful words covered.
 */
import { ownValue } from "../own-key";
import { FOOD_INDEX } from "./catalog";
import { CATEGORY_HINTS, CONNECTOR_WORDS, DESCRIPTOR_WORDS, NON_FOOD_PHRASES, PACKING_MEDIA, SHELF_STABLE_WORDS } from "./data/lexicon";
import { keyTokens, productTokens, toKey } from "./normalize";
import type { Food, FoodMatch } from "./types";

interface Hit {
  start: number;
  end: number;
  food: Food;
}

const KEYS = FOOD_INDEX.keys;
const MAX_TOKENS = FOOD_INDEX.maxTokens;
const NON_FOOD: ReadonlySet<string> = new Set(NON_FOOD_PHRASES.map(toKey));
const NON_FOOD_MAX = Math.max(...[...NON_FOOD].map((k) => k.split(" ").length));

/** Every run of 1..maxLen tokens, as [start, end, key]; keys built incrementally. */
function forEachRun(tokens: readonly string[], maxLen: number, visit: (start: number, end: number, key: string) => void): void {
  for (let i = 0; i < tokens.length; i++) {
    let key = tokens[i];
    visit(i, i + 1, key);
    for (let j = i + 1; j < tokens.length && j - i < maxLen; j++) {
      key += ` ${tokens[j]}`;
      visit(i, j + 1, key);
    }
  }
}

function isNonFood(tokens: readonly string[]): boolean {
  let found = false;
  forEachRun(tokens, NON_FOOD_MAX, (_s, _e, key) => {
    if (NON_FOOD.has(key)) found = true;
  });
  return found;
}

function findHits(tokens: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  forEachRun(tokens, MAX_TOKENS, (start, end, key) => {
    const food = KEYS.get(key);
    if (food) hits.push({ start, end, food });
  });
  return hits;
}

/** Index of the first connector word after the first token, or tokens.length. */
function headEnd(tokens: readonly string[]): number {
  for (let i = 1; i < tokens.length; i++) if (CONNECTOR_WORDS.has(tokens[i])) return i;
  return tokens.length;
}

function contentCount(tokens: readonly string[], from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (!DESCRIPTOR_WORDS.has(tokens[i])) n++;
  return n;
}

/** Score of `hit` within `tokens` (see the module comment); `cut` = end of the head. */
function scoreHit(tokens: readonly string[], hit: Hit, cut: number): number {
  const covered = contentCount(tokens, hit.start, hit.end);
  const all = contentCount(tokens, 0, tokens.length);
  if (covered >= all) return 0.95;
  const headTo = Math.max(cut, hit.end);
  const head = contentCount(tokens, 0, headTo);
  if (headTo < tokens.length && covered >= head) return 0.9;
  const share = head === 0 ? 1 : covered / head;
  return Math.min(0.9, 0.5 + 0.4 * share);
}

interface Ranked {
  food: Food;
  score: number;
  length: number;
}

/** The best hit of a token list, or null when no run of tokens is a known key. */
function bestMatch(tokens: readonly string[]): Ranked | null {
  if (tokens.length === 0) return null;
  const hits = findHits(tokens);
  if (hits.length === 0) return null;
  const cut = headEnd(tokens);
  const headHits = hits.filter((h) => h.start < cut);
  const pool = headHits.length > 0 ? headHits : hits;
  let best = pool[0];
  for (const h of pool) {
    if (h.end > best.end || (h.end === best.end && h.end - h.start > best.end - best.start)) best = h;
  }
  return { food: best.food, score: scoreHit(tokens, best, cut), length: best.end - best.start };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The knowledge-base food a product name or ingredient line stands for.
 * Input: free text, e.g. "Barilla Spaghetti No.5 500g", "Organic Free Range Large Eggs 12 pack",
 * "beans, black", "2 cups all-purpose flour". Tolerates case, accents, punctuation, plurals,
 * sizes/counts, brand and marketing words, receipt abbreviations and "X, Y" word order.
 * Output: { food, score } with score in (0, 1] (1 = exact name/alias), or null when nothing
 * plausible matches ("xyzzy", "AA batteries", "") or the text names a non-food product.
 * Cost: a few Map look-ups per word (no scan over all foods); well under 50 µs per call.
 */
export function matchFood(name: string): FoodMatch | null {
  if (typeof name !== "string") return null;
  const text = name.trim();
  if (text === "") return null;
  const raw = keyTokens(text);
  if (isNonFood(raw)) return null;
  const exact = KEYS.get(raw.join(" "));
  if (exact) return { food: exact, score: 1 };

  let best = bestMatch(productTokens(text));
  if (text.includes(",")) {
    const parts = text
      .split(",")
      .map((p) => p.trim())
      .filter((p) => p !== "");
    if (parts.length >= 2) {
      const reversed = bestMatch(productTokens(parts.reverse().join(" ")));
      if (reversed && (!best || reversed.score > best.score || (reversed.score === best.score && reversed.length > best.length))) {
        best = { ...reversed, score: Math.min(reversed.score, 0.95) };
      }
    }
  }
  return best ? { food: best.food, score: round2(best.score) } : null;
}

/** One food found in a text: `tokens[start..end)` of the text's product tokens name `food`. */
export interface FoodRun {
  food: Food;
  start: number;
  end: number;
}

/**
 * Every food named in a text, with where it was found: the text's product tokens (see
 * `productTokens`) and the non-overlapping runs that name foods, chosen longest first ("peanut
 * butter" is one food, not peanuts + butter; equal lengths: the later run, the head noun — "fresh
 * pasta sauce" is pasta sauce), returned in text order. Rules that must see every food use
 * it (diet flags: "chicken noodle soup" → chicken, noodles, soup) and can then look at the words
 * no food covers. Input: free text. Output: { tokens, runs } (runs = [] for non-food or unknown
 * text). Never throws.
 */
export function matchFoodRuns(name: string): { tokens: string[]; runs: FoodRun[] } {
  if (typeof name !== "string") return { tokens: [], runs: [] };
  const tokens = productTokens(name);
  if (tokens.length === 0 || isNonFood(keyTokens(name))) return { tokens, runs: [] };
  const hits = findHits(tokens).sort((a, b) => b.end - b.start - (a.end - a.start) || b.end - a.end);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const runs: FoodRun[] = [];
  for (const h of hits) {
    let free = true;
    for (let i = h.start; i < h.end && free; i++) free = !taken[i];
    if (!free) continue;
    for (let i = h.start; i < h.end; i++) taken[i] = true;
    runs.push(h);
  }
  runs.sort((a, b) => a.start - b.start);
  return { tokens, runs };
}

/**
 * Every food named in a text (see `matchFoodRuns`), one entry per food, in text order.
 * Score per entry: 0.5 + 0.5 × its share of the text's meaningful words (1 when it covers them all).
 * Input: free text. Output: FoodMatch[] ([] for non-food or unknown text). Never throws.
 */
export function matchFoods(name: string): FoodMatch[] {
  const { tokens, runs } = matchFoodRuns(name);
  const all = Math.max(1, contentCount(tokens, 0, tokens.length));
  const seen = new Set<string>();
  const out: FoodMatch[] = [];
  for (const r of runs) {
    if (seen.has(r.food.id)) continue;
    seen.add(r.food.id);
    out.push({ food: r.food, score: round2(0.5 + 0.5 * Math.min(1, contentCount(tokens, r.start, r.end) / all)) });
  }
  return out;
}

/**
 * Pantry life (days) from which a food counts as having a shelf-stable form: canned fish,
 * canned sweetcorn and dried herbs keep ≥ 180 days unopened; fresh produce never does.
 */
export const SHELF_STABLE_MIN_DAYS = 180;

/** True when the name says canned/tinned/dried/jarred or "in brine/oil/water/syrup/juice/sauce". */
function saysShelfStable(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (SHELF_STABLE_WORDS.has(tokens[i])) return true;
    if (tokens[i] !== "in") continue;
    for (let j = i + 1; j < tokens.length && j <= i + 3; j++) if (PACKING_MEDIA.has(tokens[j])) return true;
  }
  return false;
}

/**
 * SPEC §3 pantry category for a product name, in this order:
 *  1. "frozen" when the name says frozen ("Frozen Prawns");
 *  2. "pantry" when the name says the food is canned, dried or packed in brine/oil/water/syrup/juice/sauce
 *     and the matched food has a shelf-stable form (pantry life ≥ SHELF_STABLE_MIN_DAYS):
 *     "Tuna Chunks in Spring Water", "Dried Basil", "Canned Sweetcorn" (so best-before estimates use
 *     the can's life, not the fresh food's);
 *  3. the matched food's category ("produce", "dairy", "meat", "pantry", "beverages", "snacks", "other");
 *  4. a keyword hint (CATEGORY_HINTS), else "other". Non-food products → "other".
 * Input: free text. Output: one of PANTRY_CATEGORIES except "item". Never throws.
 */
export function categoryFor(name: string): string {
  if (typeof name !== "string") return "other";
  const tokens = keyTokens(name);
  if (tokens.length === 0 || isNonFood(tokens)) return "other";
  if (tokens.includes("frozen")) return "frozen";
  const match = matchFood(name);
  if (match) {
    const pantryDays = match.food.shelfLifeDays?.pantry ?? 0;
    if (pantryDays >= SHELF_STABLE_MIN_DAYS && saysShelfStable(tokens)) return "pantry";
    return match.food.category;
  }
  for (let i = tokens.length - 1; i >= 0; i--) {
    const hint = ownValue(CATEGORY_HINTS, tokens[i]);
    if (hint) return hint;
  }
  return "other";
}
