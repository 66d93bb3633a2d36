/**
 * A household's pantry as the engine sees it: each item matched once to a knowledge-base food,
 * ordered so the soonest-expiring items are tried first.
 */
import { prepareStock, type CoverageStock } from "../../../shared/domain/pantry-coverage";
import { matchFood } from "../../../shared/food/match";
import type { Food } from "../../../shared/food/types";
import type { PantryInput } from "../../kernel/ports/ai-provider";

/** One in-stock pantry item with its matched food and expiry urgency. */
export interface PantryEntry {
  item: PantryInput;
  /** The matched food, or null when the knowledge base does not know the item. */
  food: Food | null;
  /** 0 for undated items; otherwise 5 for the soonest-dated item, 4 for the next … down to 1. */
  urgency: number;
}

/** The indexed pantry of one request. */
export interface PantryIndex {
  /** Items in stock with a known food, soonest expiry first, then undated in input order. One per food. */
  candidates: PantryEntry[];
  /** Names of all items in stock (for ingredientInPantry). */
  names: string[];
  /** The items in stock with their amounts, prepared for the pantry match (shared/domain/pantry-coverage.ts). */
  stock: CoverageStock;
  /** First in-stock entry per food id (known foods only). */
  byFoodId: Map<string, PantryEntry>;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** Expiry key comparable as a string; "~" sorts after every date (undated last). */
function expiryKey(item: PantryInput): string {
  const e = item.expiresOn;
  return e && DATE.test(e) ? e.slice(0, 10) : "~";
}

/**
 * Indexes a pantry: drops items with qty ≤ 0 (used up) and blank names, matches each name with
 * matchFood (brands, sizes and plurals tolerated), orders by expiry (stable: equal dates keep
 * input order) and gives the five soonest-expiring foods an urgency bonus of 5…1; prepares the
 * stock for the pantry match. Cost: a few matchFood calls per item.
 */
export function indexPantry(pantry: readonly PantryInput[]): PantryIndex {
  const inStock = pantry.filter((p) => p.name.trim() !== "" && !(p.qty <= 0));
  const names = inStock.map((p) => p.name.trim());
  const dated = inStock
    .map((item, i) => ({ item, i, key: expiryKey(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i));
  const byFoodId = new Map<string, PantryEntry>();
  const candidates: PantryEntry[] = [];
  let rank = 0;
  for (const { item, key } of dated) {
    const food = matchFood(item.name)?.food ?? null;
    if (!food || byFoodId.has(food.id)) continue;
    const urgency = key !== "~" && rank < 5 ? 5 - rank : 0;
    if (key !== "~") rank++;
    const entry: PantryEntry = { item, food, urgency };
    byFoodId.set(food.id, entry);
    candidates.push(entry);
  }
  return { candidates, names, byFoodId, stock: prepareStock(inStock.map((p) => ({ name: p.name.trim(), qty: p.qty, unit: p.unit }))) };
}
