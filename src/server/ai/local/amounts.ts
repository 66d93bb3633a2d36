/**
 * Amount arithmetic of the local recipe-idea engine: scaling per-serving amounts to a household,
 * formatting them the way a cook reads them. Grams for nutrition: src/shared/food/nutrition.
 */
import { amountText, fractionText } from "../../../shared/domain/amount-words";
import { joinParts, partsFromAmountText } from "../../../shared/domain/ingredient-phrase";
import type { Food } from "../../../shared/food/types";
import type { Chosen, Qty, QtyUnit } from "./family-types";

/** 1.5 → "1½", 0.25 → "¼", 3 → "3". Rounds to the nearest quarter. */
function quarter(n: number): string {
  return fractionText(Math.max(0.25, Math.round(n * 4) / 4));
}

/** Rounds a metric quantity to a step a kitchen scale or jug shows. */
function metric(n: number, small: string, big: string): string {
  if (n >= 1000) return `${Math.round(n / 100) / 10} ${big}`;
  const step = n < 20 ? 1 : n < 100 ? 5 : n < 400 ? 10 : 25;
  return `${Math.max(step, Math.round(n / step) * step)} ${small}`;
}

/** Heads and whole big vegetables: a cook weighs a share of them ("300 g broccoli", not "1½ broccolis"). */
const WEIGHED = /broccoli|cauliflower|cabbage|lettuce|bok choy|celery|celeriac|squash|pumpkin|melon|pineapple/;

/** Counted in pieces but bought in cans or jars (canned tomatoes, chickpeas, tuna), or weighed: shown in grams. */
function staysInGrams(food: Food): boolean {
  return food.category === "pantry" || (food.tags.includes("fish") && food.defaultUnit === "pieces") || WEIGHED.test(food.name);
}

/**
 * When a fresh food is counted in pieces (an egg, an onion) an authored gram amount is shown as
 * pieces. Canned goods and heads of vegetables stay in grams ("260 g canned tomatoes", "300 g broccoli").
 * Returns the per-serving amount in the unit the cook should see.
 */
export function preferredQty(per: Qty, food: Food): Qty {
  if (per.unit === "g" && food.defaultUnit === "pieces" && food.gramsPerPiece && !staysInGrams(food)) {
    const pieces = per.n / food.gramsPerPiece;
    // Whole cabbages, loaves or melons stay in grams: nobody buys 0.1 of one per serving.
    if (pieces >= 0.2) return { n: pieces, unit: "piece" };
  }
  return per;
}

/**
 * Formats the total for `servings` servings of a per-serving amount.
 * Examples: ({120,"g"},2) → "240 g"; ({0.5,"piece"},3) → "1½ pieces"; ({1,"tsp"},4) → "1¼ tbsp".
 * Teaspoons turn into tablespoons from 3 tsp, tablespoons into ml above 8 tbsp; metric amounts
 * round to 1/5/10/25 steps and switch to kg/l from 1000. Counts (pieces, slices, cloves) are said
 * by the shared amount words (shared/domain/amount-words.ts: ¼ below ⅜, halves below 2, whole from 2).
 */
export function formatAmount(per: Qty, servings: number): string {
  const total = per.n * servings;
  switch (per.unit) {
    case "taste":
      return "to taste";
    case "g":
      return metric(total, "g", "kg");
    case "ml":
      return metric(total, "ml", "l");
    case "tsp":
      return total >= 3 ? formatAmount({ n: total / 3, unit: "tbsp" }, 1) : `${quarter(total)} tsp`;
    case "tbsp":
      return total > 8 ? metric(total * 15, "ml", "l") : `${quarter(total)} tbsp`;
    case "piece":
    case "slice":
    case "clove":
      return amountText({ qty: total, unit: per.unit });
  }
}

/**
 * A chosen food with its amount as a cook says it in a step (shared/domain/ingredient-phrase.ts):
 * "300 g chicken breast", "2 eggs", "3 cloves garlic", "½ onion"; an amount "to taste" gives
 * the name alone ("salt").
 */
export function chosenPhrase(c: Pick<Chosen, "amount" | "label">): string {
  if (c.amount === "to taste") return c.label;
  return joinParts(partsFromAmountText(c.label, c.amount));
}

/** Same as formatAmount for free text in steps: a bare unit (no food to convert pieces). */
export function formatScaled(n: number, unit: QtyUnit, servings: number): string {
  return formatAmount({ n, unit }, servings);
}
