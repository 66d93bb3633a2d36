/**
 * The SPEC §3 pantry category of a product name once its head is read (src/shared/food/match.ts
 * `classifyProduct` and `categoryFor` call this). Rules, in order:
 *  1. non-food products → "item";
 *  2. "frozen", "IQF", "steamable" in the name, or a frozen-only brand or line → "frozen"
 *     ("Frozen Prawns", "Steamfresh Sweet Peas"; product-forms.ts);
 *  3. baby food ("Stage 2", "Toddler …", a baby-food brand) or dough to bake at home → "pantry";
 *     a named prepared dish ("Beef Stroganoff"; prepared-dishes.ts) or a juice concentrate →
 *     "frozen";
 *  4. a matched food, by the form the name gives it (product-forms.ts, shelf-forms.ts,
 *     snack-forms.ts, prepared-dishes.ts):
 *     - "frozen" for a composed meal ("Chicken Fettuccine Alfredo"), breaded meat or fish, or
 *       crusted fish ("Herb Crusted Cod");
 *     - "pantry" when the name says canned, tinned or jarred (any food but a drink), names meat or
 *       fish in can terms ("Chunk Light Tuna") or wine for cooking ("Cooking Wine", "Mirin");
 *     - "snacks" for snack nuts, whole nuts and dried fruit ("Raw Almonds", "Apricots Dried"),
 *       coconut chips, seasoned seaweed ("Wasabi Seaweed") and meat sticks ("Salami Sticks");
 *     - "pantry" when the name says dried, pickled, marinated, in a grinder, or packed in
 *       brine/oil/water/syrup/juice/sauce and the food is no drink and has a shelf-stable form
 *       (pantry life ≥ SHELF_STABLE_MIN_DAYS: "Tuna Chunks in Spring Water", "Dried Basil") or is
 *       fresh produce ("Pineapple Chunks in Juice"), or names produce in its processed form
 *       ("Diced Pears", "Cream Style Corn", "Sweet Peas No Salt Added", "Jalapeño Slices",
 *       "Instant Mashed Potatoes");
 *     - "beverages" for a soft drink named by its flavour ("Diet Black Cherry") or a sparkling
 *       cultured drink ("Sparkling Probiotic Drink");
 *     - "snacks" for chocolate-covered products ("Chocolate Covered Pretzels") and chilled salsa
 *       ("Pico de Gallo");
 *     - "dairy" for a fat level and a flavour alone ("Nonfat Strawberry") and coconut milk in
 *       cartons ("Vanilla Coconut Milk");
 *     - "produce" for a herb or a freezer vegetable or fruit sold fresh ("Fresh Oregano",
 *       "Edamame Fresh"); "other" for a prepared salad ("Chicken Caesar Salad", "Greek Salad";
 *       not a kit or blend);
 *     - the aisle of a one-aisle brand when the name names only a flavour or a variant ("Snapple
 *       Peach", "Chobani Blueberry"; data/brands.ts AISLE_BRANDS); else the food's own category;
 *  5. a class word as the head ("Pear Ginger Bar" → snacks, "Nutritional Shake" → beverages), else
 *     the aisle of a one-aisle brand ("Jack Link's Original" → snacks);
 *  6. a fat level alone ("Nonfat Plain") → "dairy"; an unknown head: the nearest class word
 *     before it, else "beverages" when it comes in bottles or kegs, else "other".
 */
import { ownValue } from "../own-key";
import { PREPARED_SALAD_WORDS } from "./data/dish-words";
import { PACKING_MEDIA, SHELF_STABLE_WORDS } from "./data/lexicon";
import { CLASS_WORDS } from "./data/product-words";
import type { HeadReading } from "./head-match";
import type { NonFoodStrength } from "./non-food";
import { hasPhrase, phraseIndex } from "./phrases";
import { isComposedMeal, isPreparedDish } from "./prepared-dishes";
import { isFlavourFood } from "./head-words";
import {
  brandAisle,
  isBabyFood,
  isBakingDough,
  isCartonCoconutMilk,
  isCoatedProtein,
  isDairyByFatLevel,
  isFlavouredSoda,
  isFrozenConcentrate,
  saysFrozen,
} from "./product-forms";
import { isCookingAlcohol, isProcessedProduce, saysCanned } from "./shelf-forms";
import { isChilledSalsa, isCoatedConfection, isMeatStick, isSnackNut, isSnackSeaweed } from "./snack-forms";
import type { Food, FoodMatch, PantryCategory } from "./types";

/**
 * Pantry life (days) from which a food counts as having a shelf-stable form: canned fish,
 * canned sweetcorn and dried herbs keep ≥ 180 days unopened; fresh produce never does.
 */
export const SHELF_STABLE_MIN_DAYS = 180;

/** Roles of freezer foods that are also sold fresh ("Fresh Edamame", "Fresh Mixed Berries"). */
const FRESH_FORMS: ReadonlySet<string> = new Set(["vegetable", "fruit", "legume"]);

/** Containers that, with nothing else known, say a drink ("Variety Bottles", "Light Glass Bottles": beer). */
const DRINK_CONTAINERS: ReadonlySet<string> = new Set(["bottle", "keg", "growler", "longneck"]);

/** True when the name says canned/tinned/dried/jarred or "in brine/oil/water/syrup/juice/sauce". */
function saysShelfStable(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (SHELF_STABLE_WORDS.has(tokens[i])) return true;
    if (tokens[i] !== "in") continue;
    for (let j = i + 1; j < tokens.length && j <= i + 3; j++) if (PACKING_MEDIA.has(tokens[j])) return true;
  }
  return false;
}

