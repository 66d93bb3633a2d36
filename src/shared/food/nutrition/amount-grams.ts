/**
 * Grams of food in one recipe amount ("2 cups", "1 (14 oz) can", "3 cloves", "1 large"), for
 * nutrition. Unit conversion itself is the app's one way (domain/piece-weights.ts foodGrams: units.ts
 * factors, Food.densityGPerMl, Food.gramsPerPiece, clove/stick/slice weights; domain/cooked-yield.ts
 * for cooked amounts of rice, pasta, grains and lentils); this module adds what only nutrition needs:
 *  1. A mass written beside the amount wins: "2 cups (250 g) flour" → 250 g; "1 (14 oz) can",
 *     "2 (6-ounce) fillets" and "… 6 oz each" count per can or piece, any other the whole line
 *     ("4 chicken breasts (about 2 lb)"); so does one that opens the name ("1 350g block tofu").
 *  2. Counts of produce are scaled by size words (small ×0.75, large ×1.3, extra-large/jumbo ×1.5,
 *     against the medium piece weight: USDA FoodData Central household weights, rounded).
 *  3. Liquids, sauces and drinks without a density weigh 1 g/ml (water); so do pinches, dashes and
 *     drops of anything (well under a gram either way).
 *  4. Kitchen measures foodGrams leaves out, by cookbook convention and FDC household weights: pinch
 *     ⅟₁₆ tsp, dash ⅛ tsp, drop 0.05 ml, splash 1 tsp, dollop 1 tbsp; a sprig 1 g, a herb leaf 0.5 g
 *     (a counted herb, "6 basil", is leaves; a counted whole spice 1 g), a knob 15 g (butter 5 g, FDC pat), a handful 30 g, an
 *     inch of root 11 g (FDC 11216 ginger, 1 inch = 11 g), a celery stalk 40 g (FDC 11143), a bunch
 *     of herbs 30 g, a slice of fruit ⅛ piece, a clove of a food without a small piece weight 3 g
 *     (FDC 11215 garlic clove).
 *  5. A can of beans weighed by its net weight ("2 (14 oz) cans pinto beans") counts its drained
 *     share, 0.6 (DRAINED_SHARE): the knowledge base's values are for the beans, not the liquid.
 * Anything else is not convertible (null): the line then counts as not covered.
 */
import { parseNumber, plusAmount } from "../../domain/amount-read";
import { isCookedMention, stockAmount } from "../../domain/cooked-yield";
import { CUTS_PER_PIECE, foodGrams } from "../../domain/piece-weights";
import { convertQty, ML_PER_CUP, ML_PER_TSP, normalizeUnit } from "../../domain/units";
import { ownValue } from "../../own-key";
import { canonicalUnit } from "../ingredient-line/unit-table";
import type { Food } from "../types";
import {
  citrusPart,
  COOKED_MEAT_GRAMS_PER_CUP,
  JUICE_SHARE,
  rawOfCookedMeat,
  renderedBacon,
  ZEST_GRAMS_PER_FRUIT,
  ZEST_GRAMS_PER_ML,
} from "./food-parts";

/** Grams per ml of citrus juice (the knowledge base's lemon juice, FDC 1 tbsp = 15.3 g). */
const LEMON_JUICE_DENSITY = 1.03;

/** One amount as a recipe gives it: qty (a decimal; ranges already averaged), unit as written, the line's words. */
export interface AmountWords {
  qty: number;
  /** Unit in any spelling ("cup", "Tbsp", "cloves", "pieces") or null for a bare count. */
  unit: string | null;
  /** The ingredient name as written ("cooked rice", "large eggs"). */
  name: string;
  /** Preparation, sizes and second amounts ("14 oz, drained", "cooked", "250 g"). */
  note: string | null;
}

/** Small measures in ml (cookbook and measuring-spoon-set conventions). */
const SMALL_ML: Readonly<Record<string, number>> = {
  pinch: ML_PER_TSP / 16,
  dash: ML_PER_TSP / 8,
  shake: ML_PER_TSP / 8,
  drop: 0.05,
  splash: ML_PER_TSP,
  dollop: 3 * ML_PER_TSP,
};

/** One whole spice counted ("1 cinnamon stick", "2 cardamom pods", "3 cloves"), rounded up to a gram. */
const WHOLE_SPICE_GRAMS = 1;

/** Containers: a count of packs whose size the line usually gives ("1 (14 oz) can"). */
const PACKS = new Set(["can", "package", "jar", "bottle", "bag", "box", "carton", "tub", "container", "envelope", "sachet", "punnet"]);

