/**
 * Matching free-text product names (typed, scanned, read from receipts) and ingredient lines to
 * knowledge-base foods, and filing them under a SPEC §3 category.
 *
 * How a name is matched (details in head-match.ts):
 *  1. Non-food products ("dish soap", "cat food", "Foam Plates") → null (category "item").
 *  2. The whole folded name is a known name/alias → score 1.
 *  3. Otherwise sizes, counts, item codes and brands are dropped and the *head* of the name is
 *     read: its last meaningful word before a connector, with the food that covers it ("cream
 *     crackers" and "sugar crackers" are crackers, "fish balls" fish, "Sparkling Water Berry"
 *     water). A head the knowledge base does not know gives null ("unknown"), never a food that
 *     only qualifies it ("Vanilla Pudding" is not vanilla extract).
 * Score: 1 exact; 0.95 when the head food covers every meaningful word; 0.9 when it covers the
 * head and the word before it is known (or there is none); 0.8 when an unknown word qualifies the
 * head ("Zogwort Spaghetti") or it ends a list ("salt and pepper"); 0.7 for a product followed by
 * an unknown variant name ("Haribo Starmix"); a name with no head word falls back to its last
 * food, 0.5–0.8. Callers treat ≥ 0.9 as "this is that food" and < 0.9 as a guess.
 */
import { FOOD_INDEX, getFood } from "./catalog";
import { DESCRIPTOR_WORDS } from "./data/lexicon";
import { type HeadReading, readHead } from "./head-match";
import type { Hit } from "./name-runs";
import { hasNonFoodWord, nonFoodStrength } from "./non-food";
import { keyTokens } from "./normalize";
import { categoryOfReading } from "./product-category";
import { isBabyFood } from "./product-forms";
import type { Food, FoodMatch, PantryCategory } from "./types";

const KEYS = FOOD_INDEX.keys;
const round2 = (n: number) => Math.round(n * 100) / 100;

function contentCount(tokens: readonly string[], from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (!DESCRIPTOR_WORDS.has(tokens[i])) n++;
  return n;
}

/** The food a head reading names, with its score (see the module comment), or null. */
function foodOfReading(r: HeadReading): FoodMatch | null {
  const { tokens, hits, head } = r;
  if (head.kind === "food") {
    const { start, end, food } = head.hit;
    const all = contentCount(tokens, 0, tokens.length);
    const score = head.trailing ? 0.7 : contentCount(tokens, start, end) >= all ? 0.95 : head.sure ? 0.9 : 0.8;
    return { food, score };
  }
  if (head.kind !== "none" || hits.length === 0) return null;
  let best: Hit = hits[0];
  for (const h of hits) if (h.end > best.end || (h.end === best.end && h.end - h.start > best.end - best.start)) best = h;
  const all = Math.max(1, contentCount(tokens, 0, tokens.length));
  return { food: best.food, score: round2(Math.min(0.8, 0.5 + (0.4 * contentCount(tokens, best.start, best.end)) / all)) };
}

/** Foods that are baby food already; any other food named on a baby-food product becomes BABY_FOOD. */
const BABY_FOOD_IDS: ReadonlySet<string> = new Set(["baby-food", "baby-cereal", "baby-snacks", "infant-formula"]);
const BABY_FOOD = getFood("baby-food");

/**
 * A product that says it is baby food ("Stage 2 Pears & Spinach", product-forms.ts) is baby food,
 * not the fruit or meat in it: diet flags still see those (matchFoodRuns), the pantry does not
 * count a jar of purée as pears. Other matches pass through.
 */
function asBabyFood(raw: readonly string[], match: FoodMatch | null): FoodMatch | null {
  if (!BABY_FOOD || !isBabyFood(raw) || (match && BABY_FOOD_IDS.has(match.food.id))) return match;
  return { food: BABY_FOOD, score: Math.min(0.8, match?.score ?? 0.8) };
}

