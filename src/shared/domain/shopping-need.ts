/**
 * What to buy (issue 11): what the meals need minus what the pantry holds. Pure rules, used by the
 * server's 'Add what's missing' and low-stock checks.
 *
 *  - A recipe line's amount is scaled from the recipe's servings to the planned servings (linear,
 *    as SPEC scales by household size; parseRecipeQty reads "1 ½", "2-3" as its lower bound).
 *  - "The same food" is the knowledge-base food (matchIngredientFoodId, src/shared/food), else the
 *    same normalised name. Lines for the same food from several recipes merge into one when their
 *    units convert into each other (piece-weights.ts convertFoodQty); units that do not convert
 *    stay separate lines.
 *  - A merged line is written in the unit of the pantry item that holds it (so restocking merges
 *    into that item), else the food's usual unit, else the first recipe's unit.
 *  - Have = the real pantry items that hold the food (the SPEC §5 match rule of ingredient-match.ts)
 *    converted into the line's unit (piece-weights.ts: piece weights, cloves, cans …); items in
 *    units that do not convert are not counted. Buy = need − have, rounded up to a purchase amount
 *    (shopping-purchase.ts); 0 = the pantry already has enough.
 *  - Lines are read by ingredient-need.ts: water, ice, "to taste", traces, optional lines and spices
 *    without an amount are never bought; cooked amounts are bought as the dry food ("3 cups cooked
 *    rice" → ≈ 185 g rice). A line without any amount ("fresh parsley") is bought only when the
 *    pantry has none of that food.
 *  - Have is drawn from the stock in group order, each item counted once (the same draw as the
 *    pantry match, pantry-coverage.ts drawFromStock): when no in-stock item of the food is in a unit
 *    the need converts into, the food is judged by presence (in stock → nothing to buy), so a recipe
 *    at 100 % pantry match never puts anything on the list.
 */
import { getFood } from "../food/catalog";
import { productTokens } from "../food/normalize";
import type { Food } from "../food/types";
import { lineNeed, type RecipeLine, type StockItem } from "./ingredient-need";
import { drawFromStock, preparedName, prepareStock, type CoverageStock } from "./pantry-coverage";
import { convertFoodQty } from "./piece-weights";
import { listUnit, purchaseQty } from "./shopping-purchase";

/** Why an amount is wanted (stored on the line; see db schema StoredNeed). */
export interface NeedSource {
  key: string;
  kind: "plan" | "recipe" | "idea" | "low-stock";
  label: string;
  day: string | null;
  mealType: "breakfast" | "lunch" | "dinner" | "snack" | null;
  mealPlanId: string | null;
  /** Amount this source needs, in `unit` (a list unit); null = no amount. */
  qty: number | null;
  unit: string | null;
}

/** One need for one food: the name to show, the food it is, and the source with its amount. */
export interface NeedItem {
  name: string;
  foodId: string | null;
  need: NeedSource;
}

/** Needs of one food in one unit, merged, with what the pantry has and what to buy. */
export interface NeedGroup {
  foodKey: string;
  name: string;
  foodId: string | null;
  /** The unit needs are summed in (null when no need has an amount). */
  unit: string | null;
  /** Total need in `unit`; null when no need has an amount. */
  needQty: number | null;
  /** Pantry stock of this food in `unit` (0 when none converts). */
  haveQty: number;
  /** Purchase amount (rounded up), in `buyUnit`; 0 = enough in stock; null = buy, no amount. */
  buyQty: number | null;
  buyUnit: string | null;
  needs: NeedSource[];
}

/** The identity of a food on the list: its food id, else "name:" + its normalised words. */
export function foodKeyOf(name: string, foodId: string | null): string {
  return foodId ?? `name:${productTokens(name).join(" ")}`;
}

const foodOf = (foodId: string | null | undefined): Food | undefined => (foodId ? getFood(foodId) : undefined);

/** `qty` of `from` in `to` for this food (null when it does not convert); piece-weights.ts convertFoodQty. */
export function convertListQty(qty: number, from: string, to: string, food?: Food): number | null {
  return convertFoodQty(qty, from, to, food);
}

/**
 * A recipe's lines as needs for `servings` servings.
 * Input: lines {ingredient, qty text, unit, note}, the recipe's servings (≥ 1), the wanted servings,
 * and the source (without amount). Output: one NeedItem per line that is not free (module comment),
 * qty scaled, as bought (cooked → dry) and in a list unit; null for a line without amount. Never throws.
 */
