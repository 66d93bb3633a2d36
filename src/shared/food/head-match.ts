/**
 * Reading a product name for what the product *is*: its head. English product names put the head
 * noun last and the words before it say which kind ("cream crackers" and "sugar crackers" are
 * crackers); shop titles also write the flavour after the product ("Sparkling Water Berry",
 * "Kombucha, Grapefruit") and packing or cut words after the food ("Fish Ball Case", "lamb leg
 * steaks"). This module finds that head and the knowledge-base food it names, or says that the
 * head is a word the knowledge base does not know (so callers answer "unknown", not a wrong food).
 *
 * Steps (`readHead`):
 *  1. Tokens in reading order: the product tokens (sizes, counts, codes and brands dropped) of each
 *     comma part, the first part last ("Kombucha, Grapefruit" → grapefruit kombucha).
 *  2. The head range ends at the first connector ("tuna in brine", "chicken with herbs"); the part
 *     after it is read as well and wins when the first part's head is only a flavour or a class
 *     word names the product ("Lemon with Electrolytes Water Beverage").
 *  3. Head word: the last word of the range that is not a descriptor, packing word, colour,
 *     claim ("gluten free", "no sugar added") or flavour marked as such ("Cheddar Flavor").
 *  4. The longest food run covering the head word is the head food; a cut word after a protein
 *     gives the protein ("lamb leg steaks" → lamb), a flavour after a product gives the product.
 *  5. No food covers the head word: a cut word after a protein gives the protein ("fish balls"),
 *     a class word ("bar", "drink") a category; a product followed by at most two unknown words
 *     is a variant of it ("Haribo Starmix"; trailing, less sure); else the head is unknown.
 *  6. An unknown head in shelf-label order ("BEANS RED KIDNEY") is read with its first word last.
 */
import { ownValue } from "../own-key";
import { PACKING_MEDIA } from "./data/lexicon";
import { CHEESE_FORM_WORDS, CLASS_WORDS, CUT_WORDS, FLAVOURED_ROLES } from "./data/product-words";
import { connectorAt, flavourOnly, headIndex, isFlavourFood, isNoiseWord, skipped } from "./head-words";
import { type Hit, findHits, hitEndingBy, readingTokens } from "./name-runs";
import { foodNearWord } from "./typo";
import type { PantryCategory } from "./types";

/** What a range of a name is headed by. */
export type Head =
  | { kind: "food"; hit: Hit; sure: boolean; trailing?: boolean }
  | { kind: "class"; index: number; category: Exclude<PantryCategory, "item"> }
  | { kind: "unknown"; index: number }
  | { kind: "none" };

/** A name read for its head (see the module comment). */
export interface HeadReading {
  tokens: string[];
  hits: Hit[];
  head: Head;
}

/**
 * True when no unknown word stands right before `hit` (a known food or class word, or nothing but
 * descriptors, does), the food is not the last of a list ("salt and pepper" names two foods, not a
 * kind of pepper) and not a flavour after a flavour ("Honey Nut" may be the flavour of a product
 * it does not name). Colours, claims and marketing words count as unknown here ("Whole Grain
 * Oats", "Black Cream": they may name another kind).
 */
function knownBefore(tokens: readonly string[], hits: readonly Hit[], from: number, hit: Hit): boolean {
  const start = hit.start;
  if (start - 1 >= from && (tokens[start - 1] === "and" || tokens[start - 1] === "or")) return false;
  let i = start - 1;
  while (i >= from && isNoiseWord(tokens[i])) i--;
  if (i < from) return true;
  const modifier = hits.find((h) => h.start <= i && i < h.end);
  if (modifier) return modifier.food.id === hit.food.id || !(isFlavourFood(modifier.food) && isFlavourFood(hit.food));
  return ownValue(CLASS_WORDS, tokens[i]) !== undefined;
}

/**
 * The food a class word right after it only shapes or groups: a frozen dessert before "bar",
 * "bite" or "sandwich" ("Sorbet Bars", "Gelato Bites"), a snack before "mix" ("Pretzel Mix",
 * "Chocolate Candy Mix"; a cake or pudding mix stays a mix). Packing and descriptor words
 * between are allowed. Null otherwise.
 */
