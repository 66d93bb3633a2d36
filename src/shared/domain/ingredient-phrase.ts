/**
 * One ingredient line in the words a cook writes, used by every screen that shows an ingredient
 * with its amount (recipe detail, idea details, cooking preview and its toast) and by the local
 * idea engine's steps:
 *   "1 bell pepper", "2 eggs", "½ onion", "1½ onions", "2 cloves garlic", "3 cups cooked rice",
 *   "500 g chicken", "250 ml milk", "a pinch of salt", "salt, to taste", "2¾ teaspoons cumin".
 * Rules:
 *  - The amount is kitchen-rounded (amount-words.ts; `exact` keeps stock amounts as stored).
 *  - "pieces", "ea", "whole", "pcs" and no unit disappear into the noun, which agrees with the
 *    number ("2 pieces eggs" → "2 eggs"); a mass noun keeps its unit ("2 pieces ginger").
 *  - Unit words agree with the number ("1 clove", "2 cloves", "1 cup", "3 cups"); the food name
 *    after a unit stays as written ("2 cloves garlic", "1 can chickpeas"); wedges follow the food
 *    ("4 lime wedges").
 *  - A pinch, dash, drop, splash or handful takes "of" ("a pinch of salt", "2 dashes of tabasco").
 *  - A size the parser keeps in the note goes back before the food or its count unit ("2 large
 *    eggs, beaten", "1 large head garlic"); with a measure it stays in the note.
 *  - Words before the amount that end in "of" come first again ("juice of 1 small lemon").
 *  - No amount: the name, then the note ("salt, to taste"). A count unit stored without a number
 *    follows the name in the plural ("lime wedges, for serving"), after a vague amount the note
 *    opens with ("a few thyme sprigs"); a measure without its number is left out ("olive oil").
 *  - A capitalised name after an amount starts lower case ("1 Bell peppers" → "1 bell pepper")
 *    unless its first word is a proper name (Greek yogurt, Dijon mustard) or it has more capitals.
 */
import { amountWords, unitWord } from "./amount-words";
import { amountKind } from "./kitchen-rounding";
import { readAmountText } from "./amount-read";
import { isMassNoun, knowsFood, nounForCount } from "./noun-number";
import { SIZE_WORDS as PARSER_SIZE_WORDS } from "../food/ingredient-line/lexicon";

/** An ingredient to say: amount (qty null = none), range top, unit and note as stored. */
export interface IngredientInput {
  qty: number | null;
  qtyMax?: number | null;
  unit?: string | null;
  name: string;
  note?: string | null;
  /** The number the name was written with, when the amount was scaled (see nounForCount). */
  writtenQty?: number | null;
}

/** A phrase in its parts, for screens that style the amount apart: amount + " " + name + ", " + note. */
export interface IngredientParts {
  /** "2", "3 cups", "a pinch of", "2 pieces"; "" when there is no amount. */
  amount: string;
  name: string;
  note: string | null;
}

/** First words that are proper names and keep their capital after an amount. */
const PROPER = new Set(
  `greek italian french thai mexican spanish chinese japanese korean indian turkish moroccan jamaican cajun creole dijon
   parmesan parmigiano worcestershire tabasco sriracha cheddar gruyère gruyere brie camembert roquefort stilton emmental
   emmentaler swiss brussels granny bramley maris yukon kalamata nutella marmite angostura madras bombay castelfranco
   bolognese neapolitan sicilian tuscan belgian danish dutch german english irish scottish welsh cornish american
   caribbean hawaiian persian lebanese vietnamese cuban philadelphia`.split(/\s+/),
);

/**
 * "Bell peppers" → "bell peppers" after an amount; "Greek yogurt", "BBQ sauce" stay, and so does a
 * name the knowledge base does not know ("Zwiebel": German nouns keep their capital).
 */
