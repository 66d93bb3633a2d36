/**
 * Re-running 'Add what's missing' updates the list instead of duplicating it (issue 11). Pure:
 * given the lines on the list, the sources a run replaces (its scope) and the run's fresh needs,
 * it says which lines to add, change and remove.
 *
 * Rules:
 *  - Every need on a line carries the key of its source (a planned meal on a day, a recipe, an
 *    idea, a low-stock item). A run first drops its scope's needs from the unticked lines, then
 *    adds its fresh needs; each food's line is recomputed from ALL its needs (other runs' too)
 *    minus the pantry (shopping-need.ts), so two runs never count the pantry twice.
 *  - A ticked line (in someone's cart) is left alone, and a food with a ticked line gets no new
 *    line from the run (it is being bought).
 *  - A line whose amount a person set (added by hand or edited, `qtyEdited`) keeps its amount and
 *    unit; only its needs (the "needed for" list) and the computed amount follow the run. It is
 *    never removed by a run. Its computed amount is kept in its own unit (`autoQty`).
 *  - An unedited line whose food is now in stock, or which has no needs left, is removed.
 */
import type { StockItem } from "./cooking-deduction";
import { convertListQty, foodKeyOf, planPurchases, type NeedGroup, type NeedItem, type NeedSource } from "./shopping-need";
import { getFood } from "../food/catalog";

/** A line already on the list, as the rule needs it. */
export interface ListLine {
  id: string;
  name: string;
  foodId: string | null;
  qty: number | null;
  unit: string | null;
  checked: boolean;
  qtyEdited: boolean;
  needs: NeedSource[];
}

/** A change to an existing line. `qty`/`unit` are left out when the line keeps its own. */
export interface LineUpdate {
  id: string;
  needs: NeedSource[];
  autoQty: number | null;
  qty?: number | null;
  unit?: string | null;
}

/** A new line. */
export interface NewLine {
  name: string;
  foodId: string | null;
  qty: number | null;
  unit: string | null;
  needs: NeedSource[];
}

export interface Reconciled {
  inserts: NewLine[];
  updates: LineUpdate[];
  deletes: string[];
  /** Foods of the run the pantry already holds enough of. */
  inStock: number;
}

const keyOf = (l: { name: string; foodId: string | null }) => foodKeyOf(l.name, l.foodId);

/** True when a group (in its unit) fits on the line (units convert, or either has no unit). */
function fits(line: ListLine, g: NeedGroup): boolean {
  if (keyOf(line) !== g.foodKey) return false;
  if (!line.unit || !g.unit) return true;
  return convertListQty(1, g.unit, line.unit, line.foodId ? getFood(line.foodId) : undefined) !== null;
}

/** The group's purchase amount in an edited line's own unit (3 decimals), for `autoQty`. */
function inLineUnit(g: NeedGroup, line: ListLine): number | null {
  if (g.buyQty === null || !g.buyUnit || !line.unit) return g.buyQty;
  const q = convertListQty(g.buyQty, g.buyUnit, line.unit, line.foodId ? getFood(line.foodId) : undefined);
  return q === null ? g.buyQty : Math.round(q * 1000) / 1000;
}

/**
 * Apply a run to the list (rules of the module comment).
 * Input: the list's lines, `inScope` (true for a need this run replaces, by its key), the run's
 * fresh needs, and the household's real stock. Output: inserts, updates, deletes and how many of
 * the run's foods are already in stock. Never throws.
 */
export function reconcileRun(
  lines: readonly ListLine[],
  inScope: (need: NeedSource) => boolean,
  fresh: readonly NeedItem[],
  stock: readonly StockItem[],
): Reconciled {
  const open = lines.filter((l) => !l.checked);
  const ticked = new Set(lines.filter((l) => l.checked).map(keyOf));
  const freshItems = fresh.filter((f) => !ticked.has(keyOf(f)));
  const freshKeys = new Set(freshItems.map(keyOf));
  const affected = open.filter((l) => freshKeys.has(keyOf(l)) || l.needs.some(inScope));
  const kept: NeedItem[] = affected.flatMap((l) =>
    l.needs.filter((n) => !inScope(n)).map((need) => ({ name: l.name, foodId: l.foodId, need })),
  );
  const preferred = new Map(affected.filter((l) => l.unit).map((l) => [keyOf(l), l.unit!]));
  const groups = planPurchases([...kept, ...freshItems], stock, preferred);

  const out: Reconciled = { inserts: [], updates: [], deletes: [], inStock: 0 };
  const used = new Set<string>();
  for (const g of groups) {
    const fromRun = g.needs.some((n) => fresh.some((f) => f.need === n));
    if (fromRun && g.buyQty === 0) out.inStock++;
    const candidates = affected.filter((l) => !used.has(l.id) && fits(l, g));
    const line = candidates.find((l) => l.needs.length > 0) ?? candidates[0];
    if (!line) {
      if (g.buyQty !== 0) out.inserts.push({ name: g.name, foodId: g.foodId, qty: g.buyQty, unit: g.buyUnit, needs: g.needs });
      continue;
    }
    used.add(line.id);
    if (line.qtyEdited) out.updates.push({ id: line.id, needs: g.needs, autoQty: inLineUnit(g, line) });
    else if (g.buyQty === 0) out.deletes.push(line.id);
    else out.updates.push({ id: line.id, needs: g.needs, autoQty: g.buyQty, qty: g.buyQty, unit: g.buyUnit });
  }
  for (const l of affected) {
    if (used.has(l.id)) continue;
    if (l.qtyEdited) out.updates.push({ id: l.id, needs: l.needs.filter((n) => !inScope(n)), autoQty: null });
    else out.deletes.push(l.id);
  }
  return out;
}
