import { parseQtyRange, plusAmount } from "./amount-read";
import { type IngredientParts, ingredientParts, joinParts, partsFromAmountText, partsWithoutQuantity } from "./ingredient-phrase";
import { scaleQty } from "./scaling";
import { amountWords, sameUnitNumber, unitWord } from "./amount-words";
import { amountKind } from "./kitchen-rounding";
import { cleanIngredientLine } from "../food/ingredient-line/clean-line";
import { canonicalUnit, spellsUnitInOtherLanguage } from "../food/ingredient-line/unit-table";
import { knowsFood, nounForCount } from "./noun-number";

/** A stored recipe ingredient (SPEC §3 {ingredient, qty, unit}, with its note when known). */
export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  note?: string | null;
  /** The line as the source printed it (imported recipes): said as written, its amount scaled. */
  line?: string | null;
}

/**
 * Stored ingredient lines said the way a cook writes them, scaled or as written. One rule for the
 * recipe detail, the print view (web) and the schema.org export (server).
 */

/**
 * SPEC §2 detail scaling: an imported line as its source printed it, its leading amount scaled
 * (sourceLineParts); otherwise the stored qty ("2", "1 1/2", "½", a range "2-3") scaled from the
 * recipe's servings to the chosen servings (scaleQty), then said the way a cook writes it
 * (shared/domain/ingredient-phrase.ts: kitchen rounding, unit and noun agreeing with the number).
 * Ranges scale both ends, and so does a second amount after "plus" ("⅓ cup plus 2 tablespoons").
 * A quantity that is not a number ("a pinch") is read as amount text, unscaled. Output: the phrase in parts (amount "" when there is none).
 * Example: ({"flour", "1 1/2", "cup"}, 4, 8) → {amount: "3 cups", name: "flour", note: null}.
 */
export function scaleIngredient(ing: StoredIngredient, fromServings: number, toServings: number): IngredientParts {
  const source = ing.line?.trim() ? sourceLineParts(ing.line, ing.unit, ing.ingredient, fromServings, toServings) : null;
  if (source) return source;
  const range = parseQtyRange(ing.qty);
  const note = ing.note ?? null;
  if (!range && !ing.qty?.trim() && ing.unit?.trim()) return partsWithoutQuantity(ing.ingredient, ing.unit, note);
  if (!range) {
    const text = [ing.qty?.trim(), ing.unit?.trim()].filter(Boolean).join(" ");
    const parts = partsFromAmountText(ing.ingredient, text);
    return note ? { ...parts, note: parts.note ? `${parts.note}, ${note}` : note } : parts;
  }
  const scale = (n: number) => scaleQty(n, fromServings, toServings);
  const plus = ing.unit?.trim() ? plusAmount(note) : null;
  const parts = ingredientParts({
    qty: scale(range.min),
    qtyMax: range.max === null ? null : scale(range.max),
    unit: ing.unit,
    name: ing.ingredient,
    note: plus ? plus.rest : note,
    writtenQty: range.max ?? range.min,
  });
  if (!plus) return parts;
  // "⅓ cup plus 2 tablespoons mayonnaise": the second amount scales with the first.
  const more = scale(plus.qty);
  return { ...parts, amount: `${parts.amount} plus ${sameUnitNumber(more, plus.unit)} ${unitWord(plus.unit, more)}` };
}

/** One number as recipes write it: "2", "0,5", "1.5", "1 1/2", "1/2", "½", "1½". */
const NUMBER = "(?:\\d+(?:[.,]\\d+)?(?:\\s+\\d+\\s*\\/\\s*\\d+|\\s*[\\u00bc-\\u00be\\u2150-\\u215e])?|\\d+\\s*\\/\\s*\\d+|[\\u00bc-\\u00be\\u2150-\\u215e])";

/** A leading amount: a number or a range of two ("0,5", "1 1/2", "2-3", "2 - 2 1/2", "½"). */
const LEADING_AMOUNT = new RegExp(`^${NUMBER}(?:\\s*[-–]\\s*${NUMBER})?(?=[\\s\\p{L}(]|$)`, "u");

