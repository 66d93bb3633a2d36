/**
 * Cooking takes ingredients out of the pantry (issue 7 item 3). Pure rules, shared by the
 * server (which deducts) and the client (which shows what will be taken before confirming).
 *
 * Rules:
 *  - Each recipe line is read once (ingredient-need.ts): its quantity scaled from the recipe's
 *    servings to the planned servings (linear, like SPEC "Quantities scale by household size
 *    relative to the recipe's servings"), cooked amounts turned into the dry food the pantry holds
 *    ("3 cups cooked rice" takes ≈ 185 g of rice, cooked-yield.ts). Free lines — water, ice, "to
 *    taste", a pinch, optional, spices without an amount — are left out: nothing is taken for them.
 *  - It is taken from the first pantry item (oldest first, as listed) that names the same
 *    ingredient (SPEC §5 match rule as refined in ingredient-match.ts), still holds some, and whose
 *    unit the amount converts into (piece-weights.ts: piece weights, cloves, cans, sticks; units.ts:
 *    mass, volume, count; mass ↔ volume by the food's density).
 *  - Pieces are taken whole: less than half a piece takes none (2 cloves of a garlic bulb, a slice
 *    of a loaf), from half a piece it is rounded up (half an onion still opens one); other units to
 *    3 decimals.
 *  - Never more than the item holds: the item floors at 0 (it is kept at 0, not deleted, so the
 *    user sees it ran out and undo can restore it exactly).
 *  - An ingredient without a quantity, without a matching item, or whose unit cannot be
 *    converted is listed with a reason and takes nothing.
 */
import { getFood } from "../food/catalog";
import { pantryMatcher } from "./ingredient-match";
import { lineNeed, parseRecipeQty, type RecipeLine, type StockItem } from "./ingredient-need";
import { preparedName } from "./pantry-coverage";
import { convertFoodQty } from "./piece-weights";
import { isPiecesUnit } from "./units";

export type { RecipeLine, StockItem } from "./ingredient-need";

/** One proposed deduction; `take` is in the item's unit, rounded like the pantry rounds. */
export interface ProposedDeduction {
  ingredient: string;
  /** The recipe amount after scaling, in the recipe's unit (null when the recipe gives none). */
  needed: number | null;
  neededUnit: string | null;
  pantryItemId: string | null;
  productName: string | null;
  itemQty: number | null;
  unit: string | null;
  take: number;
  /** Why nothing is taken: 'no-amount' | 'not-in-pantry' | 'unit-mismatch'; null when taken. */
  reason: "no-amount" | "not-in-pantry" | "unit-mismatch" | null;
}

/** Pieces to take for an amount of pieces: none below half a piece, else rounded up. */
function wholePieces(amount: number): number {
  return amount < 0.5 - 1e-9 ? 0 : Math.ceil(amount - 1e-9);
}

/**
 * What cooking `servings` servings of a recipe takes from the stock.
 * Input: the recipe's lines and servings (≥ 1), the planned servings (≥ 1), the stock (oldest
 * first). Output: one ProposedDeduction per recipe line that is not free, in recipe order. Two
 * lines that match the same item both draw from it, never below 0 in total. Never throws.
 */
export function proposeDeductions(
  lines: readonly RecipeLine[],
  recipeServings: number,
  servings: number,
  stock: readonly StockItem[],
): ProposedDeduction[] {
  const left = new Map(stock.map((s) => [s.id, Math.max(0, Number(s.qty) || 0)]));
  const matcher = pantryMatcher(stock.map((s) => s.name));
  const factor = servings / Math.max(1, recipeServings);
  const out: ProposedDeduction[] = [];
  for (const line of lines) {
    const need = lineNeed(line, factor);
    if (need.kind === "free") continue;
    const written = parseRecipeQty(line.qty);
    const needed = need.kind === "amount" && written !== null ? written * factor : null;
    const neededUnit = needed === null ? null : line.unit?.trim() || "piece";
    const empty = { ingredient: line.ingredient, needed, neededUnit, pantryItemId: null, productName: null, itemQty: null, unit: null, take: 0 };
    const candidates = matcher.matching(preparedName(need.ingredient)).map((i) => stock[i]);
    if (candidates.length === 0) {
      out.push({ ...empty, reason: "not-in-pantry" });
      continue;
    }
    const first = candidates[0];
    const described = { ...empty, pantryItemId: first.id, productName: first.name, itemQty: left.get(first.id) ?? 0, unit: first.unit };
    if (need.kind === "presence") {
      out.push({ ...described, reason: "no-amount" });
      continue;
    }
    const lineFood = need.foodId ? getFood(need.foodId) : undefined;
    const convertible = candidates.flatMap((item) => {
      const itemFood = (item.foodId ? getFood(item.foodId) : undefined) ?? lineFood;
      const amount = convertFoodQty(need.qty!, need.unit, item.unit, itemFood);
      return amount === null ? [] : [{ item, amount }];
    });
    const pick = convertible.find((c) => (left.get(c.item.id) ?? 0) > 0) ?? convertible[0];
    if (!pick) {
      out.push({ ...described, reason: "unit-mismatch" });
      continue;
    }
    const have = left.get(pick.item.id) ?? 0;
    const take = Math.min(have, isPiecesUnit(pick.item.unit) ? wholePieces(pick.amount) : Number(pick.amount.toFixed(3)));
    left.set(pick.item.id, have - take);
    out.push({ ...empty, pantryItemId: pick.item.id, productName: pick.item.name, itemQty: have, unit: pick.item.unit, take, reason: null });
  }
  return out;
}