/**
 * Share of a can of beans' net weight that is beans (rule 5): 240 g drained of a 400 g can, the
 * knowledge base's own can (legumes-soy.ts); FDC SR Legacy agrees in energy: pinto beans canned,
 * solids and liquids (16044) 82 kcal per 100 g ≈ 0.6 × boiled (16043) 143.
 */
const DRAINED_SHARE = 0.6;

/** Roles whose foods pour like water when no density is known. */
const POURABLE = new Set(["liquid", "beverage", "sauce", "condiment"]);

const SIZE_FACTORS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:extra[- ]large|jumbo|very large|huge)\b/i, 1.5],
  [/\b(?:large|big)\b/i, 1.3],
  [/\b(?:small|little)\b/i, 0.75],
];

const NUMBER = String.raw`(?:\d+\s+)?\d+\s*/\s*\d+|\d*\s*[¼½¾⅓⅔⅛]|\d+(?:[.,]\d+)?`;
const NOTE_MASS = new RegExp(
  String.raw`(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*(-)?\s*(ounces?|oz|grams?|gr?|kg|kilos?|pounds?|lbs?)\b`,
  "iu",
);

/**
 * A mass in a note ("14 oz", "6-ounce", "250g", "1 to 1 1/2 pounds": the middle of a range) in
 * grams, with whether it is per item ("6-ounce", "… each").
 */
function noteMass(note: string | null): { grams: number; each: boolean } | null {
  if (!note) return null;
  const m = NOTE_MASS.exec(note);
  if (!m) return null;
  const grams = gramsPer(canonicalUnit(m[4]) ?? m[4]);
  const low = parseNumber(m[1].replace(/\s+(?=[¼½¾⅓⅔⅛])/u, ""));
  const high = m[2] ? parseNumber(m[2].replace(/\s+(?=[¼½¾⅓⅔⅛])/u, "")) : null;
  if (grams === null || low === null) return null;
  const total = (high !== null && high > low ? (low + high) / 2 : low) * grams;
  return total > 0 ? { grams: total, each: Boolean(m[3]) || /\beach\b/i.test(note) } : null;
}

/** Grams of one mass unit ("ounce", "pound", "g" …), or null when `unit` is not a mass. */
function gramsPer(unit: string): number | null {
  return convertQty(1, unit === "ounce" ? "oz" : unit === "pound" ? "lb" : unit, "g");
}

/** The unit in the parser's vocabulary: "Tbsp" → "tablespoon", "pieces" → "piece"; null when none. */
function unitWord(unit: string | null): string | null {
  if (unit === null || unit.trim() === "") return null;
  const u = canonicalUnit(unit);
  if (u) return u;
  return normalizeUnit(unit) === "piece" ? "piece" : unit.trim().toLowerCase();
}

/** A mass that opens the name ("350g block extra-firm tofu"), as noteMass reads it; null otherwise. */
function leadingMass(name: string): { grams: number; each: boolean } | null {
  const m = NOTE_MASS.exec(name);
  return m && m.index === 0 ? noteMass(m[0]) : null;
}

/**
 * A mass beside a non-mass amount, as grams for the whole line (rule 1 of the module comment);
 * cans of beans by their drained share (rule 5).
 */
function besideGrams(beside: { grams: number; each: boolean }, qty: number, unit: string | null, food: Food): number {
  const pack = unit !== null && PACKS.has(unit);
  const grams = beside.each || pack ? beside.grams * qty : beside.grams;
  return pack && food.role === "legume" ? grams * DRAINED_SHARE : grams;
}

function sizeFactor(food: Food, words: string): number {
  if (food.category !== "produce") return 1;
  for (const [re, f] of SIZE_FACTORS) if (re.test(words)) return f;
  return 1;
}

/** Grams of one kitchen measure foodGrams does not know (rule 4), or null. */
function measureGrams(unit: string, food: Food): number | null {
  const piece = food.gramsPerPiece;
  switch (unit) {
    case "clove":
      return piece !== undefined && piece <= 15 ? piece : 3;
    case "stalk":
    case "rib":
      return piece !== undefined && piece <= 60 ? piece : 40;
    case "sprig":
    case "stem":
    case "branch":
    case "twist":
      return 1;
    case "leaf":
      return food.role === "herb" || food.role === "spice" ? 0.5 : 10;
    case "knob":
    case "pat":
      return food.role === "fat" ? 5 : 15;
    case "handful":
      return 30;
    case "inch":
      return 11;
    case "cm":
      return 11 / 2.54;
    case "bunch":
      return food.role === "herb" ? 30 : null;
    case "slice":
    case "wedge":
      return food.role === "fruit" || food.role === "vegetable" ? (piece !== undefined ? piece / CUTS_PER_PIECE : null) : null;
    case "cube":
    case "sheet":
    case "spear":
    case "stick":
      return piece !== undefined && piece <= 60 ? piece : null;
    default:
      return null;
  }
}

