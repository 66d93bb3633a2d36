/**
 * Amounts that name a part or a cooked form of a food the knowledge base holds whole and raw:
 * cooked meat ("2 cups cooked chicken breast, shredded"), citrus zest and juice ("zest of 1 lemon",
 * "½ lime, juiced"). Grains, pasta and lentils cooked are domain/cooked-yield.ts's.
 *
 * Cooked meat: its grams are turned into the raw grams with the same energy, cooked × (kcal per
 * 100 g cooked ÷ kcal per 100 g raw), from USDA FoodData Central SR Legacy pairs: chicken breast
 * raw 120 / roasted 165; thigh meat 121 / 179; chicken (raw with skin 215 / roasted meat 190);
 * turkey breast 114 / 147; ground beef 80/20 254 / 272 (pan-browned); ground turkey 148 / 203;
 * shrimp 85 / 99. One cup of chopped or shredded cooked meat weighs 140 g (FDC 05064, chicken breast
 * roasted, "1 cup, chopped or diced").
 * Raw bacon renders most of its fat into the pan, which is poured off or left behind: pan-fried it
 * keeps about a third of its raw weight (USDA: bacon loses about two-thirds of its raw weight),
 * at 541 kcal per 100 g (FDC 10862, pan-fried) against 417 raw (FDC 10123), so a third × 541 ÷ 417
 * ≈ 0.43 of the raw energy is eaten. Lean back, Canadian or peameal bacon and bacon bits (already
 * cooked) keep theirs.
 * Citrus: one fruit gives about 6 g of zest (FDC 09156 lemon peel, 1 tbsp = 6 g, about one lemon's
 * worth) and juice of about 60 % of its weight (FDC: lemon 84 g → 47 g juice, lime 67 g → 44 g).
 */
import { ownValue } from "../../own-key";
import type { Food } from "../types";

const RAW_PER_COOKED: Readonly<Record<string, number>> = {
  "chicken-breast": 165 / 120,
  "chicken-thigh": 179 / 121,
  chicken: 190 / 215,
  "turkey-breast": 147 / 114,
  "ground-beef": 272 / 254,
  "ground-turkey": 203 / 148,
  shrimp: 99 / 85,
};

/** Share of raw streaky bacon's energy left after it is fried and its fat poured off (module comment). */
export const BACON_EATEN_SHARE = (1 / 3) * (541 / 417);
const LEAN_BACON = /\b(?:canadian|peameal|back|bits|cooked|crumbled)\b/i;

/**
 * Raw grams with the energy of what is eaten of `grams` of raw streaky bacon (BACON_EATEN_SHARE),
 * or null when `food` is not bacon or the words name a lean or cooked bacon ("canadian bacon",
 * "bacon bits", "cooked bacon").
 */
export function renderedBacon(food: Food, words: string, grams: number): number | null {
  return food.id === "bacon" && !LEAN_BACON.test(words) ? grams * BACON_EATEN_SHARE : null;
}

/** Grams of one US cup of chopped or shredded cooked meat (FDC 05064). */
export const COOKED_MEAT_GRAMS_PER_CUP = 140;

const CITRUS = new Set(["lemon", "lime", "orange", "clementine", "grapefruit"]);
const ZEST = /\b(?:zest|zested|peel|rind)\b/i;
const JUICE = /\b(?:juice|juiced)\b/i;

/** Grams of zest one citrus fruit gives, and zest's grams per ml (6 g per tablespoon). */
export const ZEST_GRAMS_PER_FRUIT = 6;
export const ZEST_GRAMS_PER_ML = 6 / 14.78676478125;
/** Share of a citrus fruit's weight that is juice. */
export const JUICE_SHARE = 0.6;

/** Raw grams with the energy of `cookedGrams` of a cooked meat, or null when `food` has no pair. */
export function rawOfCookedMeat(food: Food, cookedGrams: number): number | null {
  const factor = ownValue(RAW_PER_COOKED, food.id);
  return factor === undefined ? null : cookedGrams * factor;
}

/** Which part of a citrus fruit the words ask for: "zest", "juice" or null (whole fruit, or not citrus). */
export function citrusPart(food: Food, words: string): "zest" | "juice" | null {
  if (!CITRUS.has(food.id)) return null;
  if (ZEST.test(words)) return "zest";
  return JUICE.test(words) ? "juice" : null;
}
