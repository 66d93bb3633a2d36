/**
 * Cooking takes ingredients out of the pantry (issue 7 item 3). Pure rules, shared by the
 * server (which deducts) and the client (which shows what will be taken before confirming).
 *
 * Rules:
 *  - Each recipe ingredient's quantity is scaled from the recipe's servings to the planned
 *    servings (linear, like SPEC "Quantities scale by household size relative to the recipe's
 *    servings").
 *  - It is taken from the first pantry item (oldest first, as listed) that names the same
 *    ingredient (SPEC §5 match rule as refined in ingredient-match.ts) and whose unit the amount
 *    converts into (units.ts: mass, volume, count; mass ↔ volume by the food's density).
 *  - Pieces are taken whole, rounded up (half an onion still opens one); other units to 3 decimals.
 *  - Never more than the item holds: the item floors at 0 (it is kept at 0, not deleted, so the
 *    user sees it ran out and undo can restore it exactly).
 *  - An ingredient without a quantity, without a matching item, or whose unit cannot be
 *    converted is listed with a reason and takes nothing.
 */
import { getFood } from "../food/catalog";
import { matchFood } from "../food/match";
import { ingredientInPantry } from "./ingredient-match";
import { convertQty, isPiecesUnit } from "./units";

/** A pantry item as the rule needs it (qty as sent: a numeric string). */
export interface StockItem {
  id: string;
  name: string;
  qty: string;
  unit: string;
  foodId?: string | null;
}

/** A recipe ingredient (SPEC §3: ingredient, qty, unit; qty text like "2", "1 1/2", "½"). */
export interface RecipeLine {
  ingredient: string;
  qty: string | null;
  unit: string | null;
}

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

const UNICODE_FRACTIONS: Record<string, number> = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125 };

/**
 * A recipe quantity as a number: "2" → 2, "1.5" → 1.5, "1/2" → 0.5, "1 1/2" → 1.5, "1½" → 1.5,
 * "2-3" → 2 (the lower bound; a cook uses at least that). Output: null for blank or unreadable.
 */
export function parseRecipeQty(text: string | null | undefined): number | null {
  if (!text) return null;
  let s = text.trim().replace(/,/g, ".");
  let extra = 0;
  for (const [ch, v] of Object.entries(UNICODE_FRACTIONS)) {
    if (s.includes(ch)) {
      extra += v;
      s = s.replace(ch, " ").trim();
    }
  }
  s = s.split(/\s*(?:-|–|to)\s*/)[0] ?? "";
  const m = /^(\d+(?:\.\d+)?)?(?:\s*(\d+)\/(\d+))?$/.exec(s);
  if (!m || (!m[1] && !m[2] && extra === 0)) return extra > 0 && s === "" ? extra : null;
  const whole = m[1] ? Number(m[1]) : 0;
  const frac = m[2] && Number(m[3]) > 0 ? Number(m[2]) / Number(m[3]) : 0;
  const value = whole + frac + extra;
  return value > 0 ? value : null;
}

/**
 * What cooking `servings` servings of a recipe takes from the stock.
 * Input: the recipe's lines and servings (≥ 1), the planned servings (≥ 1), the stock (oldest
 * first). Output: one ProposedDeduction per recipe line, in recipe order. Two lines that match
 * the same item both draw from it, never below 0 in total. Never throws.
 */
export function proposeDeductions(
  lines: readonly RecipeLine[],
  recipeServings: number,
  servings: number,
  stock: readonly StockItem[],
): ProposedDeduction[] {
  const left = new Map(stock.map((s) => [s.id, Number(s.qty)]));
  const factor = servings / Math.max(1, recipeServings);
  return lines.map((line) => {
    const base = parseRecipeQty(line.qty);
    const needed = base === null ? null : base * factor;
    const neededUnit = line.unit?.trim() || (needed === null ? null : "piece");
    const empty = {
      ingredient: line.ingredient,
      needed,
      neededUnit,
      pantryItemId: null,
      productName: null,
      itemQty: null,
      unit: null,
      take: 0,
    };
    const candidates = stock.filter((s) => ingredientInPantry(line.ingredient, [s.name]));
    if (candidates.length === 0) return { ...empty, reason: "not-in-pantry" as const };
    const first = candidates[0];
    const described = { ...empty, pantryItemId: first.id, productName: first.name, itemQty: left.get(first.id) ?? 0, unit: first.unit };
    if (needed === null) return { ...described, reason: "no-amount" as const };
    const food = matchFood(line.ingredient)?.food;
    for (const item of candidates) {
      const itemFood = (item.foodId ? getFood(item.foodId) : undefined) ?? food;
      const amount = convertQty(needed, neededUnit!, item.unit, itemFood);
      if (amount === null) continue;
      const have = left.get(item.id) ?? 0;
      const take = Math.min(have, isPiecesUnit(item.unit) ? Math.ceil(amount - 1e-9) : Number(amount.toFixed(3)));
      left.set(item.id, have - take);
      return { ...empty, pantryItemId: item.id, productName: item.name, itemQty: have, unit: item.unit, take, reason: null };
    }
    return { ...described, reason: "unit-mismatch" as const };
  });
}