/** Everything the matcher knows about one name: key tokens, head reading, non-food strength, food. */
function examine(name: string) {
  const raw = keyTokens(name);
  const reading = readHead(name);
  const nonFood = nonFoodStrength(raw, reading);
  const exact = nonFood ? undefined : KEYS.get(raw.join(" "));
  const match: FoodMatch | null = nonFood ? null : exact ? { food: exact, score: 1 } : asBabyFood(raw, foodOfReading(reading));
  return { raw, reading, nonFood, match };
}

/**
 * The knowledge-base food a product name or ingredient line stands for.
 * Input: free text, e.g. "Barilla Spaghetti No.5 500g", "Organic Free Range Large Eggs 12 pack",
 * "beans, black", "2 cups all-purpose flour", "L 2174 Ark Sarsaparilla". Tolerates case, accents,
 * punctuation, plurals, sizes/counts, item codes, brand and marketing words, receipt abbreviations
 * and "X, Y" word order. Output: { food, score } with score in (0, 1] (1 = exact name/alias), or
 * null when the head of the name is unknown ("xyzzy", "Vanilla Pudding Cups" if puddings were
 * unknown), the text names a non-food product ("AA batteries") or is empty.
 * Cost: a few Map look-ups per word (no scan over all foods); well under 50 µs per call.
 */
export function matchFood(name: string): FoodMatch | null {
  if (typeof name !== "string" || name.trim() === "") return null;
  const { match } = examine(name.trim());
  return match ? { food: match.food, score: round2(match.score) } : null;
}

/** One food found in a text: `tokens[start..end)` of the text's reading tokens name `food`. */
export interface FoodRun {
  food: Food;
  start: number;
  end: number;
}

/**
 * Every food named in a text, with where it was found: the text's reading tokens (product tokens,
 * comma parts reordered; see head-match.ts) and the non-overlapping runs that name foods, chosen
 * longest first ("peanut butter" is one food, not peanuts + butter; "cream crackers" one, not cream
 * + crackers; equal lengths: the later run), returned in text order. Rules that must see every
 * food use it (diet flags: "chicken noodle soup" → chicken, noodles, soup) and can then look at the
 * words no food covers. Input: free text. Output: { tokens, runs } (runs = [] for non-food or
 * unknown text). Never throws.
 */
export function matchFoodRuns(name: string): { tokens: string[]; runs: FoodRun[] } {
  if (typeof name !== "string") return { tokens: [], runs: [] };
  const raw = keyTokens(name);
  const reading = readHead(name);
  const tokens = reading.tokens;
  if (tokens.length === 0 || hasNonFoodWord(raw) || nonFoodStrength(raw, reading)) return { tokens, runs: [] };
  const hits = [...reading.hits].sort((a, b) => b.end - b.start - (a.end - a.start) || b.end - a.end);
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

/** A product name filed: its food (null = unknown or non-food), SPEC §3 category and confidence 0–1. */
export interface ProductClass {
  food: Food | null;
  category: PantryCategory;
  confidence: number;
}

/**
 * Files a product name: the food `matchFood` finds and the SPEC §3 category (rules in
 * product-category.ts: non-food → "item"; "frozen" → frozen; canned/dried forms → pantry; the
 * food's category; a class word such as "bar" or "drink"; else "other"), with a confidence in
 * 0–1 (the food's score; lower for class words and guesses, 0.1 for "other").
 * Input: free text. Output: ProductClass. Never throws.
 */
export function classifyProduct(name: string): ProductClass {
  if (typeof name !== "string" || name.trim() === "") return { food: null, category: "other", confidence: 0 };
  const { raw, reading, nonFood, match } = examine(name.trim());
  const { category, confidence } = categoryOfReading(raw, reading, nonFood, match);
  return { food: match?.food ?? null, category, confidence: round2(confidence) };
}

/**
 * SPEC §3 pantry category for a product name (`classifyProduct(name).category`): one of
 * PANTRY_CATEGORIES; "item" for non-food products ("Dish Soap", "Cat Food", "AA Batteries"),
 * "other" when nothing says what the product is. Never throws.
 */
export function categoryFor(name: string): string {
  return classifyProduct(name).category;
}
