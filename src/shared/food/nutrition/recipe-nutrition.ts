/**
 * Nutrition per serving of a recipe, computed from its ingredient lines (issue 22 item 6): each
 * line is read by the ingredient-line parser, matched to a knowledge-base food (the pantry rules'
 * matchIngredientFoodId, through domain/ingredient-need.ts; a yolk or dry mustard as its own form,
 * food-variants.ts), its
 * amount weighed (amount-grams.ts), and the foods' values per 100 g added up (nutrients.ts).
 *
 * Which lines count:
 *  - covered: matched to a food with nutrition values and an amount that converts to grams;
 *  - ignored (neither covered nor missing, left out of the coverage share): the lines the pantry
 *    match leaves out — water and ice (no energy or nutrients), "to taste", traces (a pinch, a
 *    dash), optional extras, a spice without amount — and lines without an amount that are
 *    seasoning or serving extras: "oil for frying", "parsley for garnish", "cooking spray", a bare
 *    salt, pepper, seasoning or herb. Their salt and fat are not known, so they are not in the totals;
 *  - unmatched (listed): every other line — no food, a food without values, or no amount that
 *    converts (e.g. "1 bunch of something unknown", "2 cups cheddar" without a density).
 * Coverage = covered ÷ (all lines − ignored), 0 when nothing is left to count.
 */
import { parseQtyRange } from "../../domain/amount-read";
import { ideaLine, lineNeed } from "../../domain/ingredient-need";
import { getFood } from "../catalog";
import { parseIngredientLine } from "../ingredient-line/parse-ingredient-line";
import { gramsOfAmount } from "./amount-grams";
import { foodVariant } from "./food-variants";
import { divideNutrients, nutrientsOf, roundNutrients, saysUnsalted, type NutrientTotals, type WeighedFood } from "./nutrients";

/** One ingredient as stored (SPEC §3 {ingredient, qty, unit}, qty text "2", "1 1/2", "2-3") or parsed. */
export interface IngredientInput {
  ingredient: string;
  qty: string | number | null;
  /** Upper end of a range when qty is a number. */
  qtyMax?: number | null;
  unit: string | null;
  note?: string | null;
  /** The line as written, for the unmatched list (default: qty, unit and name joined). */
  text?: string;
}

/** Per-serving nutrition of a recipe and how much of it the numbers cover. */
export interface RecipeNutrition {
  /** Energy (kcal, whole) and nutrients (g, one decimal) of one serving, from the covered lines. */
  perServing: NutrientTotals;
  /** covered ÷ counted, 0–1 (3 decimals). */
  coverage: number;
  /** Lines whose nutrients are in the totals. */
  covered: number;
  /** Lines that could carry nutrients (all lines but the ignored ones). */
  counted: number;
  /** Counted lines that are not covered, as written. */
  unmatched: string[];
  /** Water, ice and unmeasured seasoning lines, as written. */
  ignored: string[];
}

/** Words that, on a line without an amount, mean it is not measured: garnish, serving, frying. */
const SERVING_WORDS =
  /\bas (?:needed|required|desired)\b|\bto serve\b|\bfor (?:garnish|garnishing|serving|dusting|greasing|frying|brushing|topping|decorating|(?:the )?(?:pan|tin|dish|grill|griddle|skillet))\b|\bcooking spray\b/i;
/** Names that, written without an amount, mean "to taste". */
const SEASONING_NAMES = /\b(?:salt|pepper|seasoning)\b/i;

/** A number for a qty given as text or number; ranges count their midpoint. */
function qtyOf(item: IngredientInput): number | null {
  if (typeof item.qty === "number") {
    const max = item.qtyMax ?? null;
    return max !== null && max > item.qty ? (item.qty + max) / 2 : item.qty;
  }
  const r = parseQtyRange(item.qty);
  return r === null ? null : r.max !== null ? (r.min + r.max) / 2 : r.min;
}

function textOf(item: IngredientInput): string {
  if (item.text) return item.text;
  return [item.qty, item.unit, item.ingredient].filter((x) => x !== null && x !== undefined && String(x).trim() !== "").join(" ");
}

type Reading = ({ kind: "covered" } & WeighedFood) | { kind: "ignored" } | { kind: "unmatched" };

