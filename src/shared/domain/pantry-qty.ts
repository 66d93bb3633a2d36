/**
 * SPEC §5 pantry quantity rules: "Unit pieces rounds quantity to a whole number." "Quantity
 * stepper: plus or minus 1, floor 0, pieces stay whole. 'Use 1' subtracts 1 (floor 0). 'Use ½'
 * halves to 1 decimal." Quantities are plain numbers in and out; SPEC §3 sends them as strings,
 * which `formatQty` produces.
 * "1" is one step of a size that suits the unit (issue 22 item 3: a 500 g pack of chicken went to
 * 499 g): 1 piece, can or pack; 100 g; 0.1 kg or l; 50 ml; ¼ cup or lb; 1 oz, fl oz, tbsp or tsp.
 * Below one step the step is a tenth of it (80 g − 10 g, 30 ml − 5 ml), so small amounts stay usable.
 * Invalid input (NaN, ±Infinity) is treated as 0; results are never negative.
 */
import { isPiecesUnit, normalizeUnit, type CanonicalUnit } from "./units";

/** Removes binary float noise (0.1 + 0.2 → 0.3) by rounding to 6 decimals. */
function clean(n: number): number {
  const r = Math.round(n * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}

function valid(qty: number): number {
  return Number.isFinite(qty) ? qty : 0;
}

/** One stepper step per unit (module comment); units not listed, containers and unknown units step by 1. */
const STEPS: Partial<Record<CanonicalUnit, number>> = { g: 100, mg: 100, kg: 0.1, l: 0.1, ml: 50, cup: 0.25, lb: 0.25 };

/** The finer step used below one step (a tenth, kept to numbers a kitchen scale shows). */
const FINE: Readonly<Record<number, number>> = { 100: 10, 50: 5, 0.1: 0.01 };

/**
 * The stepper's step for an item: its unit's step, or a tenth of it while the amount going down is
 * at most one step (or going up is below one step).
 * Input: current qty, unit as stored ("g", "Pieces", "cups"), direction. Output: a step > 0.
 * Examples: (500, "g", -1) → 100; (100, "g", -1) → 10; (3, "pieces", 1) → 1; (2, "cups", 1) → 0.25.
 */
export function qtyStep(qty: number, unit: string, direction: 1 | -1): number {
  const canonical = normalizeUnit(unit);
  const step = (canonical && STEPS[canonical]) ?? 1;
  if (canonical === "piece" || !(step in FINE)) return step;
  const q = Math.max(0, valid(qty));
  const small = direction < 0 ? q <= step + 1e-9 : q < step - 1e-9;
  return small ? FINE[step] : step;
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
 * The quantity stepper (SPEC §5): qty ± one step (qtyStep), floored at 0; pieces stay whole.
 * Input: current qty, unit, +1 or -1. Output: number ≥ 0. Examples: (500, "g", -1) → 400;
 * (2, "pieces", +1) → 3; (1.5, "kg", +1) → 1.6; (0.5, "cups", -1) → 0.25.
 */
export function stepQty(qty: number, unit: string, direction: 1 | -1): number {
  const q = roundForUnit(qty, unit);
  const step = qtyStep(q, unit, direction);
  return roundForUnit(q + (direction < 0 ? -step : step), unit);
}

/**
 * 'Use 1' (SPEC §5): takes one step (qtyStep: 1 piece, 100 g, 50 ml, ¼ cup …), floored at 0;
 * pieces stay whole. Input: qty, unit. Output: number ≥ 0. Examples: (500, "g") → 400;
 * (3, "pieces") → 2; (0.2, "cups") → 0.
 */
export function useOne(qty: number, unit: string): number {
  return stepQty(qty, unit, -1);
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
