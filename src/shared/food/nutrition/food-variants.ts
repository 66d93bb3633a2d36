/**
 * Forms of a knowledge-base food whose values differ from the food as the knowledge base holds it,
 * for nutrition only. The knowledge base files some forms under one food for the pantry ("egg yolk"
 * and "egg whites" are eggs, "mustard powder" and "mustard seeds" are mustard); counted as the whole
 * food they weigh and count wrongly (a yolk is a third of an egg and more than twice its energy per
 * gram; dry mustard has eight times the energy of prepared mustard).
 *
 * Values per 100 g and portion weights: USDA FoodData Central, SR Legacy —
 *   01125 Egg, yolk, raw, fresh: 322 kcal, 15.86 g protein, 26.54 g fat, 3.59 g carbohydrate,
 *         48 mg sodium; 1 large yolk = 17 g; 1 cup = 243 g.
 *   01124 Egg, white, raw, fresh: 52 kcal, 10.9 g protein, 0.17 g fat, 0.73 g carbohydrate,
 *         166 mg sodium; 1 large white = 33 g; 1 cup = 243 g.
 *   02024 Spices, mustard seed, ground: 508 kcal, 26.08 g protein, 36.24 g fat, 28.09 g
 *         carbohydrate, 12.2 g fibre, 13 mg sodium; 1 tsp = 2 g.
 */
import { ML_PER_CUP, ML_PER_TSP } from "../../domain/units";
import { per100g } from "../data/define";
import type { Food } from "../types";

interface Variant {
  /** Knowledge-base food the variant is a form of. */
  of: string;
  /** Words on the line that name the form. */
  words: RegExp;
  /** What replaces the food's own values. */
  as: Pick<Food, "id" | "name" | "nutrition" | "gramsPerPiece" | "densityGPerMl">;
}

const VARIANTS: readonly Variant[] = [
  {
    of: "egg",
    words: /\byolks?\b/i,
    as: { id: "egg-yolk", name: "egg yolk", nutrition: per100g(322, 15.86, 26.54, 3.59, 0, 48), gramsPerPiece: 17, densityGPerMl: 243 / ML_PER_CUP },
  },
  {
    of: "egg",
    // "3 egg whites", "whites of 2 eggs", not "large white eggs".
    words: /\bwhites\b|\begg\s+white\b/i,
    as: { id: "egg-white", name: "egg white", nutrition: per100g(52, 10.9, 0.17, 0.73, 0, 166), gramsPerPiece: 33, densityGPerMl: 243 / ML_PER_CUP },
  },
  {
    of: "mustard",
    // "dry mustard", "ground mustard", "mustard seeds"; not "stone-ground" or "whole grain" (prepared).
    words: /\b(?:dry|dried|powder(?:ed)?|(?<!stone[- ])ground|seeds?)\b/i,
    as: {
      id: "mustard-powder",
      name: "mustard powder",
      nutrition: per100g(508, 26.08, 36.24, 28.09, 12.2, 13),
      gramsPerPiece: undefined,
      densityGPerMl: 2 / ML_PER_TSP,
    },
  },
];

/**
 * The form of `food` the line's words name, or `food` itself.
 * Input: the matched Food and the line's name and note ("large yolks", "dry mustard"). Output: a
 * Food with the form's id, name, values per 100 g (kcal, g, mg sodium), piece weight (g) and
 * density (g/ml) — the values in the module comment — else the food unchanged. Never throws.
 * Example: (egg, "2 large egg yolks") → egg-yolk, 17 g a piece, 322 kcal per 100 g.
 */
export function foodVariant(food: Food, words: string): Food {
  const v = VARIANTS.find((x) => x.of === food.id && x.words.test(words));
  return v ? { ...food, ...v.as } : food;
}
