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
 *     word names the product ("Lemon with Electrolytes Water Beverage"), or when it ends the name
 *     with a dish ("Tomato Mozzarella with Pesto Pizza", "Chicken with Rice Soup").
 *  3. Head word: the last word of the range that is not a descriptor, packing word, colour,
 *     claim ("gluten free", "no sugar added") or flavour marked as such ("Cheddar Flavor"); the
 *     cream of "… Peaches & Cream" is a flavour, so the name is read without it.
 *  4. The longest food run covering the head word is the head food; a cut word after a protein
 *     gives the protein ("lamb leg steaks" → lamb), a flavour after a product gives the product,
 *     a frozen dessert before a bar or sandwich gives the dessert ("Ice Cream Candy Bars").
 *  5. No food covers the head word: a cut word after a protein gives the protein ("fish balls"),
 *     a cup or bowl after soup or instant noodles gives that food ("Miso Soup Cup"), "bark" after
 *     chocolate or another sweet that sweet, a class word ("bar", "drink") a category; a product
 *     followed by at most two unknown words
 *     is a variant of it ("Haribo Starmix"; trailing, less sure); else the head is unknown.
 *  6. An unknown head in shelf-label order ("BEANS RED KIDNEY") is read with its first word last.
 */
import { ownValue } from "../own-key";
import { PACKING_MEDIA } from "./data/lexicon";
import { CLASS_WORDS, FLAVOUR_FOOD_IDS } from "./data/product-words";
import {
  DRINK_MIX_WORDS,
  type Head,
  flavouredProduct,
  foodHead,
  isShapeWord,
  productBefore,
  productBeforeProtein,
  productShapedBy,
  shapedFoodBefore,
} from "./head-parts";
import { connectorAt, flavourOnly, headIndex, isCreamOfFlavour, isFlavourFood, isNoiseWord, skipped } from "./head-words";
import { type Hit, findHits, hitEndingBy, readingTokens } from "./name-runs";
import { foldText, keyTokens } from "./normalize";
import { foodNearWord } from "./typo";

export type { Head } from "./head-parts";

/** A name read for its head (see the module comment). */
export interface HeadReading {
  tokens: string[];
  hits: Hit[];
  head: Head;
}

/** The head of tokens[from..to) (steps 3–5 of the module comment). */
function resolve(tokens: readonly string[], hits: readonly Hit[], from: number, to: number, plural: ReadonlySet<string>): Head {
  const h = headIndex(tokens, from, to);
  if (h < 0) return { kind: "none" };
  // "Oatmeal Peaches & Cream": the flavour ends at the fruit; read the name without "and cream".
  if (isCreamOfFlavour(tokens, from, h)) return resolve(tokens, hits, from, h - 1, plural);
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
    const shaped = (category ? productShapedBy(tokens, hits, from, h) : null) ?? soupInContainer(tokens, hits, from, h);
    if (shaped) return foodHead(tokens, hits, from, shaped);
    // A drink class word before a mix ("Matcha Latte Mix", "Smoothie Powder") names a drink mix.
    if (DRINK_MIX_WORDS.has(tokens[h]) && h - 1 >= from && ownValue(CLASS_WORDS, tokens[h - 1]) === "beverages")
      return { kind: "class", index: h - 1, category: "beverages" };
    if (category) return { kind: "class", index: h, category };
    const sweet = tokens[h] === "bark" ? hitEndingBy(hits, from, h, (x) => x.food.category === "snacks" && x.food.role === "snack") : null;
    if (sweet) return foodHead(tokens, hits, from, sweet); // "Dark Chocolate Almond Bark" is chocolate
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
  const frozen = frozenDessertShaping(tokens, hits, from, cover);
  if (frozen) return foodHead(tokens, hits, from, frozen);
  const flavoured = trailingFlavourHead(tokens, hits, from, cover, plural);
  const kind = !flavoured && cover.food.role === "protein" ? productBeforeProtein(tokens, hits, from, cover) : null;
  return flavoured ?? kind ?? foodHead(tokens, hits, from, cover);
}

/** Containers soup and instant noodles are sold in, ready to heat ("Miso Soup Cup", "Noodle Soup Bowl"). */
const SOUP_CONTAINERS: ReadonlySet<string> = new Set(["bowl", "cup"]);
/** Foods sold shelf-stable in a bowl or cup (a rice or pasta bowl is a freezer meal). */
const CONTAINER_SOUPS: ReadonlySet<string> = new Set(["soup", "instant-noodles"]);

/**
 * The soup or instant noodles a container word at index `h` holds ("Udon Noodle Soup Bowl" is
 * soup, "Miso Soup Cup" too), or null.
 */
function soupInContainer(tokens: readonly string[], hits: readonly Hit[], from: number, h: number): Hit | null {
  if (!SOUP_CONTAINERS.has(tokens[h])) return null;
  let end = h;
  while (end - 1 >= from && isNoiseWord(tokens[end - 1])) end--;
  return hitEndingBy(hits, from, end, (x) => x.end === end && CONTAINER_SOUPS.has(x.food.id));
}

/** Last words of a sweet that a frozen dessert before it is shaped as ("Ice Cream Candy Bars", "Gelato Cookie Sandwiches"). */
const FROZEN_DESSERT_SHAPES: ReadonlySet<string> = new Set(["bar", "sandwich", "bite", "cone", "pop"]);

/**
 * The frozen dessert (ice cream, gelato, sorbet, frozen yogurt) right before a sweet whose last
 * word is a bar, sandwich, bite, cone or pop ("Peanut Butter Ice Cream Candy Bars" are ice cream,
 * not a candy bar), or null.
 */
