/**
 * A food's name in the number its amount asks for: "1 bell pepper", "2 eggs", "½ onion",
 * "1½ onions", "1 pre-baked pizza crust" — while mass nouns stay as written ("2 garlic" is not
 * "2 garlics"; "rice", "salt", "milk" never change).
 *
 * Where the forms come from: the food knowledge base when it knows the food (matchFood with a
 * score ≥ 0.9: its irregular `plural`, and its culinary role — spices, herbs, oils, liquids,
 * grains, pasta, sauces, sweeteners, baking goods, dairy and cheese are mass nouns unless counted
 * in pieces or given a plural); otherwise English rules: the lexicon's irregular plurals and the
 * singularize rule of src/shared/food/normalize.ts, "-y" → "-ies", "-s/-x/-z/-ch/-sh" → "-es", and
 * a short list of mass nouns (MASS_WORDS). Only the head word is changed: the last word before a
 * comma, a parenthesis, "or", "with" or "for" ("chicken breasts, skinless" → "chicken breast, skinless").
 * Number agreement follows the kitchen rule of amount-words.ts: singular up to 1, plural above.
 */
import { matchFood } from "../food/match";
import { singularize } from "../food/normalize";
import type { Food, FoodRole } from "../food/types";

/** Head words that stay as written with any number (mass nouns and invariant plurals). */
const MASS_WORDS = new Set(
  `rice garlic salt pepper milk flour sugar water butter oil cream cheese yogurt yoghurt honey spinach kale broccoli
   cauliflower celery asparagus parsley basil cilantro coriander dill thyme rosemary oregano mint sage ginger pasta spaghetti
   couscous quinoa bulgur oats cinnamon cumin paprika turmeric vinegar stock broth juice wine beer coffee tea bread chocolate
   mayonnaise mayo ketchup mustard jam meat beef pork lamb mince fish salmon tuna cod trout shrimp squid tofu tempeh corn
   feta mozzarella ricotta parmesan cheddar yeast soda cornstarch cornflour starch cocoa syrup sauce paste puree purée zest
   ice dough granola cereal lard gelatin gelatine molasses hummus grits greens`.split(/\s+/),
);

/** Words ending in "s" that are singular. */
const SINGULAR_S = new Set([
  "asparagus",
  "hummus",
  "couscous",
  "molasses",
  "swiss",
  "citrus",
  "octopus",
  "bass",
  "cress",
  "anise",
  "series",
  "species",
]);

/** English irregular plurals (singular → plural) beyond the -ies/-es/-s rules. */
const PLURALS: ReadonlyMap<string, string> = new Map([
  ["leaf", "leaves"],
  ["loaf", "loaves"],
  ["half", "halves"],
  ["knife", "knives"],
  ["calf", "calves"],
  ["tomato", "tomatoes"],
  ["potato", "potatoes"],
  ["mango", "mangoes"],
  ["chili", "chilies"],
  ["chilli", "chillies"],
  ["goose", "geese"],
  ["mouse", "mice"],
]);

const MASS_ROLES: ReadonlySet<FoodRole> = new Set([
  "spice",
  "herb",
  "fat",
  "liquid",
  "grain",
  "pasta",
  "sweetener",
  "baking",
  "condiment",
  "sauce",
  "beverage",
  "dairy",
  "cheese",
]);

