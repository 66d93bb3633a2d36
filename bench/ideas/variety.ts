/**
 * Variety bench (issue 22 item 8): ten consecutive idea sets per pantry — "Generate" and nine
 * "Regenerate"s, with the server's memory of the sets shown before, exactly as
 * use-cases/suggest-recipe-ideas.ts hands it to the built-in engine — and per pantry size:
 * - mean new dishes per regenerate (of 6; goal ≥ 4 on every regenerate),
 * - fewest new dishes on any regenerate,
 * - most sets one dish is in (of 10; goal ≤ 5; by dish key and by title, the larger), mean over
 *   pantries and worst,
 * - mean pantryMatchPercentage of the ideas shown (what variety costs in pantry fit).
 * A dish is "the same" when its dish key (family + main ingredient) or its normalised title
 * matches (src/server/ai/local/variety.ts).
 *
 * Pantries: real grocery names from ../shared/testdata/products/products.csv (Instacart 2017 DEV
 * set, read in place, never copied), non-food rows left out, split into halves by sha256(name)
 * (half A: first hex digit < 8). Each half gives 10 pantries of 6, 15 and 40 products (small,
 * medium, large), drawn by sha256(seed + name) order; every third household is vegetarian, every
 * third other one has a nut allergy. Rules were tuned on half A (and the fixture households of
 * test/server/fixtures/local-ai-quality.ts, which the table also shows); B shows whether they hold.
 * Skips the Instacart rows with a message when the file is absent.
 * Run: `npx tsx bench/ideas/variety.ts`. Results and method: bench/ideas/README.md.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { UserSettings } from "../../src/shared/schemas/user-settings";
import type { PantryInput } from "../../src/server/kernel/ports/ai-provider";
import { maxSetsPerDish, newPerRegenerate, showSets } from "../../test/server/fixtures/idea-variety";
import { HOUSEHOLDS } from "../../test/server/fixtures/local-ai-quality";

const FILE = path.resolve(import.meta.dirname, "../../../shared/testdata/products/products.csv");
const SETS = 10;
const SIZES = [
  { label: "small", items: 6 },
  { label: "medium", items: 15 },
  { label: "large", items: 40 },
] as const;
const PANTRIES_PER_SIZE = 10;

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

/** Figures of one pantry's ten sets. */
export interface VarietyRun {
  newPerRegenerate: number[];
  maxSetsPerDish: number;
  meanMatch: number;
}

/** Shows ten consecutive sets for one pantry as the server does (test/server/fixtures/idea-variety.ts) and measures them. */
export function runVariety(pantry: PantryInput[], settings: UserSettings): VarietyRun {
  const { sets, matches } = showSets(pantry, settings, SETS);
  const meanMatch = matches.length === 0 ? 0 : matches.reduce((a, b) => a + b, 0) / matches.length;
  return { newPerRegenerate: newPerRegenerate(sets), maxSetsPerDish: maxSetsPerDish(sets), meanMatch };
}

/** Food product names of the DEV file with their half ("A": first sha256 hex digit < 8). */
function readProducts(): Array<{ name: string; category: string; half: "A" | "B" }> {
  const lines = readFileSync(FILE, "utf8")
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== "");
  return lines
    .map((line) => {
      // name is the first field (maybe quoted, "" escapes); category the last (a plain word).
      const m = /^(?:"((?:[^"]|"")*)"|([^,]*)),/.exec(line);
      const name = m ? (m[1] ?? m[2]).replace(/""/g, '"') : "";
      return { name, category: line.slice(line.lastIndexOf(",") + 1) };
    })
    .filter((p) => p.name !== "" && p.category !== "item")
    .map((p) => ({ ...p, half: parseInt(sha(p.name)[0], 16) < 8 ? ("A" as const) : ("B" as const) }));
}

function settingsFor(i: number): UserSettings {
  return {
    householdSize: 2,
    allergies: i % 3 === 2 ? ["Nuts"] : [],
    dietaryPrefs: i % 3 === 1 ? ["Vegetarian"] : [],
    dietaryConstraints: "",
  };
}

function row(label: string, runs: VarietyRun[]): string {
  const news = runs.flatMap((r) => r.newPerRegenerate);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const maxes = runs.map((r) => r.maxSetsPerDish);
  return `| ${label} | ${runs.length} | ${mean(news).toFixed(2)} | ${Math.min(...news)} | ${mean(maxes).toFixed(1)} / ${Math.max(...maxes)} | ${mean(runs.map((r) => r.meanMatch)).toFixed(1)} |`;
}

function main(): void {
  console.log(
    "| pantries | n | mean new dishes per regenerate (of 6) | fewest new | max sets per dish of 10, mean / worst | mean pantry match % |",
  );
  console.log("|---|---:|---:|---:|---:|---:|");
  console.log(
    row(
      "fixture households (10)",
      HOUSEHOLDS.map((h) => runVariety(h.pantry, h.settings)),
    ),
  );
  if (!existsSync(FILE)) {
    console.log(`\nvariety: Instacart pantries skipped (${path.relative(process.cwd(), FILE)} not found)`);
    return;
  }
  const products = readProducts();
  for (const size of SIZES) {
    const byHalf = { A: [] as VarietyRun[], B: [] as VarietyRun[] };
    for (const half of ["A", "B"] as const) {
      const pool = products.filter((p) => p.half === half);
      for (let i = 0; i < PANTRIES_PER_SIZE; i++) {
        const pantry = pool
          .map((p) => ({ p, order: sha(`${size.label}-${i}:${p.name}`) }))
          .sort((a, b) => (a.order < b.order ? -1 : 1))
          .slice(0, size.items)
          .map(({ p }) => ({ name: p.name, qty: 1, unit: "pieces", category: p.category, expiresOn: null }));
        byHalf[half].push(runVariety(pantry, settingsFor(i)));
      }
    }
    console.log(row(`${size.label} (${size.items} items), half A`, byHalf.A));
    console.log(row(`${size.label} (${size.items} items), half B`, byHalf.B));
    console.log(row(`${size.label} (${size.items} items), all`, [...byHalf.A, ...byHalf.B]));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