function frozenDessertShaping(tokens: readonly string[], hits: readonly Hit[], from: number, cover: Hit): Hit | null {
  if (!FROZEN_DESSERT_SHAPES.has(tokens[cover.end - 1]) || cover.food.category !== "snacks") return null;
  let end = cover.start;
  while (end - 1 >= from && isNoiseWord(tokens[end - 1])) end--;
  return hitEndingBy(hits, from, end, (x) => x.end === end && x.food.category === "frozen" && x.food.role === "snack");
}

/** Roles of foods that titles write after a product as its flavour although they are products too ("Birthday Cake", "Brown Sugar"). */
const TITLE_FLAVOUR_ROLES: ReadonlySet<string> = new Set(["sweetener", "snack", "cheese", "spice"]);

/**
 * The product a trailing food is the flavour of (title order, "Sparkling Water Berry", "Granola
 * Bars Peanut Butter"), or null when the trailing food is the head (English order, "Tamari
 * Almonds"). A plural word is a head noun, so it decides between the orders: a flavour food
 * (head-words.ts) follows its product unless it is plural nuts after a singular word ("Everything
 * Bagel Almonds"); a food that is also a product (peanut butter, brown sugar, cake) is a flavour
 * only after a plural product ("Protein Bars Birthday Cake").
 */
function trailingFlavourHead(
  tokens: readonly string[],
  hits: readonly Hit[],
  from: number,
  cover: Hit,
  plural: ReadonlySet<string>,
): Head | null {
  const isPlural = (head: Head | null) => head !== null && head.kind !== "none" && plural.has(tokens[headWordAt(head)]);
  if (flavourOnly(tokens, cover)) {
    const product = flavouredProduct(tokens, hits, from, cover);
    const nutsNamed = cover.food.role === "nut" && plural.has(tokens[cover.end - 1]);
    return nutsNamed && !isPlural(product) ? null : product;
  }
  const food = cover.food;
  if (!FLAVOUR_FOOD_IDS.has(food.id) && !TITLE_FLAVOUR_ROLES.has(food.role)) return null;
  const product = flavouredProduct(tokens, hits, from, cover);
  return isPlural(product) ? product : null;
}

/** Index of the head word of a head, or -1. */
const headWordAt = (head: Head): number => (head.kind === "food" ? head.hit.end - 1 : head.kind === "none" ? -1 : head.index);

/** Dishes that, named last, are the product whatever the toppings before them ("… with Pesto Pizza"). */
const WHOLE_DISH_IDS: ReadonlySet<string> = new Set(["pizza", "soup", "burrito"]);

/**
 * True when the part after a connector names the product better than the part before it: a dish
 * named last after "with" ("Tomato Mozzarella with Pesto Pizza"), or the
 * first part has no head word, or only a flavour or an unknown word while the tail's head is a
 * class word ("… with Whole Grain Topped with Sea Salt" no; "Lemon with Electrolytes Water
 * Beverage", "Tuscan Bean with Kale and Millet Soup" yes); never a packing medium after "in"
 * ("Peaches in Juice" are peaches).
 */
function tailWins(tokens: readonly string[], cut: number, first: Head, tail: Head): boolean {
  if (tail.kind === "none" || tail.kind === "unknown") return false;
  // A dish named last after "with" is the product ("Tomato Mozzarella with Pesto Pizza").
  if (tokens[cut] === "with" && tail.kind === "food" && WHOLE_DISH_IDS.has(tail.hit.food.id) && tail.hit.end === tokens.length)
    return first.kind !== "food" || !WHOLE_DISH_IDS.has(first.hit.food.id);
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
function headOf(tokens: readonly string[], hits: readonly Hit[], plural: ReadonlySet<string>): Head {
  const cut = connectorAt(tokens);
  const first = resolve(tokens, hits, 0, cut, plural);
  if (cut >= tokens.length) return first;
  const tail = resolve(tokens, hits, cut + 1, tokens.length, plural);
  return tailWins(tokens, cut, first, tail) ? tail : first;
}

/** Key forms of the words a text writes in the plural ("Granola Bars" → {"bar"}). */
function pluralKeys(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of foldText(text).split(" ")) {
    const key = w.endsWith("s") ? keyTokens(w)[0] : undefined;
    if (key && key !== w) out.add(key);
  }
  return out;
}

/**
 * Reads a name for its head (steps of the module comment). Input: free text. Output: the reading
 * tokens, every food run in them and the head. Never throws; "" gives head kind "none".
 */
export function readHead(text: string): HeadReading {
  const tokens = readingTokens(text);
  const hits = findHits(tokens);
  const plural = pluralKeys(text);
  const head = headOf(tokens, hits, plural);
  const first = tokens.findIndex((_t, i) => !skipped(tokens, i, tokens.length));
  if (head.kind !== "unknown" || first < 0 || first > head.index || connectorAt(tokens) < tokens.length) return { tokens, hits, head };
  // Shelf-label order, head first ("BEANS RED KIDNEY"): read the first word last; kept only when
  // it then closes a known name together with the words before it ("red kidney beans", "black beans").
  const rotated = [...tokens.slice(0, first), ...tokens.slice(first + 1), tokens[first]];
  const rotatedHits = findHits(rotated);
  const second = headOf(rotated, rotatedHits, plural);
  if (second.kind === "food" && second.hit.end === rotated.length && second.hit.start < rotated.length - 1) {
    return { tokens: rotated, hits: rotatedHits, head: second };
  }
  return { tokens, hits, head };
}