const WORD = /[\p{L}'’-]+/gu;

/** The head word of a name: [start, end) of the last word before ",", "(", " or ", " with ", " for ". */
function headWord(name: string): [number, number] | null {
  const cut = name.search(/,|\(|\s(?:or|with|for|and)\s/i);
  const segment = cut < 0 ? name : name.slice(0, cut);
  let last: [number, number] | null = null;
  for (const m of segment.matchAll(WORD)) last = [m.index, m.index + m[0].length];
  return last;
}

/** Singular of one lower-case word by English rules (normalize.ts singularize, accent-safe). */
function singularWord(word: string): string {
  if (SINGULAR_S.has(word) || word.length <= 3) return word;
  if (/^[a-z]+$/.test(word)) return singularize(word);
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** Plural of one lower-case singular word by English rules. */
function pluralWord(word: string): string {
  const irregular = PLURALS.get(word);
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The knowledge-base food a name surely is (score ≥ 0.9), or null. */
function knownFood(name: string): Food | null {
  const m = matchFood(name);
  return m && m.score >= 0.9 ? m.food : null;
}

/** True when the knowledge base surely knows the food a name says (score ≥ 0.9): an English name it can inflect. */
export function knowsFood(name: string): boolean {
  return knownFood(name) !== null;
}

/** Last word of a knowledge-base text ("cherry tomatoes" → "tomatoes"). */
const lastWord = (text: string) => text.slice(text.lastIndexOf(" ") + 1);

/**
 * True when a food name is a mass noun that keeps its form with any number ("garlic", "basmati
 * rice", "black pepper", "olive oil"); false for things counted ("bell pepper", "egg").
 */
export function isMassNoun(name: string): boolean {
  const head = headWord(name);
  if (!head) return true;
  const word = singularWord(name.slice(head[0], head[1]).toLowerCase());
  const food = knownFood(name);
  const knowsHead =
    food !== null && [food.name, ...(food.plural ? [food.plural] : []), ...food.aliases].some((t) => singularWord(lastWord(t)) === word);
  // "bell pepper" is counted, "black pepper" is not: the knowledge base knows which.
  if (word === "pepper") return !(food && knowsHead && food.role === "vegetable");
  if (MASS_WORDS.has(word)) return true;
  return food !== null && knowsHead && MASS_ROLES.has(food.role) && food.defaultUnit !== "pieces" && food.plural === undefined;
}

/** `form` in the letter case of `like` ("Peppers" + "pepper" → "Pepper"). */
function sameCase(like: string, form: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return form.toUpperCase();
  if (like[0] !== like[0].toLowerCase()) return form[0].toUpperCase() + form.slice(1);
  return form;
}

/**
 * A food name in the number that goes with `count` (kitchen rule: singular for 0 < count ≤ 1).
 * Mass nouns and names without a word are returned unchanged; the head word takes the knowledge
 * base's form when it knows the food, else the English rule (a word with letters outside a–z that
 * the knowledge base does not know is left as written: it is likely not English); letter case is kept.
 * Examples: ("Bell peppers", 1) → "Bell pepper"; ("egg", 2) → "eggs"; ("tomato", 3) → "tomatoes";
 * ("garlic", 2) → "garlic"; ("onion", 0.5) → "onion"; ("onion", 1.5) → "onions".
 * `writtenFor`, when given, is the number the source wrote the name with: a food the knowledge base
 * does not know keeps the name as written when `count` is on the same side of 1 ("2 Zwiebel" stays).
 */
export function nounForCount(name: string, count: number, writtenFor?: number): string {
  const head = headWord(name);
  if (!head || isMassNoun(name)) return name;
  const original = name.slice(head[0], head[1]);
  const word = original.toLowerCase();
  const food = knownFood(name);
  // A food the knowledge base does not know keeps the form its source wrote for the same number.
  if (food === null && writtenFor !== undefined && (writtenFor > 0 && writtenFor <= 1) === (count > 0 && count <= 1)) return name;
  const kbPlural = food?.plural ? lastWord(food.plural) : null;
  const kbSingular = food ? singularWord(lastWord(food.name)) : null;
  const singular = kbPlural !== null && word === kbPlural && kbSingular ? kbSingular : singularWord(word);
  const one = count > 0 && count <= 1;
  // A word of another language the knowledge base does not know ("vinteräpplen", "répa") keeps its form.
  if (food === null && !/^[a-z'’-]+$/.test(word)) return name;
  const form = one ? singular : kbPlural !== null && singular === kbSingular ? kbPlural : singular !== word ? word : pluralWord(singular);
  return name.slice(0, head[0]) + sameCase(original, form) + name.slice(head[1]);
}
