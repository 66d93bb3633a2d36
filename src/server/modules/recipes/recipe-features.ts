/**
 * What the ranking model knows about a recipe, from its ingredient names and the food knowledge
 * base (src/shared/food): its key ingredients and a health score.
 */
import { matchFood } from "../../../shared/food/match";
import type { Food, FoodRole } from "../../../shared/food/types";

/** Minimum matchFood score for an ingredient line to count as naming a food. */
const MATCH_MIN_SCORE = 0.6;

/**
 * Roles that make a dish what it is. Fats, spices, herbs, condiments, sweeteners, liquids and
 * baking staples are in most recipes, so sharing them says nothing about taste.
 */
const KEY_ROLES: ReadonlySet<FoodRole> = new Set([
  "protein",
  "vegetable",
  "fruit",
  "grain",
  "pasta",
  "bread",
  "legume",
  "cheese",
  "egg",
  "dairy",
  "nut",
]);

/** The knowledge-base foods of the ingredient names (unmatched names skipped, each food once). */
export function ingredientFoods(names: readonly string[]): Food[] {
  const seen = new Set<string>();
  const out: Food[] = [];
  for (const name of names) {
    const m = matchFood(name);
    if (!m || m.score < MATCH_MIN_SCORE || seen.has(m.food.id)) continue;
    seen.add(m.food.id);
    out.push(m.food);
  }
  return out;
}

/**
 * Key ingredients of a recipe as knowledge-base food ids, e.g. ["chicken-breast", "broccoli",
 * "rice"] for a stir-fry (oil, garlic powder and soy sauce left out by role). Input: ingredient
 * names or lines. Output: sorted unique ids.
 */
export function keyIngredientIds(names: readonly string[]): string[] {
  return ingredientFoods(names)
    .filter((f) => KEY_ROLES.has(f.role))
    .map((f) => f.id)
    .sort();
}

/**
 * Health score 0–100 of a recipe from its foods, a transparent rule of thumb after the common
 * dietary guidance (more vegetables, fruit, legumes, whole grains and fish; less added sugar,
 * processed meat and saturated fat): start at 50; +10 per distinct vegetable/fruit/legume (at most
 * +30); +10 when it has fish; +5 when a food has ≥ 6 g fibre per 100 g; −10 per sweetener beyond
 * the first; −15 when it has cured/processed pork; −5 per butter/cream-type dairy fat (fat role with
 * the dairy tag) beyond the first. Clamped to 0–100. Output: null when no ingredient is known.
 */
export function healthScore(names: readonly string[]): number | null {
  const foods = ingredientFoods(names);
  if (foods.length === 0) return null;
  const plants = foods.filter((f) => f.role === "vegetable" || f.role === "fruit" || f.role === "legume").length;
  const sweeteners = foods.filter((f) => f.role === "sweetener").length;
  const dairyFats = foods.filter((f) => f.role === "fat" && f.tags.includes("dairy")).length;
  let score = 50 + Math.min(30, plants * 10);
  if (foods.some((f) => f.tags.includes("fish"))) score += 10;
  if (foods.some((f) => (f.nutrition?.fiberG ?? 0) >= 6)) score += 5;
  score -= Math.max(0, sweeteners - 1) * 10;
  if (
    foods.some(
      (f) => f.tags.includes("pork") && f.category === "meat" && /bacon|ham|salami|sausage|chorizo|pepperoni|prosciutto/.test(f.name),
    )
  )
    score -= 15;
  score -= Math.max(0, dairyFats - 1) * 5;
  return Math.max(0, Math.min(100, score));
}

/**
 * SPEC §3 baseScore 0–100 "from recipe completeness and health": 70 % completeness (title 15,
 * description 10, ≥ 3 ingredients 25, ≥ 3 steps 25, a time 10, an image 5, calories 10) and 30 %
 * health (healthScore; 50 when unknown). Rounded to an integer.
 */
export function baseScore(r: {
  description?: string | null;
  ingredientNames: readonly string[];
  steps: number;
  prepMin?: number | null;
  cookMin?: number | null;
  imageUrl?: string | null;
  calories?: number | null;
}): number {
  let completeness = 15;
  if (r.description) completeness += 10;
  if (r.ingredientNames.length >= 3) completeness += 25;
  if (r.steps >= 3) completeness += 25;
  if ((r.prepMin ?? 0) > 0 || (r.cookMin ?? 0) > 0) completeness += 10;
  if (r.imageUrl) completeness += 5;
  if (r.calories != null) completeness += 10;
  const health = healthScore(r.ingredientNames) ?? 50;
  return Math.round(0.7 * Math.min(100, completeness) + 0.3 * health);
}

/** Steps in stored instructions: non-blank lines. */
export function countSteps(instructions: string | null | undefined): number {
  return (instructions ?? "").split("\n").filter((l) => l.trim() !== "").length;
}
