import { parseQtyRange, plusAmount } from "./amount-read";
import { type IngredientParts, ingredientParts, joinParts, partsFromAmountText, partsWithoutQuantity } from "./ingredient-phrase";
import { scaleQty } from "./scaling";
import { sameUnitNumber, unitWord } from "./amount-words";
import { cleanIngredientLine } from "../food/ingredient-line/clean-line";
import { spellsUnitInOtherLanguage } from "../food/ingredient-line/unit-table";

/** A stored recipe ingredient (SPEC §3 {ingredient, qty, unit}, with its note when known). */
export interface StoredIngredient {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  note?: string | null;
  /** The line as the source printed it (imported recipes): shown as written when not English. */
  line?: string | null;
}

/**
 * Stored ingredient lines said the way a cook writes them, scaled or as written. One rule for the
 * recipe detail, the print view (web) and the schema.org export (server).
 */

/**
 * SPEC §2 detail scaling: an ingredient's stored qty ("2", "1 1/2", "½", a range "2-3") scaled
 * from the recipe's servings to the chosen servings (scaleQty), then said the way a cook writes it
 * (shared/domain/ingredient-phrase.ts: kitchen rounding, unit and noun agreeing with the number).
 * Ranges scale both ends, and so does a second amount after "plus" ("⅓ cup plus 2 tablespoons").
 * A quantity that is not a number ("a pinch") is read as amount text, unscaled. Output: the phrase in parts (amount "" when there is none).
 * Example: ({"flour", "1 1/2", "cup"}, 4, 8) → {amount: "3 cups", name: "flour", note: null}.
 */
export function scaleIngredient(ing: StoredIngredient, fromServings: number, toServings: number): IngredientParts {
  if (ing.line && spellsUnitInOtherLanguage(ing.line)) return lineAsWritten(ing.line, ing.unit, fromServings, toServings);
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

/** A leading amount: a number, mixed number, fraction or glyph, or a range of two ("0,5", "1 1/2", "2-3", "½"). */
const LEADING_AMOUNT =
  /^(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[\u00bc-\u00be\u2150-\u215e])?|\d+\/\d+|[\u00bc-\u00be\u2150-\u215e])(?:\s*[-–]\s*(?:\d+(?:[.,]\d+)?(?:\/\d+)?|[\u00bc-\u00be\u2150-\u215e]))?(?=[\s\p{L}]|$)/u;

/**
 * A line the source wrote in another language (spellsUnitInOtherLanguage: "1 Prise Salz", "2 c. à
 * s. huile"), said as the source wrote it rather than in English words: the rest of the line
 * unchanged, its leading amount scaled and kitchen-rounded for the stored unit like any other, a
 * decimal comma kept ("0,5 Bund Petersilie" for 4 → "1 Bund Petersilie" for 8).
 */
function lineAsWritten(line: string, unit: string | null, fromServings: number, toServings: number): IngredientParts {
  const clean = cleanIngredientLine(line);
  const lead = LEADING_AMOUNT.exec(clean)?.[0] ?? "";
  const rest = clean.slice(lead.length).trim();
  const range = lead ? parseQtyRange(lead.replace(/(\d),(\d)/g, "$1.$2")) : null;
  if (!range || fromServings === toServings) return { amount: lead, name: rest, note: null };
  const say = (n: number) => sameUnitNumber(scaleQty(n, fromServings, toServings), unit);
  const number = range.max === null ? say(range.min) : `${say(range.min)}–${say(range.max)}`;
  return { amount: lead.includes(",") ? number.replace(/\./g, ",") : number, name: rest, note: null };
}

/**
 * An ingredient line as written for the recipe's own servings (no scaling), in one string:
 * ({"garlic", "2", "clove", note "minced"}) → "2 cloves garlic, minced"; ({"salt", null, null,
 * note "to taste"}) → "salt, to taste". Used for schema.org recipeIngredient lines.
 */
export function ingredientLine(ing: StoredIngredient): string {
  return joinParts(scaleIngredient(ing, 1, 1));
}