/** A number and the unit spelled after it, inside a second amount ("372g", "1 stick / 113 g"). */
const NUMBER_AND_UNIT = new RegExp(`(${NUMBER})(\\s*)([\\p{L}]+\\.?)`, "gu");

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
function sourceLineParts(line: string, unit: string | null, food: string, fromServings: number, toServings: number): IngredientParts | null {
  const clean = cleanIngredientLine(line);
  const lead = LEADING_AMOUNT.exec(clean)?.[0] ?? "";
  const scaled = fromServings !== toServings;
  if (!lead) return scaled ? null : { amount: "", name: clean, note: null };
  const range = parseQtyRange(lead.replace(/(\d),(\d)/g, "$1.$2"));
  if (!range) return scaled ? null : { amount: "", name: clean, note: null };
  const after = clean.slice(lead.length).trim();
  const spelled = unitSpellingAt(after);
  const rest = spelled ? after.slice(spelled.length).trim() : after;
  if (!scaled) return { amount: spelled ? `${lead.trim()} ${spelled}` : lead.trim(), name: rest, note: null };
  const scale = (n: number) => scaleQty(n, fromServings, toServings);
  const say = (n: number) => sameUnitNumber(scale(n), unit);
  const top = scale(range.max ?? range.min);
  const said = range.max === null ? say(range.min) : `${say(range.min)}–${say(range.max)}`;
  const number = lead.includes(",") ? said.replace(/\./g, ",") : said;
  const english = !spellsUnitInOtherLanguage(clean);
  if (spelled && english && amountKind(unit) === "spoon") {
    // Spoons and cups may change measure, as anywhere else ("¼ tbsp" → "¾ tsp").
    const w = amountWords({ qty: scale(range.min), qtyMax: range.max === null ? null : top, unit: spelled.replace(/\.$/, "") });
    if (w) return { amount: `${w.number} ${w.unit}`, name: scaledAside(rest, scale), note: null };
  }
  if (spelled) return { amount: `${number} ${english ? agreeingUnit(spelled, top) : spelled}`, name: scaledAside(rest, scale), note: null };
  return { amount: number, name: scaledAside(english ? agreeingFood(rest, food, top, range.max ?? range.min) : rest, scale), note: null };
}

/** Units of length: the size of a piece or a pan, which servings do not change ("(2 inches long)"). */
const LENGTHS = new Set(["inch", "cm", "mm"]);

/**
 * Second amounts in brackets, scaled with the first: "3 cups (372g) flour" for twice the servings
 * → "(744 g)"; "57g butter (4 Tbsp)" → "(8 Tbsp)"; "(1 stick / 113 g)". In each bracket every
 * number followed by a unit is scaled (not lengths: "(2 inches long)"); other text is kept ("(juice
 * from 1/2 orange)"). A pack size before the unit ("1 (14-ounce) can") is part of the amount and
 * never reaches here.
 */
function scaledAside(text: string, scale: (n: number) => number): string {
  return text.replace(/\(([^()]*)\)/g, (_group, inside: string) => {
    const said = inside.replace(NUMBER_AND_UNIT, (whole, num: string, _space: string, word: string) => {
      const unit = canonicalUnit(word.replace(/\.$/, ""));
      const qty = parseQtyRange(num.replace(/(\d),(\d)/g, "$1.$2"))?.min;
      if (!unit || LENGTHS.has(unit) || qty === undefined) return whole;
      const n = sameUnitNumber(scale(qty), unit);
      return `${num.includes(",") ? n.replace(/\./g, ",") : n} ${word}`;
    });
    return `(${said})`;
  });
}

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

/** The spelling of a unit that opens a text ("cups flour" → "cups", "c. à s. huile" → "c. à s."), or null. */
function unitSpellingAt(text: string): string | null {
  const words = text.split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const spelling = words.slice(0, n).join(" ");
    if (canonicalUnit(spelling.replace(/[,;:]$/, "")) !== null) return spelling.replace(/[,;:]$/, "");
  }
  return null;
}

/** A unit as written, agreeing with a new number ("cup" → "cups", "Tbsp." stays, "clove" → "cloves"). */
function agreeingUnit(spelling: string, qty: number): string {
  const dot = spelling.endsWith(".") ? "." : "";
  const word = unitWord(spelling.slice(0, spelling.length - dot.length), qty);
  return `${word}${word.endsWith(".") ? "" : dot}`;
}

/**
 * An ingredient line as written for the recipe's own servings (no scaling), in one string:
 * ({"garlic", "2", "clove", note "minced"}) → "2 cloves garlic, minced"; ({"salt", null, null,
 * note "to taste"}) → "salt, to taste". Used for schema.org recipeIngredient lines.
 */
export function ingredientLine(ing: StoredIngredient): string {
  return joinParts(scaleIngredient(ing, 1, 1));
}
