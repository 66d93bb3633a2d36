/**
 * SPEC §5 pantry quantity rules: "Unit pieces rounds quantity to a whole number." "Quantity
 * stepper: plus or minus 1, floor 0, pieces stay whole. 'Use 1' subtracts 1 (floor 0). 'Use ½'
 * halves to 1 decimal." Quantities are plain numbers in and out; SPEC §3 sends them as strings,
 * which `formatQty` produces.
 * Invalid input (NaN, ±Infinity) is treated as 0; results are never negative.
 */
import { isPiecesUnit } from "./units";

/** Removes binary float noise (0.1 + 0.2 → 0.3) by rounding to 6 decimals. */
function clean(n: number): number {
  const r = Math.round(n * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

function valid(qty: number): number {
  return Number.isFinite(qty) ? qty : 0;
}

/**
 * A quantity as stored for its unit: whole number for pieces (SPEC §5, Math.round: 2.5 → 3),
 * unchanged otherwise (float noise removed); never below 0.
 * Input: qty, unit ("pieces", "pcs", "ea" … count as pieces; see units.ts). Output: number ≥ 0.
 */
export function roundForUnit(qty: number, unit: string): number {
  const q = Math.max(0, valid(qty));
  return clean(isPiecesUnit(unit) ? Math.round(q) : q);
}

/**
 * The quantity stepper (SPEC §5): qty + direction (±1), floored at 0; pieces stay whole.
 * Input: current qty, unit, +1 or -1. Output: number ≥ 0. Examples: (0.3, "cups", -1) → 0;
 * (2, "pieces", +1) → 3; (1.5, "kg", +1) → 2.5.
 */
export function stepQty(qty: number, unit: string, direction: 1 | -1): number {
  const step = direction < 0 ? -1 : 1;
  return roundForUnit(roundForUnit(qty, unit) + step, unit);
}

/**
 * 'Use 1' (SPEC §5): subtracts 1, floored at 0; pieces stay whole.
 * Input: qty, unit. Output: number ≥ 0. Example: (0.5, "cups") → 0.
 */
export function useOne(qty: number, unit: string): number {
  return roundForUnit(roundForUnit(qty, unit) - 1, unit);
}

/**
 * 'Use ½' (SPEC §5): halves and rounds to 1 decimal (half up: 1.25 → 1.3). Rounding never keeps
 * the quantity where it was: when half-up would give back the same amount (0.1 → 0.05 → 0.1)
 * the result rounds down instead (0.1 → 0), so repeated use always reaches 0.
 * Input: qty (any unit). Output: number ≥ 0 with at most 1 decimal.
 */
export function useHalf(qty: number): number {
  const q = Math.max(0, valid(qty));
  const tenths = clean((q / 2) * 10);
  let half = Math.round(tenths) / 10;
  if (half >= q && q > 0) half = Math.floor(tenths) / 10;
  return clean(half);
}

/**
 * A quantity as text without float noise, as SPEC §3 stores it ("a number as string"):
 * up to 3 decimals, trailing zeros dropped. Examples: 0.30000000000000004 → "0.3", 2 → "2",
 * 1.23456 → "1.235", -0 → "0". Non-finite input → "0".
 */
export function formatQty(n: number): string {
  if (!Number.isFinite(n)) return "0";
  const r = Math.round(n * 1000) / 1000;
  return String(Object.is(r, -0) ? 0 : r);
}
