/**
 * What to buy (issue 11): what the meals need minus what the pantry holds. Pure rules, used by the
 * server's 'Add what's missing' and low-stock checks.
 *
 *  - A recipe line's amount is scaled from the recipe's servings to the planned servings (linear,
 *    as SPEC scales by household size; parseRecipeQty reads "1 ½", "2-3" as its lower bound).
 *  - "The same food" is the knowledge-base food (matchIngredientFoodId, src/shared/food), else the
 *    same normalised name. Lines for the same food from several recipes merge into one when their
 *    units convert into each other (units.ts: mass, volume, count; mass ↔ volume by the food's
 *    density, pieces ↔ mass by its piece weight); units that do not convert stay separate lines.
 *  - A merged line is written in the unit of the pantry item that holds it (so restocking merges
 *    into that item), else the food's usual unit, else the first recipe's unit.
 *  - Have = every real pantry item of the same food (same food id, or the SPEC §5 match rule of
 *    ingredient-match.ts) converted into the line's unit; items in units that do not convert are
 *    not counted. Buy = need − have, rounded up to a purchase amount (shopping-purchase.ts);
 *    0 = the pantry already has enough.
 *  - A line without any amount ("salt to taste", "a pinch of pepper") is bought only when the
 *    pantry has none of that food; water is never bought.
 */
import { getFood } from "../food/catalog";
import { matchIngredientFoodId } from "../food/ingredient-line/food-id";
import { productTokens } from "../food/normalize";
import type { Food } from "../food/types";
import { parseRecipeQty, type RecipeLine, type StockItem } from "./cooking-deduction";
import { ingredientInPantry } from "./ingredient-match";
import { isTraceUnit, listUnit, purchaseQty } from "./shopping-purchase";
import { convertQty } from "./units";

/** Foods nobody shops for (tap water). */
const NEVER_BOUGHT: ReadonlySet<string> = new Set(["water"]);

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

/** `qty` of `from` in `to` (null when it does not convert); identical unknown units convert 1:1. */
export function convertListQty(qty: number, from: string, to: string, food?: Food): number | null {
  if (from.trim().toLowerCase() === to.trim().toLowerCase()) return qty;
  return convertQty(qty, from, to, food);
}

/**
 * A recipe's lines as needs for `servings` servings.
 * Input: lines {ingredient, qty text, unit}, the recipe's servings (≥ 1), the wanted servings, and
 * the source (without amount). Output: one NeedItem per line with an ingredient (water left out),
 * qty scaled and in a list unit (null for no amount or a trace such as "a pinch"). Never throws.
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
    const name = line.ingredient?.trim();
    if (!name) continue;
    const foodId = matchIngredientFoodId(name);
    if (foodId && NEVER_BOUGHT.has(foodId)) continue;
    const base = isTraceUnit(line.unit) ? null : parseRecipeQty(line.qty);
    const qty = base === null ? null : base * factor;
    const unit = qty === null ? null : (listUnit(line.unit) ?? "pieces");
    out.push({ name, foodId, need: { ...source, qty, unit } });
  }
  return out;
}

/** True when a pantry item holds the group's food (same food id, or the SPEC §5 match rule). */
function holds(item: StockItem, name: string, foodId: string | null): boolean {
  if (foodId && item.foodId === foodId) return true;
  return ingredientInPantry(name, [item.name]);
}

/** The unit a new group of this food is written in (see module comment). */
function chooseUnit(first: NeedItem, stock: readonly StockItem[], preferred: string | undefined): string {
  const food = foodOf(first.foodId);
  const from = first.need.unit!;
  const candidates = [
    preferred,
    ...stock.filter((s) => holds(s, first.name, first.foodId)).map((s) => listUnit(s.unit)),
    listUnit(food?.defaultUnit),
  ];
  for (const c of candidates) if (c && convertListQty(first.need.qty!, from, c, food) !== null) return c;
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
  stock: readonly StockItem[],
  preferredUnits: ReadonlyMap<string, string> = new Map(),
): NeedGroup[] {
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
    groups.push({
      foodKey: key,
      name: item.name,
      foodId: item.foodId,
      unit,
      needQty,
      haveQty: 0,
      buyQty: 0,
      buyUnit: unit,
      needs: [item.need],
      food,
    });
  }
  for (const item of noAmount) {
    const key = foodKeyOf(item.name, item.foodId);
    const target = groups.find((g) => g.foodKey === key);
    if (target) target.needs.push(item.need);
    else
      groups.push({
        foodKey: key,
        name: item.name,
        foodId: item.foodId,
        unit: null,
        needQty: null,
        haveQty: 0,
        buyQty: null,
        buyUnit: null,
        needs: [item.need],
        food: foodOf(item.foodId),
      });
  }
  return groups.map(({ food, ...g }) => settle(g, stock, food));
}

/** Fill in have and buy for a group. */
function settle(g: NeedGroup, stock: readonly StockItem[], food: Food | undefined): NeedGroup {
  const mine = stock.filter((s) => holds(s, g.name, g.foodId));
  if (g.unit === null || g.needQty === null) {
    const any = mine.some((s) => Number(s.qty) > 0);
    return { ...g, haveQty: any ? 1 : 0, buyQty: any ? 0 : null };
  }
  let have = 0;
  for (const s of mine) {
    const itemFood = foodOf(s.foodId) ?? food;
    const q = convertListQty(Math.max(0, Number(s.qty) || 0), s.unit, g.unit, itemFood);
    if (q !== null) have += q;
  }
  const bought = purchaseQty(g.needQty - have, g.unit);
  return { ...g, haveQty: have, buyQty: bought.qty, buyUnit: bought.qty > 0 ? bought.unit : g.unit };
}