function productShapedBy(tokens: readonly string[], hits: readonly Hit[], from: number, h: number): Hit | null {
  let end = h;
  while (end - 1 >= from && isNoiseWord(tokens[end - 1])) end--;
  const before = hitEndingBy(hits, from, end, (x) => x.end === end);
  if (!before) return null;
  const { category, role } = before.food;
  if (category === "frozen" && role === "snack") return before;
  return tokens[h] === "mix" && category === "snacks" ? before : null;
}

/** A food head; sure when the run names a kind by itself ("cream crackers") or a known word qualifies it. */
const foodHead = (tokens: readonly string[], hits: readonly Hit[], from: number, hit: Hit): Head => ({
  kind: "food",
  hit,
  sure: hit.end - hit.start > 1 || knownBefore(tokens, hits, from, hit),
});

/**
 * The food a cut or shape word at index `at` belongs to: a protein run ending right before it
 * ("lamb leg steaks", "fish balls"), or a cheese run when the word is a cheese shape ("Goat Cheese
 * Crumbles"); packing, descriptor and other cut words between are allowed. Null when there is none.
 */
function shapedFoodBefore(tokens: readonly string[], hits: readonly Hit[], from: number, at: number): Hit | null {
  const cheese = CHEESE_FORM_WORDS.has(tokens[at]);
  const accept = (h: Hit, end: number) => h.end === end && (h.food.role === "protein" || (cheese && h.food.role === "cheese"));
  let end = at;
  while (end - 1 >= from && (skipped(tokens, end - 1, at) || CUT_WORDS.has(tokens[end - 1]))) {
    const p = hitEndingBy(hits, from, end, (h) => accept(h, end));
    if (p) return p;
    end--;
  }
  return hitEndingBy(hits, from, end, (h) => accept(h, end));
}

/** True when tokens[i] shapes the food before it: a cut of meat or fish, or a cheese shape. */
const isShapeWord = (t: string): boolean => CUT_WORDS.has(t) || CHEESE_FORM_WORDS.has(t);

/**
 * A product food followed only by up to two unknown words before the unknown head word `h`
 * ("Haribo Starmix", "Gatorade Cool Blue", "Mac & Cheese Dinner"): a variant name after the
 * product. A flavour there says nothing ("Vanilla Pudding" is not vanilla), so it never counts.
 */
function productBefore(tokens: readonly string[], hits: readonly Hit[], from: number, h: number): Hit | null {
  let unknown = 0;
  for (let i = h; i >= from; i--) {
    const hit = hitEndingBy(hits, from, i + 1, (x) => x.end === i + 1);
    if (hit)
      return isFlavourFood(hit.food) || tokens.slice(hit.start, hit.end).every((_t, k) => skipped(tokens, hit.start + k, h + 1))
        ? null
        : hit;
    if (!skipped(tokens, i, h + 1) && ++unknown > 2) return null;
  }
  return null;
}

/** The product a trailing flavour belongs to: a class word or a commonly flavoured food before it, or null. */
function flavouredProduct(tokens: readonly string[], hits: readonly Hit[], from: number, flavour: Hit): Head | null {
  const product = hitEndingBy(
    hits,
    from,
    flavour.start,
    (x) => !isFlavourFood(x.food) && FLAVOURED_ROLES.has(x.food.role) && !skipped(tokens, x.end - 1, flavour.start),
  );
  for (let i = flavour.start - 1; i > from && i >= (product?.end ?? from); i--) {
    const category = ownValue(CLASS_WORDS, tokens[i]);
    if (category && !skipped(tokens, i, flavour.start) && !hits.some((x) => x.start <= i && i < x.end) && headIndex(tokens, from, i) >= 0) {
      return { kind: "class", index: i, category };
    }
  }
  return product ? foodHead(tokens, hits, from, product) : null;
}

