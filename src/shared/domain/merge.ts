/**
 * Merging a newly added quantity into a pantry item that already holds the same product (issue 3
 * item 7): the incoming amount is converted into the EXISTING item's unit and added, so the item
 * keeps the unit the household chose.
 *
 * Conversion is units.ts `convertQty`: mass ↔ mass, volume ↔ volume and count ↔ count always;
 * mass ↔ volume only with the food's densityGPerMl; pieces ↔ mass only with its gramsPerPiece;
 * containers (can, jar, bag …) only with the same container. Anything else is incompatible and
 * the caller creates a separate item instead.
 */
import type { Food } from "../food/types";
import { roundForUnit } from "./pantry-qty";
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
