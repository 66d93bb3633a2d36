/**
 * Units: normalising what people type ("Tbsp.", "lbs", "litres", "ea") and converting quantities.
 *
 * Exact factors: 1 lb = 453.59237 g and 1 oz = 28.349523125 g (International Yard and Pound
 * Agreement, 1959); US customary cup = 236.5882365 ml, tablespoon = 14.78676478125 ml, teaspoon =
 * 4.92892159375 ml, fluid ounce = 29.5735295625 ml (NIST Handbook 44, Appendix C).
 * Crossing dimensions needs the food: mass ↔ volume through densityGPerMl, pieces ↔ mass through
 * gramsPerPiece (src/shared/food/types.ts).
 */
import type { Food } from "../food/types";

export const GRAMS_PER_POUND = 453.59237;
export const GRAMS_PER_OUNCE = 28.349523125;
export const ML_PER_CUP = 236.5882365;
export const ML_PER_TBSP = 14.78676478125;
export const ML_PER_TSP = 4.92892159375;
export const ML_PER_FL_OZ = 29.5735295625;

export type UnitDimension = "mass" | "volume" | "count";

/** Canonical unit symbols. Containers (can, bag …) count whole packs and convert only to themselves. */
export type CanonicalUnit =
  | "mg"
  | "g"
  | "kg"
  | "oz"
  | "lb"
  | "ml"
  | "cl"
  | "dl"
  | "l"
  | "tsp"
  | "tbsp"
  | "fl oz"
  | "cup"
  | "piece"
  | "can"
  | "bottle"
  | "bag"
  | "box"
  | "bunch"
  | "jar"
  | "pack";

interface UnitInfo {
  dimension: UnitDimension;
  /** Size in the dimension's base unit (g, ml, piece); null for containers. */
  base: number | null;
}

const UNITS: Readonly<Record<CanonicalUnit, UnitInfo>> = {
  mg: { dimension: "mass", base: 0.001 },
  g: { dimension: "mass", base: 1 },
  kg: { dimension: "mass", base: 1000 },
  oz: { dimension: "mass", base: GRAMS_PER_OUNCE },
  lb: { dimension: "mass", base: GRAMS_PER_POUND },
  ml: { dimension: "volume", base: 1 },
  cl: { dimension: "volume", base: 10 },
  dl: { dimension: "volume", base: 100 },
  l: { dimension: "volume", base: 1000 },
  tsp: { dimension: "volume", base: ML_PER_TSP },
  tbsp: { dimension: "volume", base: ML_PER_TBSP },
  "fl oz": { dimension: "volume", base: ML_PER_FL_OZ },
  cup: { dimension: "volume", base: ML_PER_CUP },
  piece: { dimension: "count", base: 1 },
  can: { dimension: "count", base: null },
  bottle: { dimension: "count", base: null },
  bag: { dimension: "count", base: null },
  box: { dimension: "count", base: null },
  bunch: { dimension: "count", base: null },
  jar: { dimension: "count", base: null },
  pack: { dimension: "count", base: null },
};

/** Spellings → canonical unit (lower case, without trailing dots). */
const ALIASES: ReadonlyMap<string, CanonicalUnit> = new Map<string, CanonicalUnit>(
  (
    [
      ["mg", ["mg", "milligram", "milligrams", "milligramme", "milligrammes"]],
      ["g", ["g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes"]],
      ["kg", ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]],
      ["oz", ["oz", "ozs", "ounce", "ounces"]],
      ["lb", ["lb", "lbs", "pound", "pounds", "#"]],
      ["ml", ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "cc"]],
      ["cl", ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]],
      ["dl", ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]],
      ["l", ["l", "lt", "ltr", "ltrs", "litre", "litres", "liter", "liters"]],
      ["tsp", ["tsp", "tsps", "teaspoon", "teaspoons", "tspn"]],
      ["tbsp", ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tablespoon", "tablespoons", "tblsp"]],
      ["fl oz", ["fl oz", "floz", "fl. oz", "fluid ounce", "fluid ounces"]],
      ["cup", ["cup", "cups", "c"]],
      ["piece", ["piece", "pieces", "pc", "pcs", "ea", "each", "unit", "units", "item", "items", "count", "ct", "whole", "x"]],
      ["can", ["can", "cans", "tin", "tins"]],
      ["bottle", ["bottle", "bottles"]],
      ["bag", ["bag", "bags"]],
      ["box", ["box", "boxes"]],
      ["bunch", ["bunch", "bunches"]],
      ["jar", ["jar", "jars"]],
      ["pack", ["pack", "packs", "packet", "packets", "pkt", "pk"]],
    ] as Array<[CanonicalUnit, string[]]>
  ).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as [string, CanonicalUnit])),
);