function lowerFirst(name: string): string {
  const first = /^\p{Lu}[\p{Ll}'’-]*/u.exec(name);
  if (!first || /\p{Lu}/u.test(name.slice(1)) || PROPER.has(first[0].toLowerCase()) || !knowsFood(name)) return name;
  return name[0].toLowerCase() + name.slice(1);
}

/**
 * An ingredient in parts (see the module comment). Input: qty (a number; null or not finite = no
 * amount), optional range top, unit as stored, name as written, optional note; `exact` shows the
 * number as stored (2 decimals) instead of kitchen-rounded. Never throws.
 */
export function ingredientParts(input: IngredientInput, exact = false): IngredientParts {
  const stored = input.note?.trim() || null;
  const name = input.name.trim();
  const w = amountWords(input, exact);
  if (!w) return { amount: "", name, note: stored };
  const lead = stored ? LEAD_IN.exec(stored) : null;
  if (lead && stored) {
    // "Juice of 1 small lemon": the parser keeps "Juice of" in the note; it is said before the amount.
    const rest = stored.slice(lead[0].length).trim() || null;
    const p = ingredientParts({ ...input, note: rest }, exact);
    return { ...p, amount: `${lead[1][0].toLowerCase()}${lead[1].slice(1)} ${p.amount}` };
  }
  const lower = lowerFirst(name);
  const sized = sizeFromNote(stored);
  const note = sized ? sized.rest : stored;
  const size = sized ? `${sized.size} ` : "";
  if (w.kind === "piece") {
    if (isMassNoun(lower)) return { amount: input.unit?.trim() ? `${w.number} ${w.unit}` : w.number, name: lower, note: stored };
    const count = exact ? (w.top === 1 ? 1 : 2) : w.top;
    return { amount: w.number, name: `${size}${nounForCount(lower, count, input.writtenQty ?? undefined)}`, note }; // "2 large eggs"
  }
  if (w.unit && SAID_AFTER.has(w.unit)) return { amount: w.number, name: `${lower} ${w.unit}`, note: stored }; // "4 lime wedges"
  if (w.kind === "vague") return { amount: w.number === "1" ? `a ${w.unit} of` : `${w.number} ${w.unit} of`, name: lower, note: stored };
  if (w.kind === "count" && w.unit) return { amount: `${w.number} ${size}${w.unit}`, name: lower, note }; // "1 large head garlic"
  return { amount: w.unit ? `${w.number} ${w.unit}` : w.number, name: lower, note: stored };
}

/** Words ending in "of" before the amount that the parser moved to the note ("Juice of", "the thick end of"). */
const LEAD_IN = /^((?:[\p{L}'’-]+\s+){1,4}of)(?:\s*,\s*|$)/iu;

/**
 * The size that opens a stored note, said before the food again ("2 eggs" + "large, beaten" →
 * "2 large eggs, beaten"; "medium to large"): a first part of the note made only of the parser's
 * size words (lexicon.ts SIZE_WORDS), joined by "to"/"or". Null when the note does not open with one.
 */
function sizeFromNote(note: string | null): { size: string; rest: string | null } | null {
  if (!note) return null;
  const comma = note.indexOf(",");
  const first = (comma < 0 ? note : note.slice(0, comma)).trim().toLowerCase();
  const words = first.split(/\s+/);
  const sizes = words.length % 2 === 1 && words.every((w, k) => (k % 2 === 0 ? PARSER_SIZE_WORDS.has(w) : w === "to" || w === "or"));
  return sizes ? { size: first, rest: comma < 0 ? null : note.slice(comma + 1).trim() || null } : null;
}

/** Count units a cook writes after the food: "4 lime wedges", not "4 wedges lime". */
const SAID_AFTER = new Set(["wedge", "wedges"]);

/** A note that opens with an amount without a number ("a few", "several, torn"). */
const VAGUE_LEAD = /^(a few|several|some)(?:,\s*|$)/i;

/**
 * An ingredient stored with a unit and no quantity, in parts (see the module comment):
 * ("Lime", "wedge", "for serving") → {"", "lime wedges", "for serving"}; ("thyme", "sprig", "a
 * few") → {"a few", "thyme sprigs", null}; ("olive oil", "cup", null) → {"", "olive oil", null}.
 * A pinch, dash or handful without a number stays "a pinch of". Never throws.
 */
export function partsWithoutQuantity(name: string, unit: string, note: string | null): IngredientParts {
  const kind = amountKind(unit);
  if (kind === "vague") return { amount: `a ${unitWord(unit, 1)} of`, name: lowerFirst(name.trim()), note };
  if (kind !== "count") return { amount: "", name: name.trim(), note };
  const lead = note ? VAGUE_LEAD.exec(note) : null;
  const rest = lead && note ? note.slice(lead[0].length).trim() || null : note;
  const counted = `${name.trim()} ${unitWord(unit, 2)}`;
  return lead ? { amount: lead[1].toLowerCase(), name: lowerFirst(counted), note: rest } : { amount: "", name: counted, note };
}

/** The parts joined: "2 cloves garlic, minced"; "salt, to taste". */
export function joinParts(p: IngredientParts): string {
  const head = p.amount ? `${p.amount} ${p.name}` : p.name;
  return p.note ? `${head}, ${p.note}` : head;
}

/**
 * One ingredient as a phrase: `joinParts(ingredientParts(input, exact))`.
 * Examples: ({1, "pieces", "Bell peppers"}) → "1 bell pepper"; ({2, "clove", "garlic"}) →
 * "2 cloves garlic"; ({3, "cup", "cooked rice"}) → "3 cups cooked rice"; ({null, null, "salt",
 * note "to taste"}) → "salt, to taste"; ({0.875, "tablespoon", "soy sauce"}) → "2¾ teaspoons soy sauce".
 */
export function ingredientPhrase(input: IngredientInput, exact = false): string {
  return joinParts(ingredientParts(input, exact));
}

/** Size and measure words that go before the noun and leave its number to the amount ("2 large onions"). */
const SIZE_WORDS = new Set([
  "small",
  "medium",
  "large",
  "big",
  "extra-large",
  "jumbo",
  "whole",
  "heaped",
  "level",
  "generous",
  "scant",
  "good",
  "ripe",
]);

/** Amount texts without a quantity that a cook writes after the name ("salt, to taste"). */
const AFTER_NAME = /^(?:to taste|as needed|as required|if needed|optional|to serve|to garnish|to finish|for .+)$/i;

/**
 * An ingredient written as a name and a free amount text, as AI ideas carry them ({name: "Bell
 * peppers", amount: "1 pieces"}): the amount is read (amount-read.ts) and said like a stored one.
 * "to taste", "as needed", "optional", "for frying" follow the name ("salt, to taste"), other text
 * without a quantity stays in front ("a few basil leaves");
 * sizes stay before the noun ("1 large" + "onions" → "1 large onion"); an amount with other words
 * after it ("1 (14 oz) can") is kept in front as written. Never throws.
 */
export function partsFromAmountText(name: string, amount: string): IngredientParts {
  const text = amount.trim();
  if (text === "") return { amount: "", name: name.trim(), note: null };
  const read = readAmountText(text);
  if (!read)
    return AFTER_NAME.test(text)
      ? { amount: "", name: name.trim(), note: text }
      : { amount: text, name: lowerFirst(name.trim()), note: null };
  const rest = read.rest;
  if (rest === "") return ingredientParts({ qty: read.qty, qtyMax: read.qtyMax, unit: read.unit, name });
  const sized = rest.split(/\s+/).every((w) => SIZE_WORDS.has(w.toLowerCase()));
  if (sized && amountKind(read.unit) === "piece") {
    const p = ingredientParts({ qty: read.qty, qtyMax: read.qtyMax, unit: read.unit, name });
    return { ...p, name: `${rest} ${p.name}` };
  }
  return { amount: text, name: lowerFirst(name.trim()), note: null };
}
