/**
 * The one pantry-match number (issue 22 item 4): the share of a recipe's ingredients that the pantry
 * covers in quantity, after unit conversion. Ideas (built-in engine and LLM), the recipe list, the
 * recipe detail and 'Add what's missing' all read it from here, so 100 % means nothing to buy.
 *
 * Rules, line by line in recipe order (ingredient-need.ts reads each line):
 *  - free lines (water, ice, to taste, a pinch, optional, spices without an amount) are left out;
 *  - which items hold an ingredient: the SPEC §5 match rule as refined in ingredient-match.ts;
 *  - a line with an amount is covered when the matching items, oldest first, still hold at least that
 *    amount after the lines before it took theirs, converted into each item's unit with piece weights,
 *    densities and cooked yields (piece-weights.ts, units.ts, cooked-yield.ts);
 *  - when none of the matching in-stock items is in a unit the amount converts into (a "bunch" of
 *    parsley against "1 pieces"), or the line has no amount, the line is covered when any matching
 *    item is in stock: the household has it, and nothing says it is too little;
 *  - percent = covered lines × 100 ÷ counted lines, rounded down (69.9 never shows as 70); 0 for a
 *    recipe without ingredients, 100 when every line is free.
 */
import { getFood } from "../food/catalog";
import type { Food } from "../food/types";
import { pantryMatcher, prepareIngredient, type PantryMatcher, type Prepared } from "./ingredient-match";
import { foodIdOf, ideaLine, isWaterOrIce, lineNeed, type LineNeed, type RecipeLine } from "./ingredient-need";
import { convertFoodQty } from "./piece-weights";

/** A pantry item as the match reads it: a name, an amount and its unit; `id` when the caller has one. */
export interface StockAmount {
  id?: string;
  name: string;
  qty: string | number;
  unit: string;
}

/** A pantry prepared once per request for many recipes (see `prepareStock`). */
export interface CoverageStock {
  items: readonly { id: string | null; name: string; qty: number; unit: string; food: Food | undefined }[];
  matcher: PantryMatcher;
}

/** How the pantry meets one line. */
export type LineStatus = "free" | "covered" | "short" | "missing";

export interface LineCoverage {
  need: LineNeed;
  status: LineStatus;
  /** Ids (or names, for stock without ids) of the items that hold the ingredient, oldest first. */
  items: string[];
}

export interface Coverage {
  /** Integer 0–100 (rules in the module comment). */
  percent: number;
  /** One per recipe line, in recipe order. */
  lines: LineCoverage[];
}

/** Ingredient names prepared for the matcher, kept (bounded) so a list of 300 recipes is parsed once. */
const PREPARED = new Map<string, Readonly<Prepared>>();

/** `prepareIngredient` with memory: the same name always prepares to an equal value. */
export function preparedName(name: string): Readonly<Prepared> {
  let p = PREPARED.get(name);
  if (!p) {
    p = prepareIngredient(name);
    if (PREPARED.size >= 20_000) PREPARED.clear();
    PREPARED.set(name, p);
  }
  return p;
}

/** Amounts within a millionth of the need count as enough (float noise from unit factors). */
function isEnough(have: number, need: number): boolean {
  return have >= need * (1 - 1e-6) - 1e-9;
}

/**
 * Prepare the household's stock once: each item's amount as a number (≤ 0 or unreadable = none
 * left), its knowledge-base food for conversions, and the name matcher. Keeps no reference to the input.
 */
export function prepareStock(stock: readonly StockAmount[]): CoverageStock {
  const items = stock.map((s) => {
    const n = Number(s.qty);
    const foodId = foodIdOf(s.name);
    return { id: s.id ?? null, name: s.name, qty: Number.isFinite(n) && n > 0 ? n : 0, unit: s.unit, food: foodId ? getFood(foodId) : undefined };
  });
  return { items, matcher: pantryMatcher(stock.map((s) => s.name)) };
}

/** The food to convert an item's amounts with: the item's own, else the ingredient's. */
function conversionFood(item: CoverageStock["items"][number], foodId: string | null): Food | undefined {
  return item.food ?? (foodId ? getFood(foodId) : undefined);
}

/**
 * What the stock's items `indices` give towards an amount need, drawing from `left` (what each item
 * still holds, in its unit, after earlier needs; changed in place) in index order.
 * Output: `convertible` false when no in-stock item is in a unit the need converts into (then only
 * presence can be judged); `have` the amount found, in the need's unit; `enough` whether it meets
 * the need. The rule both the match and the shopping list use (shopping-need.ts).
 */