/** The head of tokens[from..to) (steps 3–5 of the module comment). */
function resolve(tokens: readonly string[], hits: readonly Hit[], from: number, to: number): Head {
  const h = headIndex(tokens, from, to);
  if (h < 0) return { kind: "none" };
  let cover: Hit | null = null;
  for (const x of hits) {
    if (x.start > h || x.end <= h || x.start < from) continue;
    if (!cover || x.end - x.start > cover.end - cover.start || (x.end - x.start === cover.end - cover.start && x.end > cover.end))
      cover = x;
  }
  if (!cover) {
    if (isShapeWord(tokens[h])) {
      const p = shapedFoodBefore(tokens, hits, from, h);
      if (p) return foodHead(tokens, hits, from, p);
    }
    const category = ownValue(CLASS_WORDS, tokens[h]);
    const shaped = category ? productShapedBy(tokens, hits, from, h) : null;
    if (shaped) return foodHead(tokens, hits, from, shaped);
    if (category) return { kind: "class", index: h, category };
    const named = productBefore(tokens, hits, from, h);
    if (named) return { kind: "food", hit: named, sure: false, trailing: true };
    // A misspelt head word, or a misspelt meat before its cut ("Beef Sasuage Links"): a guess.
    const at = foodNearWord(tokens[h]) ? h : isShapeWord(tokens[h]) && h - 1 >= from ? h - 1 : -1;
    const misspelt = at >= 0 ? foodNearWord(tokens[at]) : null;
    return misspelt
      ? { kind: "food", hit: { start: at, end: at + 1, food: misspelt }, sure: false, trailing: true }
      : { kind: "unknown", index: h };
  }
  if (cover.end - cover.start === 1 && isShapeWord(tokens[cover.start])) {
    const p = shapedFoodBefore(tokens, hits, from, cover.start);
    if (p) return foodHead(tokens, hits, from, p);
  }
  const flavoured = flavourOnly(tokens, cover) ? flavouredProduct(tokens, hits, from, cover) : null;
  return flavoured ?? foodHead(tokens, hits, from, cover);
}

/** Index of the head word of a head, or -1. */
const headWordAt = (head: Head): number => (head.kind === "food" ? head.hit.end - 1 : head.kind === "none" ? -1 : head.index);

/**
 * True when the part after a connector names the product better than the part before it: the
 * first part has no head word, or only a flavour or an unknown word while the tail's head is a
 * class word ("… with Whole Grain Topped with Sea Salt" no; "Lemon with Electrolytes Water
 * Beverage", "Tuscan Bean with Kale and Millet Soup" yes); never a packing medium after "in"
 * ("Peaches in Juice" are peaches).
 */
function tailWins(tokens: readonly string[], cut: number, first: Head, tail: Head): boolean {
  if (tail.kind === "none" || tail.kind === "unknown") return false;
  // What a food is packed in is never the product ("Peaches in Juice", "Pears in Light Syrup").
  if (tokens[cut] === "in" && first.kind !== "none" && PACKING_MEDIA.has(tokens[headWordAt(tail)])) return false;
  if (first.kind === "none") return true;
  const tailIsClass = tail.kind === "class" || ownValue(CLASS_WORDS, tokens[headWordAt(tail)]) !== undefined;
  if (first.kind === "unknown") return tailIsClass;
  if (first.kind === "class") return false;
  if (!isFlavourFood(first.hit.food)) return false;
  return tailIsClass || (tail.kind === "food" && !isFlavourFood(tail.hit.food));
}

/**
 * The head of the whole token list: the part before the first connector, or the part after it
 * when that names the product better (tailWins).
 */
function headOf(tokens: readonly string[], hits: readonly Hit[]): Head {
  const cut = connectorAt(tokens);
  const first = resolve(tokens, hits, 0, cut);
  if (cut >= tokens.length) return first;
  const tail = resolve(tokens, hits, cut + 1, tokens.length);
  return tailWins(tokens, cut, first, tail) ? tail : first;
}

/**
 * Reads a name for its head (steps of the module comment). Input: free text. Output: the reading
 * tokens, every food run in them and the head. Never throws; "" gives head kind "none".
 */
export function readHead(text: string): HeadReading {
  const tokens = readingTokens(text);
  const hits = findHits(tokens);
  const head = headOf(tokens, hits);
  const first = tokens.findIndex((_t, i) => !skipped(tokens, i, tokens.length));
  if (head.kind !== "unknown" || first < 0 || first > head.index || connectorAt(tokens) < tokens.length) return { tokens, hits, head };
  // Shelf-label order, head first ("BEANS RED KIDNEY"): read the first word last; kept only when
  // it then closes a known name together with the words before it ("red kidney beans", "black beans").
  const rotated = [...tokens.slice(0, first), ...tokens.slice(first + 1), tokens[first]];
  const rotatedHits = findHits(rotated);
  const second = headOf(rotated, rotatedHits);
  if (second.kind === "food" && second.hit.end === rotated.length && second.hit.start < rotated.length - 1) {
    return { tokens: rotated, hits: rotatedHits, head: second };
  }
  return { tokens, hits, head };
}