/**
 * How one line counts (see the module comment). The food and the "free" lines (water, ice, to
 * taste, traces, optional, a spice without amount) are the pantry rules' (domain/ingredient-need.ts),
 * so a line the pantry match leaves out is left out here too.
 */
export function readIngredient(item: IngredientInput): Reading {
  const qtyText = typeof item.qty === "number" ? String(item.qty) : item.qty;
  const need = lineNeed({ ingredient: item.ingredient, qty: qtyText, unit: item.unit, note: item.note ?? null }, 1);
  if (need.kind === "free") return { kind: "ignored" };
  const matched = need.foodId ? (getFood(need.foodId) ?? null) : null;
  const food = matched && foodVariant(matched, `${item.ingredient} ${item.note ?? ""}`);
  const qty = qtyOf(item);
  const words = `${item.ingredient} ${item.note ?? ""} ${item.text ?? ""}`;
  if (qty === null && (SERVING_WORDS.test(words) || SEASONING_NAMES.test(item.ingredient) || food?.role === "herb")) {
    return { kind: "ignored" };
  }
  if (!food || !food.nutrition || qty === null) return { kind: "unmatched" };
  const grams = gramsOfAmount({ qty, unit: item.unit, name: item.ingredient, note: item.note ?? null }, food);
  return grams === null ? { kind: "unmatched" } : { kind: "covered", food, grams, unsalted: saysUnsalted(words) };
}

/**
 * Per-serving nutrition of a recipe's ingredients.
 * Input: the ingredients (IngredientInput) and the servings the amounts make (< 1 or not finite → 1).
 * Output: RecipeNutrition (see the module comment for which lines count). Never throws.
 * Example: 200 g spaghetti, 2 tbsp olive oil, salt to taste; 2 servings → (742 + 240.5 kcal) / 2
 * = 491 kcal per serving, coverage 1 (2 of 2; the salt is ignored).
 */
export function recipeNutrition(items: readonly IngredientInput[], servings: number): RecipeNutrition {
  const parts: WeighedFood[] = [];
  const unmatched: string[] = [];
  const ignored: string[] = [];
  for (const item of items) {
    if (item.ingredient.trim() === "") continue;
    const r = readIngredient(item);
    if (r.kind === "covered") parts.push(r);
    else (r.kind === "ignored" ? ignored : unmatched).push(textOf(item));
  }
  const counted = parts.length + unmatched.length;
  return {
    perServing: roundNutrients(divideNutrients(nutrientsOf(parts), servings)),
    coverage: counted === 0 ? 0 : Math.round((parts.length / counted) * 1000) / 1000,
    covered: parts.length,
    counted,
    unmatched,
    ignored,
  };
}

/**
 * Per-serving nutrition of printed ingredient lines ("1 1/2 cups chicken broth", "2 cloves
 * garlic"): each line parsed by parseIngredientLine, then as recipeNutrition. Blank lines are skipped.
 */
export function linesNutrition(lines: readonly string[], servings: number): RecipeNutrition {
  return recipeNutrition(
    lines
      .filter((l) => l.trim() !== "")
      .map((line) => {
        const p = parseIngredientLine(line);
        return { ingredient: p.ingredient, qty: p.qty, qtyMax: p.qtyMax, unit: p.unit, note: p.note, text: line.trim() };
      }),
    servings,
  );
}

/** What the API sends: RecipeNutrition without the line lists (schemas/nutrition.ts). */
export type NutritionSummary = Pick<RecipeNutrition, "perServing" | "coverage" | "covered" | "counted">;

/** RecipeNutrition → NutritionSummary. */
export function nutritionSummary(r: RecipeNutrition): NutritionSummary {
  return { perServing: r.perServing, coverage: r.coverage, covered: r.covered, counted: r.counted };
}

/**
 * Per-serving nutrition of an AI idea (amounts are for all `servings`), each {name, amount} read
 * as saving the idea stores it (domain/ingredient-need.ts ideaLine).
 */
export function ideaNutrition(ingredients: ReadonlyArray<{ name: string; amount: string }>, servings: number): RecipeNutrition {
  return recipeNutrition(
    ingredients.map((i) => ({ ...ideaLine(i.name, i.amount), text: `${i.amount} ${i.name}`.trim() })),
    servings,
  );
}