/**
 * The canonical unit a typed unit names, or null when unknown.
 * Input: "Tbsp.", " LBS ", "litres", "ea", "fl. oz". Output: "tbsp", "lb", "l", "piece", "fl oz".
 * Case, surrounding spaces and trailing dots are ignored. Never throws.
 */
export function normalizeUnit(unit: string): CanonicalUnit | null {
  if (typeof unit !== "string") return null;
  const key = unit.trim().toLowerCase().replace(/\.+$/, "").replace(/\s+/g, " ");
  return ALIASES.get(key) ?? null;
}

/** Dimension of a typed unit ('mass' | 'volume' | 'count'), or null when the unit is unknown. */
export function unitDimension(unit: string): UnitDimension | null {
  const canonical = normalizeUnit(unit);
  return canonical ? UNITS[canonical].dimension : null;
}

/** True when a typed unit means pieces (SPEC §5 "pieces" rounding): piece(s), pc(s), ea, each … */
export function isPiecesUnit(unit: string): boolean {
  return normalizeUnit(unit) === "piece";
}

/** Grams (mass), millilitres (volume) or pieces (count) of qty in a known, non-container unit. */
function toBase(qty: number, unit: CanonicalUnit): number | null {
  const base = UNITS[unit].base;
  return base === null ? null : qty * base;
}

/**
 * Converts a quantity between units. Units are typed forms (normalizeUnit).
 * Same dimension: exact factors (above). Mass ↔ volume: needs food.densityGPerMl (g = ml × density).
 * Pieces ↔ mass: needs food.gramsPerPiece; pieces ↔ volume needs both.
 * Containers (can, bag, jar …) convert only to the same container.
 * Input: qty (finite number), units, optional Food. Output: the converted number (not rounded),
 * or null when a unit is unknown, qty is not finite, or the food lacks the needed density/weight.
 * Examples: (1, "lb", "g") → 453.59237; (1, "cup", "g", flour) → ≈ 125.4.
 */
export function convertQty(qty: number, fromUnit: string, toUnit: string, food?: Food): number | null {
  if (!Number.isFinite(qty)) return null;
  const from = normalizeUnit(fromUnit);
  const to = normalizeUnit(toUnit);
  if (!from || !to) return null;
  if (from === to) return qty;
  const fromBase = toBase(qty, from);
  const toInfo = UNITS[to];
  if (fromBase === null || toInfo.base === null) return null;
  const fromDim = UNITS[from].dimension;
  const grams = toGramsFromBase(fromBase, fromDim, food);
  if (fromDim === toInfo.dimension) return fromBase / toInfo.base;
  if (grams === null) return null;
  if (toInfo.dimension === "mass") return grams / toInfo.base;
  if (toInfo.dimension === "volume") return food?.densityGPerMl ? grams / food.densityGPerMl / toInfo.base : null;
  return food?.gramsPerPiece ? grams / food.gramsPerPiece / toInfo.base : null;
}

function toGramsFromBase(amount: number, dimension: UnitDimension, food?: Food): number | null {
  if (dimension === "mass") return amount;
  if (dimension === "volume") return food?.densityGPerMl ? amount * food.densityGPerMl : null;
  return food?.gramsPerPiece ? amount * food.gramsPerPiece : null;
}

/**
 * Grams of a quantity (for nutrition): convertQty(qty, unit, "g", food).
 * Returns null when the unit is unknown or the food lacks the density/piece weight needed.
 */
export function toGrams(qty: number, unit: string, food?: Food): number | null {
  return convertQty(qty, unit, "g", food);
}
