/**
 * Kitchen rounding: an amount rounded to what measuring spoons, cups, a scale or a knife can
 * measure (amount-words.ts says it in words).
 *  - g, ml, mg, cl, dl: whole from 10, one decimal below; kg and l: up to 2 decimals.
 *  - tsp, tbsp and cup (US customary: 1 tbsp = 3 tsp, 1 cup = 16 tbsp; NIST Handbook 44,
 *    Appendix C): the nearest ¼ (cups also ⅓ and ⅔; teaspoons ⅛ below 3/16). The written unit is
 *    kept when that is within 10 % and a standard spoon set measures it (no ¼ or ¾ tablespoon, no
 *    cup below ¼); otherwise the spoon or cup measure that comes closest (⅞ tbsp → 2¾ tsp,
 *    ⅛ cup → 2 tbsp, ⅜ cup → 6 tbsp), else the written unit rounded (⅞ cup → 1 cup).
 *  - things counted (no unit, pieces, cloves, cans, slices …): ¼ steps below 1 (at least ¼), ½
 *    steps below 2, whole from 2 (0.3 lemon → ¼, ¾ onion stays ¾, 1.4 onions → 1½, 2.5 eggs → 3).
 *  - a pinch, dash, drop, splash, handful: whole, at least 1.
 *  - oz, lb, fl oz, pints, lengths and other units: the nearest ¼ below 10, whole from 10.
 */
import { isPiecesUnit, normalizeUnit } from "./units";

/** How an amount is rounded and said: see the module comment. */
export type AmountKind = "piece" | "count" | "vague" | "spoon" | "metric" | "metric-large" | "other";

/** A pinch, dash, drop, splash, handful, shake: said with "a … of" ("a pinch of salt"). */
const VAGUE = new Set(["pinch", "dash", "drop", "splash", "handful", "shake", "sprinkle", "smidgen"]);
/** Measures that are neither spoons nor metric but still measured: rounded to quarters. */
const OTHER = new Set([
  "oz",
  "lb",
  "fl oz",
  "pint",
  "quart",
  "gallon",
  "inch",
  "cm",
  "mm",
  "dessertspoon",
  "ounce",
  "pound",
  "fluid ounce",
]);

/** The kind of a typed unit (null or "" = no unit, counted like pieces). */
export function amountKind(unit: string | null | undefined): AmountKind {
  const u = (unit ?? "").trim().toLowerCase();
  if (u === "" || isPiecesUnit(u)) return "piece";
  const canonical = normalizeUnit(u);
  if (canonical === "tsp" || canonical === "tbsp" || canonical === "cup") return "spoon";
  if (canonical === "kg" || canonical === "l") return "metric-large";
  if (canonical === "g" || canonical === "ml" || canonical === "mg" || canonical === "cl" || canonical === "dl") return "metric";
  const single = u.replace(/(?<=(ch|sh))es$|(?<=[^s])s$/, "").replace(/inche$/, "inch");
  if (VAGUE.has(single)) return "vague";
  if (OTHER.has(canonical ?? single)) return "other";
  return "count";
}

/** Nearest multiple of `step` (half up, with float noise removed). */
function nearest(n: number, step: number): number {
  return Math.round(Math.round((n / step) * 1e6) / 1e6) * step;
}

/** Teaspoons in one of each spoon measure. */
export const TSP_IN: Readonly<Record<"tsp" | "tbsp" | "cup", number>> = { tsp: 1, tbsp: 3, cup: 48 };
export type Spoon = keyof typeof TSP_IN;

export function roundSpoon(v: number, spoon: Spoon): number {
  if (v <= 0) return 0;
  if (spoon === "tsp" && v < 3 / 16) return 1 / 8;
  if (spoon !== "cup") return Math.max(spoon === "tsp" ? 1 / 8 : 1 / 4, nearest(v, 1 / 4));
  const quarter = nearest(v, 1 / 4);
  const third = nearest(v, 1 / 3);
  const best = Math.abs(third - v) < Math.abs(quarter - v) ? third : quarter;
  return Math.max(1 / 4, best);
}

/** True when a standard set of measuring spoons and cups measures `r` of `spoon`. */
function measurable(r: number, spoon: Spoon, bounded: boolean): boolean {
  if (spoon === "tsp") return r > 0 && (!bounded || r < 3);
  if (spoon === "tbsp") return (r === 0.5 || r >= 1) && (!bounded || r <= 8);
  return r >= 0.25;
}

/** The unit spelling for `spoon` in the style of `like` ("tablespoon" → "teaspoon", "tbsp" → "tsp"). */
function spoonSpelling(spoon: Spoon, like: string): string {
  const words = /^(teaspoons?|tablespoons?|cups?)$/i.test(like.trim()) || spoon === "cup";
  if (!words) return spoon;
  return { tsp: "teaspoon", tbsp: "tablespoon", cup: "cup" }[spoon];
}

function spoonAmount(qty: number, unit: string, spoon: Spoon): { qty: number; unit: string } {
  const own = roundSpoon(qty, spoon);
  const ownError = qty > 0 ? Math.abs(own - qty) / qty : 0;
  if (measurable(own, spoon, false) && ownError <= 0.1) return { qty: own, unit };
  const tsp = qty * TSP_IN[spoon];
  let best = { qty: own, unit, error: measurable(own, spoon, false) ? ownError : Infinity };
  for (const other of ["cup", "tbsp", "tsp"] as const) {
    if (other === spoon) continue;
    const v = tsp / TSP_IN[other];
    const r = roundSpoon(v, other);
    const error = Math.abs(r - v) / v;
    if (measurable(r, other, true) && error < best.error) best = { qty: r, unit: spoonSpelling(other, unit), error };
  }
  return best.error === Infinity ? { qty: own, unit } : { qty: best.qty, unit: best.unit };
}

/** One number rounded for its kind (no unit change). */
export function roundFor(kind: AmountKind, qty: number): number {
  if (qty <= 0) return 0;
  switch (kind) {
    case "metric":
      return qty >= 10 ? Math.round(qty) : Math.round(qty * 10) / 10;
    case "metric-large":
      return Math.round(qty * 100) / 100;
    case "vague":
      return Math.max(1, Math.round(qty));
    case "piece":
    case "count":
      return qty < 0.875 ? Math.max(0.25, nearest(qty, 0.25)) : qty < 2 ? nearest(qty, 0.5) : Math.round(qty);
    default:
      return qty >= 10 ? Math.round(qty) : Math.max(0.25, nearest(qty, 0.25));
  }
}

/** An amount after kitchen rounding; `unit` may change between tsp, tbsp and cup. */
export interface KitchenAmount {
  qty: number;
  unit: string | null;
}

/**
 * Kitchen rounding of one amount (rules in the module comment). Input: qty (a finite number; ≤ 0
 * gives 0), the unit as stored or null. Output: the rounded qty and the unit to say it in.
 * Examples: (0.875, "tablespoon") → {2.75, "teaspoon"}; (1.4, null) → {1.5, null}; (437.4, "g") → {437, "g"}.
 */
export function kitchenAmount(qty: number, unit: string | null): KitchenAmount {
  const kind = amountKind(unit);
  if (kind === "spoon" && unit && qty > 0) {
    const spoon = normalizeUnit(unit) as Spoon;
    return spoonAmount(qty, unit, spoon);
  }
  return { qty: roundFor(kind, qty), unit };
}
