/**
 * Piece weights and the kitchen units units.ts does not know (issue 22 item 3): "2 cloves garlic",
 * "3 stalks celery", "1 can chickpeas", "1 stick butter", "1 pint milk". One conversion,
 * `convertFoodQty`, turns any of them into any pantry unit and back, through the food's piece weight
 * (Food.gramsPerPiece) and density (Food.densityGPerMl) as units.ts does.
 *
 * Weights (USDA FoodData Central, SR Legacy portion weights): garlic 1 clove = 3 g (FDC 11215);
 * butter 1 stick = 113 g, 1 pat = 5 g (FDC 01001); white bread 1 slice = 25 g (FDC 18069);
 * processed cheese 1 slice = 21 g (FDC 01042). US pint, quart and gallon: 473.176473, 946.352946 and
 * 3785.411784 ml (NIST Handbook 44, Appendix C); dessertspoon: 10 ml (metric kitchen convention).
 */
import type { Food } from "../food/types";
import { convertQty, normalizeUnit } from "./units";

/** A unit as units.ts knows it, times a factor: one "clove" of garlic = {unit: "g", factor: 3}. */
interface Resolved {
  unit: string;
  factor: number;
}

/** Volumes units.ts leaves out, in ml. */
const MORE_VOLUMES: Readonly<Record<string, number>> = {
  pint: 473.176473,
  pints: 473.176473,
  pt: 473.176473,
  quart: 946.352946,
  quarts: 946.352946,
  qt: 946.352946,
  gallon: 3785.411784,
  gallons: 3785.411784,
  gal: 3785.411784,
  dessertspoon: 10,
  dessertspoons: 10,
  dsp: 10,
};

/** Units that name one whole piece of a food counted in pieces: a head of garlic, a loaf, a fillet. */
const WHOLE_PIECE = new Set(["head", "heads", "bulb", "bulbs", "ear", "ears", "loaf", "loaves", "fillet", "fillets", "whole"]);

/** Containers that hold one piece of a shelf food the pantry counts in pieces (a can of tomatoes, of beans; a stock cube). */
const CONTAINERS = new Set(["can", "cans", "tin", "tins", "jar", "jars"]);

/** Units that are one piece of a particular food (celery counts stalks, bacon counts rashers, stock counts cubes). */
const PIECE_OF: Readonly<Record<string, readonly string[]>> = {
  celery: ["stalk", "stalks", "rib", "ribs", "stick", "sticks"],
  bacon: ["slice", "slices", "rasher", "rashers", "strip", "strips"],
};

/** Grams of one unit of a particular food (sources in the module comment). */
const GRAMS_OF: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  garlic: { clove: 3, cloves: 3 },
  butter: { stick: 113, sticks: 113, pat: 5, pats: 5 },
  bread: { slice: 25, slices: 25 },
};

/**
 * Wedges or slices one fruit or vegetable is cut into ("lemon wedges", "2 slices tomato"): cooks cut
 * a lemon, lime, orange or tomato into six to eight wedges; eight, the smaller share, so a recipe
 * asking for a few wedges is not read as wanting whole fruit. The nutrition weights use the same.
 */
export const CUTS_PER_PIECE = 8;

/** Cuts of a fruit or vegetable counted in pieces (see CUTS_PER_PIECE). */
const CUTS = new Set(["wedge", "wedges", "slice", "slices"]);

/** Grams of one slice of any cheese (FDC 01042 processed cheese slice). */
const CHEESE_SLICE_GRAMS = 21;

function key(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.+$/, "").replace(/\s+/g, " ");
}

/**
 * A written unit as a unit units.ts converts, for this food; null when nothing is known about it
 * ("sprig", "bunch" of parsley, "inch" of ginger). A blank unit is one piece ("8 eggs").
 */
function resolve(unit: string | null | undefined, food: Food | undefined): Resolved | null {
  const k = key(unit ?? "");
  if (k === "") return { unit: "piece", factor: 1 };
  const id = food?.id ?? "";
  const grams = GRAMS_OF[id]?.[k] ?? (food?.role === "cheese" && /^slices?$/.test(k) ? CHEESE_SLICE_GRAMS : undefined);
  if (grams !== undefined) return { unit: "g", factor: grams };
  if (PIECE_OF[id]?.includes(k)) return { unit: "piece", factor: 1 };
  const counted = food?.defaultUnit === "pieces" || food?.gramsPerPiece !== undefined;
  if (counted && WHOLE_PIECE.has(k)) return { unit: "piece", factor: 1 };
  if (counted && CUTS.has(k) && (food?.role === "fruit" || food?.role === "vegetable")) return { unit: "piece", factor: 1 / CUTS_PER_PIECE };
  const canned = food?.defaultUnit === "pieces" && food.category === "pantry";
  if (canned && (CONTAINERS.has(k) || /^cubes?$/.test(k))) return { unit: "piece", factor: 1 };
  if (MORE_VOLUMES[k] !== undefined) return { unit: "ml", factor: MORE_VOLUMES[k] };
  if (k === "package" || k === "packages") return { unit: "pack", factor: 1 };
  return normalizeUnit(k) ? { unit: k, factor: 1 } : null;
}

/**
 * Converts an amount of a food between two written units, with piece weights both ways.
 * Input: qty (finite), units as written by a recipe or the pantry ("cloves", "can", "pieces", "g",
 * "tablespoon", null = pieces), the food (or undefined when unknown). Output: the amount in `to`
 * (not rounded), or null when the units do not convert for this food. The same text on both sides
 * always converts 1:1 ("sprig" → "sprig").
 * Examples: (2, "cloves", "pieces", garlic) → 0.15 (bulbs of 40 g); (500, "g", "pieces", chicken
 * breast) → ≈ 2.86; (1, "can", "pieces", chickpeas) → 1; (1, "stick", "g", butter) → 113.
 */
export function convertFoodQty(qty: number, from: string | null | undefined, to: string | null | undefined, food?: Food): number | null {
  if (!Number.isFinite(qty)) return null;
  if (key(from ?? "") === key(to ?? "")) return qty;
  const a = resolve(from, food);
  const b = resolve(to, food);
  if (!a || !b) return null;
  const out = convertQty(qty * a.factor, a.unit, b.unit, food);
  return out === null ? null : out / b.factor;
}

/**
 * Grams of an amount of a food (for nutrition and comparisons): convertFoodQty(qty, unit, "g").
 * Output: null when the food lacks the piece weight or density the unit needs.
 */
export function foodGrams(qty: number, unit: string | null | undefined, food?: Food): number | null {
  return convertFoodQty(qty, unit, "g", food);
}
