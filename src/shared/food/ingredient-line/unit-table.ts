/**
 * The parser's unit vocabulary: every spelling a recipe uses → one canonical, singular unit.
 *
 * Canonical vocabulary (what `ParsedIngredientLine.unit` holds):
 *  - metric mass and volume as SI symbols: "mg", "g", "kg", "ml", "cl", "dl", "l";
 *  - US / imperial measures as singular words: "teaspoon", "dessertspoon", "tablespoon", "cup",
 *    "fluid ounce", "ounce", "pound", "pint", "quart", "gallon";
 *  - lengths (a piece of ginger "4cm", "2-inch knob"): "cm", "mm", "inch";
 *  - small and count units as singular words: "pinch", "dash", "drop", "splash", "handful",
 *    "clove", "can" (also "tin"), "package" (also "pack", "packet", "pkg"), "bunch", "sprig", …
 * Spellings: full words with regular and irregular plurals, the usual abbreviations with or without
 * a trailing dot ("Tbs.", "tsp", "oz", "lbs", "fl oz"), and the case-sensitive cookbook shorthand
 * "T" (tablespoon) and "t" (teaspoon). Sources: US and UK cookbook conventions; NIST Handbook 44
 * Appendix C for the measure names.
 */

import { ownValue } from "../../own-key";

/** Canonical unit → extra spellings (the canonical word and its plural are added automatically). */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  mg: ["milligram", "milligrams", "milligramme", "milligrammes"],
  g: ["gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "grm"],
  kg: ["kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
  ml: ["mls", "millilitre", "millilitres", "milliliter", "milliliters"],
  cl: ["centilitre", "centilitres", "centiliter", "centiliters"],
  dl: ["decilitre", "decilitres", "deciliter", "deciliters"],
  l: ["lt", "ltr", "ltrs", "litre", "litres", "liter", "liters"],
  teaspoon: ["tsp", "tsps", "tspn", "tspns", "ts", "teasp", "tea spoon", "tea spoons"],
  dessertspoon: ["dsp", "dssp", "dstspn"],
  tablespoon: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tbspn", "table spoon", "table spoons"],
  cup: ["c"],
  "fluid ounce": ["fl oz", "fl ozs", "fl. oz", "floz", "fl.oz", "fluid ounces", "fluid oz"],
  ounce: ["oz", "ozs"],
  pound: ["lb", "lbs", "ib", "ibs"],
  pint: ["pt", "pts"],
  quart: ["qt", "qts"],
  gallon: ["gal", "gals"],
  cm: ["centimetre", "centimetres", "centimeter", "centimeters"],
  mm: ["millimetre", "millimetres", "millimeter", "millimeters"],
  inch: ["inches", "in"],
  pinch: [],
  dash: [],
  drop: [],
  splash: [],
  handful: ["handfull", "handfulls"],
  clove: [],
  can: ["tin", "tins"],
  package: ["pack", "packs", "packet", "packets", "pkg", "pkgs", "pkt"],
  bunch: [],
  sprig: [],
  stalk: [],
  rib: [],
  stick: [],
  slice: [],
  piece: ["pc", "pcs"],
  head: [],
  bulb: [],
  ear: [],
  knob: [],
  jar: [],
  bottle: [],
  bag: [],
  box: [],
  carton: [],
  tub: [],
  container: [],
  envelope: [],
  sachet: [],
  cube: [],
  sheet: [],
  strip: [],
  scoop: [],
  dollop: [],
  rasher: [],
  punnet: [],
  loaf: ["loaves"],
  wedge: [],
  leaf: ["leaves"],
  stem: [],
  chunk: [],
  batch: ["batches"],
  rack: [],
  twist: [],
  branch: ["branches"],
  spear: [],
  lump: [],
  pat: [],
  shake: [],
};

/** Shorthand whose meaning depends on case ("1 T butter" vs "1 t salt"). */
const CASE_SENSITIVE: Readonly<Record<string, string>> = { T: "tablespoon", Tb: "tablespoon", t: "teaspoon" };

/** Units that measure an amount of food by itself ("2 pounds" of something), not a container. */
const MEASURES: ReadonlySet<string> = new Set([
  "mg", "g", "kg", "ml", "cl", "dl", "l", "teaspoon", "dessertspoon", "tablespoon", "cup",
  "fluid ounce", "ounce", "pound", "pint", "quart", "gallon", "cm", "mm", "inch",
]);

/** Containers: a count of packs whose size may be given beside them ("1 (14 oz) can"). */
const CONTAINERS: ReadonlySet<string> = new Set([
  "can", "package", "jar", "bottle", "bag", "box", "carton", "tub", "container", "envelope", "sachet", "punnet",
]);

function plural(word: string): string {
  if (/(?:ch|sh|x|s)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const LOOKUP: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [unit, extra] of Object.entries(SPELLINGS)) {
    for (const s of [unit, plural(unit), ...extra]) map.set(s, unit);
  }
  return map;
})();

/** Longest spelling, in words (so "fluid ounces" is tried before "fluid"). */
export const MAX_UNIT_WORDS = 2;

/**
 * The canonical unit a spelling names, or null. Input: one or two words as written ("Tbs.",
 * "tablespoons", "fl oz", "T"); case is ignored except for "T"/"Tb"/"t"; a trailing dot is ignored.
 * Output: e.g. "tablespoon", "fluid ounce", "g". Never throws.
 */
export function canonicalUnit(spelling: string): string | null {
  const trimmed = spelling.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  const exact = ownValue(CASE_SENSITIVE, trimmed);
  if (exact) return exact;
  return LOOKUP.get(trimmed.toLowerCase()) ?? null;
}

/** True for a canonical unit that is a measure of mass, volume or length ("g", "cup", "inch"). */
export function isMeasureUnit(unit: string): boolean {
  return MEASURES.has(unit);
}

/** True for a canonical unit that is a container counted whole ("can", "package", "jar" …). */
export function isContainerUnit(unit: string): boolean {
  return CONTAINERS.has(unit);
}
