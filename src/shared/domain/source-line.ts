/**
 * An imported ingredient line said as its source printed it, its amount scaled (used by
 * scale-ingredient.ts for every screen that shows a recipe's ingredients). The source's words and
 * order are kept because they carry meaning a parsed line loses ("1 cup chopped onion" is measured
 * after chopping, "1 cup onion, chopped" before) and because a line in another language stays in
 * that language.
 */
import { NUMBER_SOURCE, openingQuantity, parseNumber } from "./amount-read";
import { amountWords, sameUnitNumber, unitWord } from "./amount-words";
import type { IngredientParts } from "./ingredient-phrase";
import { amountKind } from "./kitchen-rounding";
import { knowsFood, nounForCount } from "./noun-number";
import { scaleQty } from "./scaling";
import { cleanIngredientLine } from "../food/ingredient-line/clean-line";
import { LENGTHS, readUnit } from "../food/ingredient-line/second-amount";
import { tokenize } from "../food/ingredient-line/tokenize";
import { canonicalUnit, spellsUnitInOtherLanguage } from "../food/ingredient-line/unit-table";

/** A number and the unit spelled after it, inside a second amount ("372g", "1 stick / 113 g"). */
const NUMBER_AND_UNIT = new RegExp(`(${NUMBER_SOURCE})(\\s*)([\\p{L}]+\\.?)`, "gu");

/** A number said in the style it was written: a decimal comma kept ("0,5" scaled → "1,5"). */
const likeWritten = (said: string, written: string): string => (written.includes(",") ? said.replace(/\./g, ",") : said);

/**
 * An imported line said as its source printed it (the words a cook wrote, in their order: "1 cup
 * chopped onion" is not "1 cup onion, chopped"), cleaned (cleanIngredientLine). Scaled, its leading
 * amount is kitchen-rounded in the same unit, the unit word right after it agrees with the new
 * number ("cup" → "cups"; units spelled in another language stay as written), and so does the
 * food of a bare count ("1 large egg" → "2 large eggs"); a decimal comma is kept ("0,5 Bund
 * Petersilie" for 4 → "1 Bund Petersilie" for 8). Output: the amount with its unit as written
 * ("225 g", "2 Zehen") and the rest of the line as the name, no note; null when the line cannot be
 * scaled so (no leading amount: "Juice of 1 lemon"), for the stored fields to be said instead.
 */
export function sourceLineParts(
  line: string,
  unit: string | null,
  food: string,
  fromServings: number,
  toServings: number,
): IngredientParts | null {
  const clean = cleanIngredientLine(line);
  const opening = openingQuantity(clean);
  const scaled = fromServings !== toServings;
  if (!opening) return scaled ? null : { amount: "", name: clean, note: null };
  const { text: lead, range } = opening;
  const after = clean.slice(lead.length).trim();
  const spelled = unitSpellingAt(after);
  const rest = spelled ? after.slice(spelled.length).trim() : after;
  if (!scaled) return { amount: spelled ? `${lead.trim()} ${spelled}` : lead.trim(), name: rest, note: null };
  const scale = (n: number) => scaleQty(n, fromServings, toServings);
  const say = (n: number) => sameUnitNumber(scale(n), unit);
  const top = scale(range.max ?? range.min);
  const said = range.max === null ? say(range.min) : `${say(range.min)}–${say(range.max)}`;
  const number = likeWritten(said, lead);
  const english = !spellsUnitInOtherLanguage(clean);
  if (spelled && english && amountKind(unit) === "spoon") {
    // Spoons and cups may change measure, as anywhere else ("¼ tbsp" → "¾ tsp").
    const w = amountWords({ qty: scale(range.min), qtyMax: range.max === null ? null : top, unit: spelled.replace(/\.$/, "") });
    if (w) return { amount: `${w.number} ${w.unit}`, name: scaledSecondAmounts(rest, scale), note: null };
  }
  if (spelled)
    return { amount: `${number} ${english ? agreeingUnit(spelled, top) : spelled}`, name: scaledSecondAmounts(rest, scale), note: null };
  return {
    amount: number,
    name: scaledSecondAmounts(english ? agreeingFood(rest, food, top, range.max ?? range.min) : rest, scale),
    note: null,
  };
}

/**
 * Second amounts in the rest of a line, scaled with the first: one right after "plus" ("⅓ cup plus
 * 2 tablespoons mayonnaise" for twice the servings → "plus 4 tablespoons") and those in brackets
 * ("3 cups (372g) flour" → "(744 g)"; "57g butter (4 Tbsp)" → "(8 Tbsp)"; "(1 stick / 113 g)").
 * Every number followed by a unit there is scaled, its unit word agreeing, but not lengths, the
 * size of a piece or pan ("(2 inches long)"); other text is kept ("(juice from 1/2 orange)"). A
 * pack size before the unit ("1 (14-ounce) can") is part of the amount and never reaches here.
 */
function scaledSecondAmounts(text: string, scale: (n: number) => number): string {
  const amounts = (part: string) =>
    part.replace(NUMBER_AND_UNIT, (whole, num: string, _space: string, word: string) => {
      const unit = canonicalUnit(word.replace(/\.$/, ""));
      const qty = parseNumber(num);
      if (!unit || LENGTHS.has(unit) || qty === null) return whole;
      return `${likeWritten(sameUnitNumber(scale(qty), unit), num)} ${agreeingUnit(word, scale(qty))}`;
    });
  const plus = PLUS_AMOUNT.exec(text)?.[0] ?? ""; // "⅓ cup plus 2 tablespoons mayonnaise"
  return amounts(plus) + text.slice(plus.length).replace(/\(([^()]*)\)/g, (_group, inside: string) => `(${amounts(inside)})`);
}

/** A second amount after "plus" that opens the rest of a line ("plus 2 tablespoons mayonnaise"). */
const PLUS_AMOUNT = new RegExp(`^plus\\s+${NUMBER_SOURCE}\\s*[\\p{L}]+\\.?`, "iu");

/**
 * A line's text after a bare count with its food agreeing with the new count: the stored food
 * name, where the line writes it, in the number that goes with `count` ("large egg, beaten" with
 * "egg" for 2 → "large eggs, beaten"; "egg yolk beaten with 1 Tbsp water" → "egg yolks beaten …").
 * Unchanged when the line does not write the name or the knowledge base does not know the food.
 */
function agreeingFood(text: string, food: string, count: number, written: number): string {
  const at = food ? text.toLowerCase().indexOf(food.toLowerCase()) : -1;
  if (at < 0 || !knowsFood(food)) return text;
  const said = nounForCount(text.slice(at, at + food.length), count, written);
  return text.slice(0, at) + said + text.slice(at + food.length);
}

/** The spelling of a unit that opens a text, as the parser reads units ("cups flour" → "cups", "c. à s. huile" → "c. à s."), or null. */
function unitSpellingAt(text: string): string | null {
  const tokens = tokenize(text);
  const unit = readUnit(tokens, 0);
  return unit ? text.slice(0, tokens[unit.next - 1].end) : null;
}

/** A unit as written, agreeing with a new number ("cup" → "cups", "Tbsp." stays, "clove" → "cloves"). */
function agreeingUnit(spelling: string, qty: number): string {
  const dot = spelling.endsWith(".") ? "." : "";
  const word = unitWord(spelling.slice(0, spelling.length - dot.length), qty);
  return `${word}${word.endsWith(".") ? "" : dot}`;
}