/** Words of salads sold dressed from the deli ("Greek Salad", "Tabbouleh Salad"; data/dish-words.ts). */
const PREPARED_SALADS = phraseIndex(PREPARED_SALAD_WORDS);
/** Words of the produce aisle's salads, sold to dress at home ("Caesar Salad Kit", "Salad Blend"). */
const SALAD_KIT_WORDS: ReadonlySet<string> = new Set(["kit", "mix", "blend", "leaf", "green", "bag"]);

/**
 * True when a salad is a prepared (deli) salad: its head is the generic "salad" and another food
 * that is not produce, herb or leaf comes before it ("Chicken Caesar Salad", "Ginger Carrot Salad",
 * "Pasta Salad") or a composed salad's name does ("Greek Salad", "Cobb Salad"); a kit, mix or blend
 * ("Greek Salad Kit"), "Spinach Salad", "Garden Salad" or "Baby Herb Salad" stay produce.
 */
function isPreparedSalad(reading: HeadReading, match: FoodMatch): boolean {
  const head = reading.head;
  if (match.food.id !== "mixed-salad" || head.kind !== "food" || head.hit.end - head.hit.start !== 1) return false;
  const { tokens, hits } = reading;
  if (tokens.some((t) => SALAD_KIT_WORDS.has(t))) return false;
  if (hasPhrase(tokens, PREPARED_SALADS, (i) => i < head.hit.start)) return true;
  return hits.some((h) => h.end <= head.hit.start && h.food.category !== "produce" && h.food.role !== "herb");
}

/** True for fresh fruit and vegetables (tofu, filed with produce, is not). */
const isFreshProduce = (food: Food): boolean => food.category === "produce" && (food.role === "fruit" || food.role === "vegetable");

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
  if (saysFrozen(rawTokens)) return { category: "frozen", confidence: Math.max(0.8, match?.score ?? 0) };
  if (isBabyFood(rawTokens) || isBakingDough(rawTokens)) return { category: "pantry", confidence: 0.8 };
  if (isPreparedDish(rawTokens, match?.food ?? null)) return { category: "frozen", confidence: Math.min(match?.score ?? 0.6, 0.7) };
  if (isFrozenConcentrate(reading.tokens, reading.hits)) return { category: "frozen", confidence: Math.min(match?.score ?? 0.6, 0.8) };
  if (match) {
    const { food, score } = match;
    if (isComposedMeal(reading, food) || isCoatedProtein(rawTokens, food)) return { category: "frozen", confidence: Math.min(score, 0.7) };
    const headHit = reading.head.kind === "food" && reading.head.hit.food.id === food.id ? reading.head.hit : null;
    const headStart = headHit ? headHit.start : -1;
    const pantryDays = food.shelfLifeDays?.pantry ?? 0;
    if (saysCanned(rawTokens, reading.tokens, food, headStart) || isCookingAlcohol(rawTokens))
      return { category: "pantry", confidence: score };
    if (
      isSnackNut(rawTokens, food) ||
      isSnackSeaweed(rawTokens, food) ||
      isMeatStick(rawTokens, reading.tokens, food, headHit ? headHit.end : -1)
    )
      return { category: "snacks", confidence: Math.min(score, 0.8) };
    if ((pantryDays >= SHELF_STABLE_MIN_DAYS || isFreshProduce(food)) && food.category !== "beverages" && saysShelfStable(rawTokens))
      return { category: "pantry", confidence: score };
    if (isProcessedProduce(rawTokens, food)) return { category: "pantry", confidence: Math.min(score, 0.8) };
    if (isFlavouredSoda(rawTokens, food)) return { category: "beverages", confidence: 0.6 };
    if (isCoatedConfection(rawTokens) || isChilledSalsa(rawTokens, food)) return { category: "snacks", confidence: Math.min(score, 0.8) };
    if (isDairyByFatLevel(rawTokens, food)) return { category: "dairy", confidence: 0.6 };
    if (isCartonCoconutMilk(rawTokens, food)) return { category: "dairy", confidence: Math.min(score, 0.8) };
    if ((food.role === "herb" || (food.category === "frozen" && FRESH_FORMS.has(food.role))) && rawTokens.includes("fresh"))
      return { category: "produce", confidence: score };
    if (isPreparedSalad(reading, match)) return { category: "other", confidence: score };
    const weak = isFlavourFood(food) || (reading.head.kind === "food" && reading.head.trailing === true);
    const brand = weak ? brandAisle(rawTokens) : null;
    if (brand && brand !== food.category) return { category: brand, confidence: 0.6 };
    return { category: food.category, confidence: score };
  }
  const head = reading.head;
  if (head.kind === "class") return { category: head.category, confidence: 0.5 };
  const brand = brandAisle(rawTokens);
  if (brand) return { category: brand, confidence: 0.5 };
  if (isDairyByFatLevel(rawTokens, null)) return { category: "dairy", confidence: 0.4 };
  const from = head.kind === "unknown" ? head.index : reading.tokens.length - 1;
  for (let i = from; i >= 0; i--) {
    const hint = ownValue(CLASS_WORDS, reading.tokens[i]);
    if (hint) return { category: hint, confidence: 0.3 };
  }
  if (rawTokens.some((t) => DRINK_CONTAINERS.has(t))) return { category: "beverages", confidence: 0.3 };
  return { category: "other", confidence: 0.1 };
}
