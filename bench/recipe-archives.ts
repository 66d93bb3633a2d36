/**
 * Archive reading bench (`npm run bench:archives`, issue 21 acceptance): every export file in
 * ../shared/testdata/migrations (read in place, never copied; skipped with a message when absent)
 * through readRecipeArchive (src/server/modules/recipe-archive), against counts taken without the
 * readers (bench/recipe-archive-expected.ts): recipes found/expected, ingredient lines and steps
 * found/in the source, pictures, skipped items, seconds. Files are split into halves by
 * sha256 of their path under migrations/ (A: first hex digit < 8; rules are looked at on half A
 * only); totals for A, B and all. Then reading speed on synthetic 1,000-recipe archives built here
 * (bench/recipe-archive-synthetic.ts). Target: every recipe, line and step found; 1,000 recipes
 * with pictures read in under 10 s (a sixth of the 60 s budget for the whole import).
 * Exits 1 when a count falls short or the speed target is missed.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readRecipeArchive } from "../src/server/modules/recipe-archive/read-archive";
import { expectedCounts, type Expected } from "./recipe-archive-expected";
import { syntheticArchives } from "./recipe-archive-synthetic";

const ROOT = path.resolve(import.meta.dirname, "../../shared/testdata/migrations");
const SPEED_TARGET_S = 10;

interface Row {
  file: string;
  half: "A" | "B";
  format: string;
  found: Expected;
  expected: Expected;
  pictures: number;
  skipped: number;
  seconds: number;
}

const halfOf = (key: string): "A" | "B" => (parseInt(createHash("sha256").update(key).digest("hex")[0], 16) < 8 ? "A" : "B");

function exportFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return exportFiles(full);
      return /\.(zip|csv|json|paprikarecipes|cook)$/i.test(name) ? [full] : [];
    })
    .sort();
}

async function measure(file: string): Promise<Row> {
  const key = path.relative(ROOT, file);
  const bytes = readFileSync(file);
  const started = performance.now();
  const r = await readRecipeArchive({ bytes, filename: path.basename(file) });
  const seconds = (performance.now() - started) / 1000;
  return {
    file: key,
    half: halfOf(key),
    format: r.format,
    found: {
      recipes: r.recipes.length,
      lines: r.recipes.reduce((n, x) => n + x.ingredients.length, 0),
      steps: r.recipes.reduce((n, x) => n + x.steps.length, 0),
    },
    expected: expectedCounts(bytes),
    pictures: r.recipes.filter((x) => x.image).length,
    skipped: r.skipped.length,
    seconds,
  };
}

const cell = (found: number, expected: number | null): string =>
  expected === null ? `${found} / —` : `${found} / ${expected}${found < expected ? " ✗" : ""}`;
const short = (r: Row): boolean =>
  r.found.recipes < r.expected.recipes ||
  (r.expected.lines !== null && r.found.lines! < r.expected.lines) ||
  (r.expected.steps !== null && r.found.steps! < r.expected.steps);

function total(rows: readonly Row[], label: string): string {
  const add = (f: (r: Row) => number | null) => rows.reduce((n, r) => n + (f(r) ?? 0), 0);
  const known = (f: (r: Row) => number | null) => rows.filter((r) => f(r) !== null);
  const stepRows = known((r) => r.expected.steps);
  return `| **${label}** (${rows.length} files) | | ${cell(
    add((r) => r.found.recipes),
    add((r) => r.expected.recipes),
  )} | ${cell(
    add((r) => r.found.lines),
    add((r) => r.expected.lines),
  )} | ${cell(
    stepRows.reduce((n, r) => n + r.found.steps!, 0),
    stepRows.reduce((n, r) => n + r.expected.steps!, 0),
  )} | ${add((r) => r.pictures)} | ${add((r) => r.skipped)} | ${add((r) => r.seconds).toFixed(3)} |`;
}

async function speed(): Promise<boolean> {
  await readRecipeArchive({ bytes: syntheticArchives(20)[0].bytes, filename: "warm-up.zip" });
  console.log("\n| synthetic archive | MB | recipes read | lines | seconds | recipes/s |\n|---|---:|---:|---:|---:|---:|");
  let ok = true;
  for (const a of syntheticArchives(1000)) {
    const started = performance.now();
    const r = await readRecipeArchive({ bytes: a.bytes, filename: "synthetic.zip" });
    const s = (performance.now() - started) / 1000;
    const lines = r.recipes.reduce((n, x) => n + x.ingredients.length, 0);
    console.log(
      `| ${a.label} | ${(a.bytes.length / 2 ** 20).toFixed(1)} | ${r.recipes.length} | ${lines} | ${s.toFixed(2)} | ${Math.round(r.recipes.length / s)} |`,
    );
    ok &&= r.recipes.length === 1000 && s < SPEED_TARGET_S;
  }
  return ok;
}

async function main(): Promise<number> {
  let ok = true;
  if (!existsSync(ROOT)) {
    console.log(`recipe-archives: real export files skipped (${ROOT} not found; see bench/README.md)`);
  } else {
    const rows: Row[] = [];
    for (const file of exportFiles(ROOT)) rows.push(await measure(file));
    console.log(
      "| file | half | format | recipes found / expected | ingredient lines found / in source | steps found / in source | pictures | skipped | seconds |",
    );
    console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| ${r.file} | ${r.half} | ${r.format} | ${cell(r.found.recipes, r.expected.recipes)} | ${cell(r.found.lines!, r.expected.lines)} | ${cell(r.found.steps!, r.expected.steps)} | ${r.pictures} | ${r.skipped} | ${r.seconds.toFixed(3)} |`,
      );
    }
    console.log(
      total(
        rows.filter((r) => r.half === "A"),
        "half A",
      ),
    );
    console.log(
      total(
        rows.filter((r) => r.half === "B"),
        "half B",
      ),
    );
    console.log(total(rows, "all"));
    ok = !rows.some(short);
  }
  return (await speed()) && ok ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