export function drawFromStock(
  need: { qty: number; unit: string; foodId: string | null },
  indices: readonly number[],
  stock: CoverageStock,
  left: number[],
): { convertible: boolean; enough: boolean; have: number } {
  let remaining = need.qty;
  let have = 0;
  let convertible = false;
  for (const i of indices) {
    const item = stock.items[i];
    if (item.qty <= 0) continue;
    const perUnit = convertFoodQty(1, need.unit, item.unit, conversionFood(item, need.foodId));
    if (perUnit === null || !(perUnit > 0)) continue;
    convertible = true;
    const avail = Math.max(0, left[i]) / perUnit;
    have += avail;
    const take = Math.min(avail, Math.max(0, remaining));
    left[i] -= take * perUnit;
    remaining -= take;
  }
  return { convertible, enough: isEnough(have, need.qty), have };
}

/**
 * The pantry match of a recipe for `servings` servings (rules in the module comment).
 * Input: the recipe's lines, its servings (≥ 1), the servings wanted, and the stock (raw items, or
 * prepared once with `prepareStock` for many recipes). Output: percent and each line's status.
 * Example: a frittata needing 8 eggs and 100 g cheese, with 2 eggs and a 200 g feta → 50.
 * Never throws.
 */
export function pantryCoverage(
  lines: readonly RecipeLine[],
  recipeServings: number,
  servings: number,
  stock: CoverageStock | readonly StockAmount[],
): Coverage {
  const s = "matcher" in stock ? stock : prepareStock(stock);
  const factor = servings > 0 && recipeServings > 0 ? servings / recipeServings : 1;
  const left = s.items.map((i) => i.qty);
  let counted = 0;
  let covered = 0;
  const out = lines.map((line): LineCoverage => {
    const need = lineNeed(line, factor);
    if (need.kind === "free") return { need, status: "free", items: [] };
    counted++;
    const indices = s.matcher.matching(preparedName(need.ingredient));
    const items = indices.map((i) => s.items[i].id ?? s.items[i].name);
    const inStock = indices.some((i) => s.items[i].qty > 0);
    let status: LineStatus = inStock ? "covered" : "missing";
    if (need.kind === "amount") {
      const draw = drawFromStock({ qty: need.qty!, unit: need.unit!, foodId: need.foodId }, indices, s, left);
      if (draw.convertible) status = draw.enough ? "covered" : draw.have > 0 ? "short" : "missing";
    }
    if (status === "covered") covered++;
    return { need, status, items };
  });
  const percent = counted === 0 ? (lines.length === 0 ? 0 : 100) : Math.floor((covered * 100) / counted);
  return { percent, lines: out };
}

/** An AI idea's ingredient (SPEC §3 allIngredients entry). */
export interface IdeaIngredient {
  name: string;
  amount: string;
  fromPantry: boolean;
}

/**
 * The pantry match of an AI idea, read exactly as saving it and 'Add missing' read it (each
 * {name, amount} through ingredient-need.ts ideaLine, at the idea's own servings).
 * Output: `percent` (pantryMatchPercentage) and the ingredients with `fromPantry` set: true when the
 * stock covers the line, or for a free line when it is water or ice or the pantry has it.
 */
export function ideaCoverage(
  ingredients: readonly IdeaIngredient[],
  servings: number,
  stock: CoverageStock | readonly StockAmount[],
): { percent: number; allIngredients: IdeaIngredient[]; lines: LineCoverage[] } {
  const s = "matcher" in stock ? stock : prepareStock(stock);
  const c = pantryCoverage(
    ingredients.map((i) => ideaLine(i.name, i.amount)),
    servings,
    servings,
    s,
  );
  const allIngredients = ingredients.map((i, n) => {
    const line = c.lines[n];
    const free = line.status === "free";
    if (!free) return { ...i, fromPantry: line.status === "covered" };
    const inStock = s.matcher.matching(preparedName(line.need.ingredient)).some((k) => s.items[k].qty > 0);
    return { ...i, fromPantry: isWaterOrIce(line.need.ingredient, line.need.foodId) || inStock };
  });
  return { percent: c.percent, allIngredients, lines: c.lines };
}
