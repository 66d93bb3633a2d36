/**
 * What the API benchmark's household holds beyond the load benchmark's seed (bench/load/seed.ts):
 * pantry lines and recipes built from the food knowledge base with a seeded PRNG, so every run
 * seeds the same data.
 */
import { FOODS } from "../../src/shared/food/catalog";
import { matchFood } from "../../src/shared/food/match";
import type { Food } from "../../src/shared/food/types";
import type { PantryLine } from "../load/seed-data";
import { seededRandom } from "../load/mix";

/** One recipe for POST /api/recipes/manual (the route's body `recipe`). */
export interface ManualRecipe {
  title: string;
  cuisineTag: string;
  instructions: string;
  prepMin: string;
  cookMin: string;
  servings: string;
  ingredients: { name: string; qty: string; unit: string }[];
}

const CUISINES = ["Italian", "Indian", "Mexican", "Thai", "French", "Greek", "Japanese", "British", "Moroccan", "Chinese"];
const STEPS = [
  "Prepare and chop the {a}.",
  "Heat a pan and cook the {b} for 5 minutes.",
  "Add the {a} and stir.",
  "Season to taste.",
  "Simmer 10 minutes.",
  "Serve warm.",
];

/** Foods whose own name matches back to themselves (a pantry line of that name is that food). */
function selfMatching(): Food[] {
  return FOODS.filter((f) => matchFood(f.name)?.food.id === f.id);
}

/**
 * Pantry lines for foods whose ids are not in `taken` (ids already in the pantry), `count` of them
 * at most, each a distinct food so none merges into another item. Names capitalised as a user
 * types them; amounts in the food's default unit.
 */
export function extraPantryLines(taken: ReadonlySet<string>, count: number, seed = 7): PantryLine[] {
  const rnd = seededRandom(seed);
  const out: PantryLine[] = [];
  for (const f of selfMatching()) {
    if (out.length >= count) break;
    if (taken.has(f.id)) continue;
    const unit = f.defaultUnit === "pieces" ? "pieces" : "g";
    const qty = unit === "pieces" ? String(1 + Math.floor(rnd() * 8)) : String(100 + 50 * Math.floor(rnd() * 18));
    out.push({ productName: f.name[0].toUpperCase() + f.name.slice(1), qty, unit });
  }
  return out;
}

/**
 * `count` recipes of 5–10 ingredients: about half of them foods the pantry holds (`pantryNames`),
 * the rest any knowledge-base food, so pantry matches spread from low to high. Each has a cuisine,
 * 4–6 steps and times, like a recipe typed in by hand.
 */
export function benchRecipes(pantryNames: readonly string[], count: number, seed = 11): ManualRecipe[] {
  const rnd = seededRandom(seed);
  const foods = selfMatching();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const out: ManualRecipe[] = [];
  for (let i = 0; i < count; i++) {
    const n = 5 + Math.floor(rnd() * 6);
    const names = new Set<string>();
    while (names.size < n) names.add(rnd() < 0.5 ? pick(pantryNames).toLowerCase() : pick(foods).name);
    const list = [...names];
    const steps = STEPS.slice(0, 4 + Math.floor(rnd() * 3)).map((s) => s.replace("{a}", list[0]).replace("{b}", list[1]));
    const cuisine = pick(CUISINES);
    out.push({
      title: `${cuisine} ${list[0]} with ${list[1]} #${i + 1}`,
      cuisineTag: cuisine,
      instructions: steps.join("\n"),
      prepMin: String(5 + Math.floor(rnd() * 25)),
      cookMin: String(10 + Math.floor(rnd() * 50)),
      servings: String(2 + Math.floor(rnd() * 4)),
      ingredients: list.map((name) => ({ name, qty: String(1 + Math.floor(rnd() * 400)), unit: rnd() < 0.5 ? "g" : "piece" })),
    });
  }
  return out;
}
