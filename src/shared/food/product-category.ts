/**
 * The SPEC §3 pantry category of a product name once its head is read (src/shared/food/match.ts
 * `classifyProduct` and `categoryFor` call this). Rules, in order:
 *  1. non-food products → "item";
 *  2. "frozen" in the name → "frozen" ("Frozen Prawns");
 *  3. a matched food: "pantry" when the name says canned, dried or packed in brine/oil/water/
 *     syrup/juice/sauce and the food has a shelf-stable form (pantry life ≥ SHELF_STABLE_MIN_DAYS:
 *     "Tuna Chunks in Spring Water", "Dried Basil"); "produce" for a herb sold fresh ("Fresh Thyme");
 *     "other" for a prepared salad ("Chicken Caesar Salad"); else the food's own category;
 *  4. a class word as the head ("Apple Cinnamon Bar" → snacks, "Nutritional Shake" → beverages);
 *  5. an unknown head: the nearest class word before it, else "other".
 */
import { ownValue } from "../own-key";
import { PACKING_MEDIA, SHELF_STABLE_WORDS } from "./data/lexicon";
import { CLASS_WORDS } from "./data/product-words";
import type { HeadReading } from "./head-match";
import type { NonFoodStrength } from "./non-food";
import type { FoodMatch, PantryCategory } from "./types";

/**
 * Pantry life (days) from which a food counts as having a shelf-stable form: canned fish,
 * canned sweetcorn and dried herbs keep ≥ 180 days unopened; fresh produce never does.
 */
export const SHELF_STABLE_MIN_DAYS = 180;

/** True when the name says canned/tinned/dried/jarred or "in brine/oil/water/syrup/juice/sauce". */
function saysShelfStable(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (SHELF_STABLE_WORDS.has(tokens[i])) return true;
    if (tokens[i] !== "in") continue;
    for (let j = i + 1; j < tokens.length && j <= i + 3; j++) if (PACKING_MEDIA.has(tokens[j])) return true;
  }
  return false;
}

/**
 * True when a salad is a prepared (deli) salad: its head is the generic "salad" and another food
 * that is not produce comes before it ("Chicken Caesar Salad", "Sesame Seaweed Salad", "Pasta
 * Salad"); "Spinach Salad" or "Garden Salad" stay produce.
 */
function isPreparedSalad(reading: HeadReading, match: FoodMatch): boolean {
  const head = reading.head;
  if (match.food.id !== "mixed-salad" || head.kind !== "food" || head.hit.end - head.hit.start !== 1) return false;
  return reading.hits.some((h) => h.end <= head.hit.start && h.food.category !== "produce");
}

/** A category and how sure it is (0–1). */
export interface CategoryAnswer {
  category: PantryCategory;
  confidence: number;
}

/**
 * The category of a read name (rules of the module comment).
 * Input: the name's key tokens, its head reading, its non-food strength and its food match (or
 * null). Output: a SPEC §3 category with a confidence: the food match's score for a food; 0.9
 * (strong) or 0.6 (hint) for non-food; 0.5 for a class word; 0.3 for a class word before an
 * unknown head; 0.1 for "other". Never throws.
 */
export function categoryOfReading(
  rawTokens: readonly string[],
  reading: HeadReading,
  nonFood: NonFoodStrength,
  match: FoodMatch | null,
): CategoryAnswer {
  if (nonFood) return { category: "item", confidence: nonFood === "strong" ? 0.9 : 0.6 };
  if (rawTokens.includes("frozen")) return { category: "frozen", confidence: Math.max(0.8, match?.score ?? 0) };
  if (match) {
    const pantryDays = match.food.shelfLifeDays?.pantry ?? 0;
    if (pantryDays >= SHELF_STABLE_MIN_DAYS && saysShelfStable(rawTokens)) return { category: "pantry", confidence: match.score };
    if (match.food.role === "herb" && rawTokens.includes("fresh")) return { category: "produce", confidence: match.score };
    if (isPreparedSalad(reading, match)) return { category: "other", confidence: match.score };
    return { category: match.food.category, confidence: match.score };
  }
  const head = reading.head;
  if (head.kind === "class") return { category: head.category, confidence: 0.5 };
  const from = head.kind === "unknown" ? head.index : reading.tokens.length - 1;
  for (let i = from; i >= 0; i--) {
    const hint = ownValue(CLASS_WORDS, reading.tokens[i]);
    if (hint) return { category: hint, confidence: 0.3 };
  }
  return { category: "other", confidence: 0.1 };
}
