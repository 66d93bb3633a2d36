/**
 * Amounts bench (`npx tsx bench/amounts.ts`, issue 22 item 3): how many real recipe lines the pantry
 * rules can weigh. For every ingredient line of the DEV recipe pages (../shared/testdata/recipes and
 * recipes-more, read in place, skipped with a message when absent), read as the app stores it
 * (shared/domain/ingredient-need.ts lineFromText, lineNeed), it counts:
 *  - free lines (water, ice, to taste, a pinch, optional, spices without amount) and lines without
 *    an amount (judged by presence);
 *  - of the lines with an amount and a knowledge-base food, the share whose amount converts to
 *    grams — before: units.ts convertQty on the amount as written (the rule of cooking and
 *    shopping until issue 22); after: cooked yields + piece weights (cooked-yield.ts stockAmount,
 *    piece-weights.ts convertFoodQty);
 *  - lines asking for a cooked food with a yield (what would have been taken ≈ 3× too much).
 * Halves: A when the first hex digit of sha256("<folder>/<host>/<file>") is below 8, else B. No rule
 * or figure was tuned on these pages; both halves are reported as measured.
 * Method and results: bench/README.md ("amounts").
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isCookedMention, stockAmount } from "../src/shared/domain/cooked-yield";
import { lineFromText, lineNeed, parseRecipeQty } from "../src/shared/domain/ingredient-need";
import { convertFoodQty } from "../src/shared/domain/piece-weights";
import { convertQty } from "../src/shared/domain/units";
import { getFood } from "../src/shared/food/catalog";

const ROOT = path.resolve(import.meta.dirname, "../../shared/testdata");
const SETS = ["recipes", "recipes-more"];

interface Tally {
  lines: number;
  free: number;
  presence: number;
  weighable: number;
  before: number;
  after: number;
  cooked: number;
}

const half = (key: string): "A" | "B" => (parseInt(createHash("sha256").update(key).digest("hex")[0], 16) < 8 ? "A" : "B");

function pages(): { key: string; lines: string[] }[] {
  const out: { key: string; lines: string[] }[] = [];
  for (const set of SETS) {
    const dir = path.join(ROOT, set);
    if (!existsSync(dir)) continue;
    for (const host of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(dir, host.name)).filter((f) => f.endsWith(".json"))) {
        const exp = JSON.parse(readFileSync(path.join(dir, host.name, file), "utf8")) as { ingredients?: unknown };
        const lines = Array.isArray(exp.ingredients) ? exp.ingredients.filter((l): l is string => typeof l === "string") : [];
        out.push({ key: `${set}/${host.name}/${file}`, lines });
      }
    }
  }
  return out;
}

function count(t: Tally, text: string): void {
  const line = lineFromText(text);
  const need = lineNeed(line, 1);
  t.lines++;
  if (need.kind === "free") t.free++;
  if (need.kind === "presence") t.presence++;
  const food = need.foodId ? getFood(need.foodId) : undefined;
  if (need.kind !== "amount" || !food) return;
  t.weighable++;
  const written = parseRecipeQty(line.qty)!;
  if (convertQty(written, line.unit?.trim() || "piece", "g", food) !== null) t.before++;
  if (convertFoodQty(need.qty!, need.unit, "g", food) !== null) t.after++;
  const cooked = isCookedMention(line.ingredient, line.note);
  if (cooked && stockAmount(written, line.unit?.trim() || "piece", need.foodId, true).qty !== written) t.cooked++;
}

function main(): void {
  const all = pages();
  if (all.length === 0) {
    console.log(`amounts: skipped (${path.relative(process.cwd(), ROOT)}/recipes* not found; see bench/README.md)`);
    return;
  }
  const tallies = { A: blank(), B: blank(), all: blank() };
  for (const p of all) for (const l of p.lines) for (const t of [tallies[half(p.key)], tallies.all]) count(t, l);
  const pct = (n: number, d: number) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)}%`);
  const date = new Date().toISOString().slice(0, 10);
  console.log("| date | half | lines | free | no amount | with amount and food | → grams before | → grams after | cooked with a yield |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, t] of Object.entries(tallies)) {
    console.log(
      `| ${date} | ${name} | ${t.lines} | ${pct(t.free, t.lines)} | ${pct(t.presence, t.lines)} | ${t.weighable} | ${pct(t.before, t.weighable)} | ${pct(t.after, t.weighable)} | ${t.cooked} |`,
    );
  }
}

function blank(): Tally {
  return { lines: 0, free: 0, presence: 0, weighable: 0, before: 0, after: 0, cooked: 0 };
}

main();
