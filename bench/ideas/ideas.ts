/**
 * Benchmark: server-side time of the built-in recipe-idea engine (src/server/ai/local) for one
 * request of 6 ideas, from pantries of 20, 100 and 500 items. Pantry names are the food knowledge
 * base's foods in a fixed spread, written the way shops print them (brand words, pack sizes), with
 * expiry dates on every third item; past the knowledge base's size, foods repeat under other brands.
 * Each size: 30 warm-up requests, then 300 timed requests, each with a new seed (`variant`) and a
 * household setting that changes every request (size 1–6, some with a diet and an allergy).
 * Prints a Markdown table of median and p95 milliseconds. Run: `npm run bench` or `npx tsx bench/ideas/ideas.ts`.
 */
import { performance } from "node:perf_hooks";
import { FOODS } from "../../src/shared/food/catalog";
import type { UserSettings } from "../../src/shared/schemas/user-settings";
import { generateRecipeIdeas } from "../../src/server/ai/local/recipe-ideas";

import type { PantryInput } from "../../src/server/kernel/ports/ai-provider";
const BRANDS = ["", "Tesco ", "Organic ", "Sainsbury's ", "Value "];
const SIZES = ["", " 500g", " 1kg", " 400g tin", " x6"];

/** `n` pantry items in a fixed order: every 7th food first (a spread across groups), then the rest. */
export function benchPantry(n: number): PantryInput[] {
  const order = FOODS.filter((_, i) => i % 7 === 0).concat(FOODS.filter((_, i) => i % 7 !== 0));
  return Array.from({ length: n }, (_, i) => {
    const f = order[i % order.length];
    const round = Math.floor(i / order.length);
    const name = `${BRANDS[(i + round) % BRANDS.length]}${f.name.replace(/^\w/, (c) => c.toUpperCase())}${SIZES[i % SIZES.length]}`;
    const day = String(1 + (i % 28)).padStart(2, "0");
    return { name, qty: 1, unit: f.defaultUnit, category: f.category, expiresOn: i % 3 === 0 ? `2030-02-${day}` : null };
  });
}

/** Household settings of request `i`: sizes 1–6; every 4th vegetarian with a nut allergy, every 5th with written notes. */
function settingsFor(i: number): UserSettings {
  return {
    householdSize: 1 + (i % 6),
    allergies: i % 4 === 0 ? ["Nuts"] : [],
    dietaryPrefs: i % 4 === 0 ? ["Vegetarian"] : [],
    dietaryConstraints: i % 5 === 0 ? "No mushrooms, and I hate cilantro" : "",
  };
}

/** Median and p95 (nearest rank) of `runs` timed requests for a pantry of `n` items. */
export function measure(n: number, runs = 300, warmup = 30): { items: number; medianMs: number; p95Ms: number } {
  const pantry = benchPantry(n);
  for (let i = 0; i < warmup; i++) generateRecipeIdeas({ pantry, settings: settingsFor(i), variant: i });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const settings = settingsFor(i);
    const t0 = performance.now();
    generateRecipeIdeas({ pantry, settings, variant: 1000 + i });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { items: n, medianMs: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2) };
}

/** Runs the three sizes and prints the table (target: p95 ≤ 50 ms at 100 items). */
export function runIdeasBench(): void {
  const rows = [20, 100, 500].map((n) => measure(n));
  console.log("recipe ideas (6 per request), built-in engine");
  console.log("| pantry items | median ms | p95 ms |");
  console.log("|---:|---:|---:|");
  for (const r of rows) console.log(`| ${r.items} | ${r.medianMs} | ${r.p95Ms} |`);
}
