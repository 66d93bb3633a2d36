/**
 * Benchmark: the built-in recipe-idea engine (src/server/ai/local) on pantries of 10, 50 and
 * 200 items (names drawn in a fixed order from the food knowledge base, written as shoppers
 * would). Prints mean and p95 milliseconds per request of 6 ideas. Run: `npm run bench`.
 */
import { performance } from "node:perf_hooks";
import { FOODS } from "../src/shared/food/catalog";
import { generateRecipeIdeas, type PantryInput } from "../src/server/ai/local/recipe-ideas";

const SETTINGS = { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" };

function pantry(n: number): PantryInput[] {
  // Every 7th food (a stable spread across groups), capitalised like a typed name.
  const picked = FOODS.filter((_, i) => i % 7 === 0).concat(FOODS.filter((_, i) => i % 7 !== 0));
  return picked.slice(0, n).map((f) => ({ name: f.name.replace(/^\w/, (c) => c.toUpperCase()), qty: 1, unit: f.defaultUnit, category: f.category }));
}

function measure(n: number, runs = 200) {
  const items = pantry(n);
  for (let i = 0; i < 20; i++) generateRecipeIdeas({ pantry: items, settings: SETTINGS, variant: i });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    generateRecipeIdeas({ pantry: items, settings: SETTINGS, variant: i });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  return { items: n, meanMs: +mean.toFixed(2), p95Ms: +times[Math.floor(runs * 0.95)].toFixed(2) };
}

const rows = [10, 50, 200].map((n) => measure(n));
console.log("| pantry items | mean ms | p95 ms |");
console.log("|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.items} | ${r.meanMs} | ${r.p95Ms} |`);
