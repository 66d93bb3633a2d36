/**
 * Cooked versus as-bought amounts for the foods that change when cooked (issue 22 item 3): a recipe
 * asking for "3 cups cooked rice" needs about 1 cup of dry rice from the pantry, not 3.
 *
 * Each food below has the weight of one US cup of the cooked food (USDA FoodData Central, SR Legacy
 * portion weights) and, for foods bought dry, the dry weight that makes one cup cooked: one cup of
 * the dry food (FDC portion weight) divided by the cups it cooks up to (the producers' and USDA's
 * published cooking yields, cited per row). Canned beans and chickpeas are sold cooked: their stock
 * form is the cooked, drained food, so only the cooked cup weight is needed.
 * Yields vary with the variety and the cook (±15 %); these are the usual figures, not lab values.
 */
import { convertQty, ML_PER_CUP, unitDimension } from "./units";

/** How a food's cooked amount maps to the form a household keeps. */
interface CookedForm {
  /** Grams of one US cup of the cooked food (FDC portion weight). */
  cookedGramsPerCup: number;
  /** Grams of the dry food that cook up to one cup; null when the stock is already cooked (cans). */
  dryGramsPerCookedCup: number | null;
}

/** Dry grains and pasta: FDC cup weight of the dry food ÷ cups cooked per cup dry. */
const dry = (cookedGramsPerCup: number, dryCupGrams: number, cupsCookedPerCupDry: number): CookedForm => ({
  cookedGramsPerCup,
  dryGramsPerCookedCup: dryCupGrams / cupsCookedPerCupDry,
});

/** Canned, drained legumes: the stock is the cooked food. */
const canned = (cookedGramsPerCup: number): CookedForm => ({ cookedGramsPerCup, dryGramsPerCookedCup: null });

/** Two ounces of dry pasta make about one cup cooked (USDA Food Buying Guide crediting: 1 oz dry = ½ cup cooked). */
const PASTA = dry(140, 2 * 28.349523125, 1);

const FORMS: ReadonlyMap<string, CookedForm> = new Map<string, CookedForm>([
  // White rice: FDC 20444 raw 1 cup = 185 g, 20445 cooked 1 cup = 158 g; USA Rice: 1 cup uncooked → 3 cups cooked.
  ["rice", dry(158, 185, 3)],
  // Brown rice: FDC 20036 raw 1 cup = 185 g, 20037 cooked 1 cup = 195 g; USDA Foods fact sheet B545: 1 cup dry → 3¼ cups.
  ["brown-rice", dry(195, 185, 3.25)],
  // Quinoa: FDC 20035 raw 1 cup = 170 g, 20137 cooked 1 cup = 185 g; package directions: 1 cup → 3 cups.
  ["quinoa", dry(185, 170, 3)],
  // Couscous: FDC 20028 dry 1 cup = 173 g, 20029 cooked 1 cup = 157 g; package directions: 1 cup → about 3 cups.
  ["couscous", dry(157, 173, 3)],
  // Bulgur: FDC 20012 dry 1 cup = 140 g, 20013 cooked 1 cup = 182 g; package directions: 1 cup → about 3 cups.
  ["bulgur", dry(182, 140, 3)],
  // Pearl barley: FDC 20005 1 cup = 200 g, 20006 cooked 1 cup = 157 g; package directions: 1 cup → about 3½ cups.
  ["barley", dry(157, 200, 3.5)],
  // Rolled oats: FDC 08120 dry 1 cup = 81 g, cooked with water 1 cup = 234 g; package directions: ½ cup → 1 cup.
  ["oats", dry(234, 81, 2)],
  // Lentils: FDC 16069 raw 1 cup = 192 g, 16070 boiled 1 cup = 198 g; USA Dry Pea & Lentil Council: 1 cup → 2½ cups.
  ["lentils", dry(198, 192, 2.5)],
  ["pasta", PASTA],
  ["spaghetti", PASTA],
  ["lasagna", PASTA],
  ["noodles", PASTA],
  ["egg-noodles", PASTA],
  ["rice-noodles", PASTA],
  // Cooked (canned, drained) legumes, FDC "mature seeds, cooked, boiled" 1 cup weights.
  ["chickpea", canned(164)],
  ["black-beans", canned(172)],
  ["kidney-beans", canned(177)],
  ["cannellini-beans", canned(179)],
  ["butter-beans", canned(188)],
  ["pinto-beans", canned(171)],
]);

/** "cooked", "boiled", "steamed", "leftover" as whole words; "uncooked" and "undercooked" do not count. */
const COOKED = /\b(?:cooked|boiled|steamed|leftover)\b/i;

/**
 * True when a recipe line asks for the food already cooked.
 * Input: the line's texts (name, note), any of them null. Examples: ("rice", "cooked") → true;
 * ("cooked rice", null) → true; ("rice", "uncooked") → false.
 */
export function isCookedMention(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((t) => typeof t === "string" && COOKED.test(t));
}

/**
 * An amount of a food as the household keeps it: cooked rice, pasta, grains and lentils become their
 * dry weight; volumes of canned legumes become their cooked, drained weight (which the can's piece
 * weight then counts).
 * Input: qty (finite, ≥ 0), unit as written ("cup", "g", "tablespoon"), the food id, and whether the
 * line asks for it cooked. Output: {qty, unit: "g"} when a yield applies, else the input unchanged
 * (foods without figures, pieces, and uncooked amounts of dry foods, which units.ts converts by density).
 * Examples: (3, "cup", "rice", true) → {185, "g"}; (200, "g", "pasta", true) → {81, "g"};
 * (1, "cup", "chickpea", false) → {164, "g"}.
 */
export function stockAmount(qty: number, unit: string, foodId: string | null, cooked: boolean): { qty: number; unit: string } {
  const form = foodId ? FORMS.get(foodId) : undefined;
  const same = { qty, unit };
  if (!form || !Number.isFinite(qty)) return same;
  if (form.dryGramsPerCookedCup === null) {
    if (unitDimension(unit) !== "volume") return same;
    return { qty: cups(qty, unit) * form.cookedGramsPerCup, unit: "g" };
  }
  if (!cooked) return same;
  const dimension = unitDimension(unit);
  if (dimension === "volume") return { qty: cups(qty, unit) * form.dryGramsPerCookedCup, unit: "g" };
  if (dimension === "mass") {
    const grams = convertQty(qty, unit, "g")!;
    return { qty: (grams * form.dryGramsPerCookedCup) / form.cookedGramsPerCup, unit: "g" };
  }
  return same;
}

/** US cups in a volume (units.ts knows the unit: callers checked its dimension). */
function cups(qty: number, unit: string): number {
  return convertQty(qty, unit, "ml")! / ML_PER_CUP;
}