export function recipeNeeds(
  lines: readonly RecipeLine[],
  recipeServings: number,
  servings: number,
  source: Omit<NeedSource, "qty" | "unit">,
): NeedItem[] {
  const factor = servings / Math.max(1, recipeServings);
  const out: NeedItem[] = [];
  for (const line of lines) {
    const need = lineNeed(line, factor);
    if (need.kind === "free") continue;
    const unit = need.qty === null ? null : (listUnit(need.unit) ?? "pieces");
    out.push({ name: need.ingredient, foodId: need.foodId, need: { ...source, qty: need.qty, unit } });
  }
  return out;
}

/** The unit a new group of this food is written in (see module comment). */
function chooseUnit(first: NeedItem, stock: CoverageStock, preferred: string | undefined): string {
  const food = foodOf(first.foodId);
  const from = first.need.unit!;
  const held = stock.matcher.matching(preparedName(first.name)).map((i) => listUnit(stock.items[i].unit));
  for (const c of [preferred, ...held, listUnit(food?.defaultUnit)]) if (c && convertListQty(first.need.qty!, from, c, food) !== null) return c;
  return from;
}

/**
 * Merge needs per food and unit, then subtract the pantry (rules of the module comment).
 * Input: needs (any sources), the household's real stock, and optionally a preferred unit per
 * food key (the unit of a line already on the list). Output: one NeedGroup per food and unit
 * family, in order of first appearance. Never throws.
 */
export function planPurchases(
  items: readonly NeedItem[],
  stockItems: readonly StockItem[],
  preferredUnits: ReadonlyMap<string, string> = new Map(),
): NeedGroup[] {
  const stock = prepareStock(stockItems);
  const groups: (NeedGroup & { food?: Food })[] = [];
  const noAmount: NeedItem[] = [];
  for (const item of items) {
    const key = foodKeyOf(item.name, item.foodId);
    if (item.need.qty === null || item.need.unit === null) {
      noAmount.push(item);
      continue;
    }
    const food = foodOf(item.foodId);
    const target = groups.find(
      (g) => g.foodKey === key && g.unit && convertListQty(item.need.qty!, item.need.unit!, g.unit, g.food) !== null,
    );
    if (target) {
      target.needQty! += convertListQty(item.need.qty, item.need.unit, target.unit!, target.food)!;
      target.needs.push(item.need);
      continue;
    }
    const unit = chooseUnit(item, stock, preferredUnits.get(key));
    const needQty = convertListQty(item.need.qty, item.need.unit, unit, food)!;
    groups.push({ foodKey: key, name: item.name, foodId: item.foodId, unit, needQty, haveQty: 0, buyQty: 0, buyUnit: unit, needs: [item.need], food });
  }
  for (const item of noAmount) {
    const key = foodKeyOf(item.name, item.foodId);
    const target = groups.find((g) => g.foodKey === key);
    if (target) target.needs.push(item.need);
    else {
      const food = foodOf(item.foodId);
      groups.push({ foodKey: key, name: item.name, foodId: item.foodId, unit: null, needQty: null, haveQty: 0, buyQty: null, buyUnit: null, needs: [item.need], food });
    }
  }
  const left = stock.items.map((i) => i.qty);
  return groups.map(({ food: _food, ...g }) => settle(g, stock, left));
}

/** Fill in have and buy for a group, drawing from `left` (what each item still holds). */
function settle(g: NeedGroup, stock: CoverageStock, left: number[]): NeedGroup {
  const indices = stock.matcher.matching(preparedName(g.name));
  const present = indices.some((i) => stock.items[i].qty > 0);
  if (g.unit === null || g.needQty === null) return { ...g, haveQty: present ? 1 : 0, buyQty: present ? 0 : null };
  const draw = drawFromStock({ qty: g.needQty, unit: g.unit, foodId: g.foodId }, indices, stock, left);
  if (!draw.convertible) {
    const bought = present ? { qty: 0, unit: g.unit } : purchaseQty(g.needQty, g.unit);
    return { ...g, haveQty: 0, buyQty: bought.qty, buyUnit: bought.unit };
  }
  const bought = draw.enough ? { qty: 0, unit: g.unit } : purchaseQty(g.needQty - draw.have, g.unit);
  return { ...g, haveQty: draw.have, buyQty: bought.qty, buyUnit: bought.qty > 0 ? bought.unit : g.unit };
}
