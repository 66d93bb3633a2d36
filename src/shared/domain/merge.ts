/**
 * Merging a newly added quantity into a pantry item that already holds the same product (issue 3
 * item 7): the incoming amount is converted into the EXISTING item's unit and added, so the item
 * keeps the unit the household chose.
 *
 * Conversion is units.ts `convertQty`: mass ↔ mass, volume ↔ volume and count ↔ count always;
 * mass ↔ volume only with the food's densityGPerMl; pieces ↔ mass only with its gramsPerPiece;
 * containers (can, jar, bag …) only with the same container. Anything else is incompatible and
 * the caller creates a separate item instead.
 *
 * Which existing item an addition may grow at all is `mergeTarget` (issue 22 item 2): the same
 * name, or the same food when both names are confidently that food; otherwise a new item.
 */
import { matchFood } from "../food/match";
import type { Food } from "../food/types";
import { roundForUnit } from "./pantry-qty";
import { isImplausibleQty } from "./receipt-line";
import { convertQty } from "./units";

/** A quantity in a typed unit ("kg", "cups", "pieces" …). */
export interface Quantity {
  qty: number;
  unit: string;
}

/** Most decimals a merged non-piece quantity keeps (SPEC §3 stores quantities as text, see formatQty). */
export const MERGE_DECIMALS = 3;

/** Rounds to MERGE_DECIMALS decimals, without float noise (1.4999999 → 1.5) and without -0. */
function roundDecimals(n: number): number {
  const factor = 10 ** MERGE_DECIMALS;
  const r = Math.round(Math.round(n * factor * 1e6) / 1e6) / factor;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * The existing quantity plus the incoming one, in the existing item's unit.
 * Input: existing and incoming { qty, unit } (qty finite, ≥ 0 expected; negatives count as 0),
 * optionally the matched Food (for density / piece weight). Output: { qty, unit: existing.unit }
 * with pieces whole (roundForUnit) and other units rounded to at most 3 decimals; null when the
 * units cannot be converted into each other or a qty is not finite. Never throws.
 * Examples: ({1, "kg"}, {500, "g"}) → {1.5, "kg"}; ({2, "cups"}, {100, "g"}, flour) →
 * {2.798, "cups"}; ({6, "pieces"}, {1, "kg"}) without a food → null.
 */
export function mergeQuantities(existing: Quantity, incoming: Quantity, food?: Food): Quantity | null {
  if (!existing || !incoming || !Number.isFinite(existing.qty) || !Number.isFinite(incoming.qty)) return null;
  const added = convertQty(Math.max(0, incoming.qty), incoming.unit, existing.unit, food);
  if (added === null) return null;
  const total = Math.max(0, existing.qty) + added;
  return { qty: roundDecimals(roundForUnit(total, existing.unit)), unit: existing.unit };
}

/**
 * Lowest matchFood score at which a name counts as *being* its food for a merge: 0.95 = the food
 * covers every meaningful word of the name (brand, size and codes aside: "Barilla Spaghetti No.5
 * 500g" is spaghetti). 0.9 ("Maggi Hot Cup Mee Tomato" → tomato, "1 Fish Ball Case" → white
 * fish: issue 22's own examples) and below are guesses that must not move stock into another
 * item. Set from those examples before the receipt-corruption bench ran; its half A has no wrong
 * merge at any threshold from 0.7 up, so it cannot choose on the goal, only on merges missed
 * (bench/receipts.md).
 */
export const MERGE_MATCH_MIN = 0.95;

/** An existing pantry item as the merge decision sees it. */
export interface MergeCandidate {
  name: string;
  qty: number;
  unit: string;
}

/** An addition: its name, amount and (optionally) where it comes from ("receipt", "manual" …). */
export interface Incoming extends Quantity {
  name: string;
  source?: string;
}

/** Where an addition goes when it grows an existing item: that item, its new amount, and why. */
export interface MergePlan<T extends MergeCandidate> {
  item: T;
  merged: Quantity;
  by: "name" | "food";
}

/** Names compared for "the same product" as the pantry's SQL does (lower case), runs of spaces as one. */
const foldName = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The food a name confidently is (matchFood score ≥ `minScore`, default MERGE_MATCH_MIN), or null. */
export function confidentFood(name: string, minScore = MERGE_MATCH_MIN): Food | null {
  const m = matchFood(name);
  return m && m.score >= minScore ? m.food : null;
}

/**
 * The existing item an addition merges into, or null for "new item". Rules, in order:
 *  1. a receipt line (source "receipt") with an implausible amount (receipt-line.ts
 *     isImplausibleQty: > 20 pieces, > 10 kg, > 10 l) never grows an existing item;
 *  2. candidates with the same name (case and spacing aside), in the order given;
 *  3. then candidates whose name is confidently the same food as the addition's (both
 *     matchFood scores ≥ MERGE_MATCH_MIN, same food id);
 *  4. the first of those whose unit the addition converts into (mergeQuantities, through the
 *     food's density or piece weight when needed); none → null.
 * Input: the addition, the household's items (samples already left out) and, for the bench's
 * threshold sweep only, another minimum score. Output: MergePlan or null. Pure; the server
 * (pantry add-service) decides with the same function, so the receipt review shows where each
 * line will go. Never throws.
 */
export function mergeTarget<T extends MergeCandidate>(
  incoming: Incoming,
  candidates: readonly T[],
  minScore = MERGE_MATCH_MIN,
): MergePlan<T> | null {
  if (incoming.source === "receipt" && isImplausibleQty(incoming.qty, incoming.unit)) return null;
  const name = foldName(incoming.name);
  if (name === "") return null;
  const food = confidentFood(incoming.name, minScore);
  const anyFood = food ?? matchFood(incoming.name)?.food;
  const tries: { item: T; by: "name" | "food"; food?: Food }[] = [];
  for (const item of candidates) {
    if (foldName(item.name) === name) tries.push({ item, by: "name", food: anyFood });
  }
  if (food) {
    for (const item of candidates) {
      if (foldName(item.name) !== name && confidentFood(item.name, minScore)?.id === food.id) tries.push({ item, by: "food", food });
    }
  }
  for (const t of tries) {
    const merged = mergeQuantities({ qty: t.item.qty, unit: t.item.unit }, incoming, t.food);
    if (merged) return { item: t.item, merged, by: t.by };
  }
  return null;
}