/** Grams of `food` as the amount is written (rules 1–4), dry grams for cooked grains when `cooked`. */
function weigh(a: AmountWords, food: Food, cooked: boolean): number | null {
  const unit = unitWord(a.unit);
  const perGram = unit === null ? null : gramsPer(unit);
  const beside = perGram === null ? (noteMass(a.note) ?? leadingMass(a.name)) : null;
  if (beside) {
    const grams = besideGrams(beside, a.qty, unit, food);
    return cooked ? stockAmount(grams, "g", food.id, true).qty : grams;
  }
  if (unit !== null && cooked) {
    const stock = stockAmount(a.qty, unit === "ounce" ? "oz" : unit === "pound" ? "lb" : unit, food.id, true);
    if (stock.unit === "g") return stock.qty;
  }
  if (unit === null || unit === "piece") {
    const g = foodGrams(a.qty, null, food);
    if (g === null && food.role === "herb") return a.qty * (measureGrams("leaf", food) ?? 0);
    if (g === null && food.role === "spice") return a.qty * WHOLE_SPICE_GRAMS;
    return g === null ? null : g * sizeFactor(food, `${a.name} ${a.note ?? ""}`);
  }
  const small = ownValue(SMALL_ML, unit) ?? null;
  if (small !== null) return a.qty * small * (food.densityGPerMl ?? 1);
  const g = foodGrams(a.qty, unit, food);
  if (g !== null) return g;
  if (POURABLE.has(food.role) && food.densityGPerMl === undefined) {
    const ml = foodGrams(a.qty, unit, { ...food, densityGPerMl: 1 });
    if (ml !== null) return ml;
  }
  const each = PACKS.has(unit) ? null : measureGrams(unit, food);
  return each === null ? null : a.qty * each;
}

/**
 * Grams of `food` in one amount.
 * Input: AmountWords (qty ≥ 0) and the matched Food. Output: grams (≥ 0), or null when the amount
 * cannot be weighed (unknown unit, a volume of a solid food without density, a count of a food
 * without piece weight, a pack without size). Cooked meat counts as the raw grams with the same
 * energy, raw bacon as the share of it eaten once its fat is poured off, citrus zest and juice as
 * their share of the fruit (food-parts.ts); a second amount after "plus" in the note adds its grams
 * ("1 cup plus 2 tablespoons flour"). Examples: 1 cup flour
 * → ≈ 125; 2 large eggs → 100 (size words scale produce only); 3 cups cooked rice → ≈ 185 dry;
 * 1 (14 oz) can → 396.9; 2 cups cooked chicken breast → 385 raw.
 */
export function gramsOfAmount(a: AmountWords, food: Food): number | null {
  if (!Number.isFinite(a.qty) || a.qty < 0) return null;
  const plus = plusAmount(a.note); // "1 cup plus 2 tablespoons flour": both amounts count
  if (plus) {
    const main = gramsOfAmount({ ...a, note: plus.rest }, food);
    return main === null ? null : main + (gramsOfAmount({ ...a, qty: plus.qty, unit: plus.unit, note: plus.rest }, food) ?? 0);
  }
  const part = citrusPart(food, `${a.name} ${a.note ?? ""}`);
  const cooked = isCookedMention(a.name, a.note);
  const meat = cooked && rawOfCookedMeat(food, 1) !== null;
  let measured = food;
  if (part === "zest") measured = { ...food, densityGPerMl: ZEST_GRAMS_PER_ML, gramsPerPiece: ZEST_GRAMS_PER_FRUIT };
  else if (part === "juice")
    measured = { ...food, densityGPerMl: LEMON_JUICE_DENSITY, gramsPerPiece: (food.gramsPerPiece ?? 0) * JUICE_SHARE };
  else if (meat) measured = { ...food, densityGPerMl: COOKED_MEAT_GRAMS_PER_CUP / ML_PER_CUP };
  const g = weigh(a, measured, cooked && !meat);
  if (g === null) return null;
  return meat ? rawOfCookedMeat(food, g) : (renderedBacon(food, `${a.name} ${a.note ?? ""}`, g) ?? g);
}
