// Benchmark: recipe extraction from saved web pages (src/server/modules/recipes/import) against
// the peers recipe-scrapers (npm) and @jitl/recipe-data-scraper, plus a plain JSON-LD reader, on
// ../shared/testdata/recipes (60 pages with expected JSON; skipped when absent).
// Method and results: bench/README.md, section "recipe-import".
//   npm run bench:recipes                  table of per-field match rates + pages/s
//   npm run bench:recipes -- DIR           another directory of the same layout
//   npm run bench:recipes -- --misses      also print every miss of ours, page by page
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { load } from "cheerio";
import { getScraper, LogLevel } from "recipe-scrapers";
import { createRequire } from "node:module";
import type * as Jitl from "@jitl/recipe-data-scraper";
import { extractRecipe } from "../src/server/modules/recipes/import/extract-recipe";
import { durationToMinutes } from "../src/server/modules/recipes/import/duration";

/** The package is a CommonJS bundle whose named exports ESM cannot see; require gives `parse(html, {url})`. */
const jitlParse = (createRequire(import.meta.url)("@jitl/recipe-data-scraper") as typeof Jitl).parse;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const dataDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? path.resolve(root, "../shared/testdata/recipes"));

/** What every extractor is reduced to for scoring. */
interface Scored {
  title: string | null;
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  totalMin: number | null;
  image: string | null;
}
interface Page {
  site: string;
  html: string;
  url: string;
  expected: Record<string, unknown>;
}
const FIELDS = ["title", "ingredients", "instructions", "yields", "totalMin", "image"] as const;
type Field = (typeof FIELDS)[number];

/** Both sides: entities decoded, tags stripped, NFKC, straight quotes, lower case, whitespace collapsed. */
function norm(value: unknown): string {
  const s = typeof value === "string" ? value : value == null ? "" : String(value);
  const text = /[<&]/.test(s) ? load(s.replace(/<br\s*\/?>/gi, " "), null, false).root().text() : s;
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
const firstNum = (s: string | null): number | null => {
  const m = s ? /\d+(?:[.,]\d+)?/.exec(s) : null;
  return m ? Number(m[0].replace(",", ".")) : null;
};

/** Share of expected lines found among ours (both normalised); an empty expected list scores 1 when ours is empty too. */
function lineShare(ours: string[], expected: string[]): number {
  const want = expected.map(norm).filter(Boolean);
  const have = new Set(ours.map(norm));
  if (want.length === 0) return have.size === 0 ? 1 : 0;
  return want.filter((l) => have.has(l)).length / want.length;
}

/** Score of one field on one page, 0..1. A missing expected key counts as a match only when ours is empty too. */
function score(field: Field, got: Scored, exp: Record<string, unknown>): number {
  const key = { title: "title", ingredients: "ingredients", instructions: "instructions_list", yields: "yields", totalMin: "total_time", image: "image" }[field];
  const want = exp[key];
  if (want === undefined || want === null) {
    const v = got[field];
    return v === null || (Array.isArray(v) && v.length === 0) ? 1 : 0;
  }
  switch (field) {
    case "title":
    case "image":
      return got[field] !== null && norm(String(got[field])) === norm(String(want)) ? 1 : 0;
    case "ingredients":
    case "instructions":
      return lineShare(got[field], want as string[]);
    case "yields":
      return firstNum(got.yields) !== null && firstNum(got.yields) === firstNum(String(want)) ? 1 : 0;
    case "totalMin":
      return got.totalMin === Number(want) ? 1 : 0;
  }
}

function readPages(): Page[] {
  const lines = fs.readFileSync(path.join(dataDir, "manifest.csv"), "utf8").trim().split(/\r?\n/);
  const head = lines[0].split(",");
  return lines.slice(1).map((line) => {
    const cells = line.split(","); // manifest cells hold no commas (hosts, paths, URLs, numbers)
    const row = Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ""]));
    return {
      site: row.site,
      html: fs.readFileSync(path.join(dataDir, row.html), "utf8"),
      url: /^https?:\/\//.test(row.canonical_url) ? row.canonical_url : `https://${row.canonical_url || row.site}/`,
      expected: JSON.parse(fs.readFileSync(path.join(dataDir, row.expected), "utf8")) as Record<string, unknown>,
    };
  });
}

const EMPTY: Scored = { title: null, ingredients: [], instructions: [], yields: null, totalMin: null, image: null };

function ours(p: Page): Scored {
  const r = extractRecipe(p.html, p.url);
  if (!r) return EMPTY;
  return { title: r.title || null, ingredients: r.ingredients, instructions: r.instructions, yields: r.yields, totalMin: r.totalMin, image: r.imageUrl };
}

/** recipe-scrapers 1.12: its raw recipe object (wild mode, no schema validation, so one bad field does not lose the page). */
async function recipeScrapers(p: Page): Promise<Scored> {
  try {
    const Scraper = getScraper(p.url, { wildMode: true });
    const r = await new Scraper(p.html, p.url, { logLevel: LogLevel.ERROR }).toRecipeObject();
    return {
      title: r.title || null,
      ingredients: r.ingredients.flatMap((g) => g.items.map((i) => i.value)),
      instructions: r.instructions.flatMap((g) => g.items.map((i) => i.value)),
      yields: r.yields || null,
      totalMin: r.totalTime ?? null,
      image: r.image || null,
    };
  } catch {
    return EMPTY;
  }
}

/** @jitl/recipe-data-scraper 2.0: its `parse(html, {url})`; its time strings ("1 hour 30 minutes") read as minutes. */
function jitl(p: Page): Scored {
  try {
    const r = jitlParse(p.html, { url: p.url });
    return {
      title: r.name ?? null,
      ingredients: r.recipeIngredients ?? [],
      instructions: r.recipeInstructions ?? [],
      yields: r.recipeYield ?? null,
      totalMin: durationToMinutes(r.totalTime),
      image: r.image ?? null,
    };
  } catch {
    return EMPTY;
  }
}

/** Baseline: JSON.parse of each ld+json block (no repair), first Recipe found, values taken as they are. */
function plainJsonLd(p: Page): Scored {
  const $ = load(p.html);
  const find = (v: unknown): Record<string, unknown> | null => {
    if (Array.isArray(v)) return v.map(find).find((x) => x) ?? null;
    if (!v || typeof v !== "object") return null;
    const o = v as Record<string, unknown>;
    const t = o["@type"];
    if (t === "Recipe" || (Array.isArray(t) && t.includes("Recipe"))) return o;
    return find(o["@graph"]);
  };
  for (const el of $('script[type="application/ld+json"]').toArray()) {
    let r: Record<string, unknown> | null;
    try {
      r = find(JSON.parse($(el).text()));
    } catch {
      continue;
    }
    if (!r) continue;
    const str = (v: unknown): string | null => (typeof v === "string" ? v : Array.isArray(v) ? str(v[0]) : typeof v === "number" ? String(v) : v && typeof v === "object" ? str((v as Record<string, unknown>).url ?? (v as Record<string, unknown>).text) : null);
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((x): x is string => !!x) : typeof v === "string" ? [v] : []);
    return { title: str(r.name), ingredients: list(r.recipeIngredient), instructions: list(r.recipeInstructions), yields: str(r.recipeYield), totalMin: durationToMinutes(str(r.totalTime)), image: str(r.image) };
  }
  return EMPTY;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, "manifest.csv"))) {
    console.log(`recipe-import bench skipped: ${dataDir}/manifest.csv not found`);
    return;
  }
  const pages = readPages();
  for (const p of pages.slice(0, 5)) ours(p); // warm-up
  const t0 = performance.now();
  const mine = pages.map(ours);
  const seconds = (performance.now() - t0) / 1000;
  const peers: [string, Scored[]][] = [
    ["ours", mine],
    ["recipe-scrapers 1.12", await Promise.all(pages.map(recipeScrapers))],
    ["@jitl/recipe-data-scraper 2.0", pages.map(jitl)],
    ["plain JSON-LD reader", pages.map(plainJsonLd)],
  ];
  console.log(`${pages.length} pages from ${dataDir}\n`);
  console.log(`| extractor | ${FIELDS.join(" | ")} |`);
  console.log(`|---|${FIELDS.map(() => "---:").join("|")}|`);
  for (const [name, results] of peers) {
    const cells = FIELDS.map((f) => {
      const sum = results.reduce((s, r, i) => s + score(f, r, pages[i].expected), 0);
      return `${((100 * sum) / pages.length).toFixed(1)}%`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
  console.log(`\nours: ${(pages.length / seconds).toFixed(1)} pages/s (${((1000 * seconds) / pages.length).toFixed(1)} ms per page, one pass after a 5-page warm-up)`);
  if (showMisses) printMisses(pages, mine);
}

function printMisses(pages: Page[], mine: Scored[]): void {
  const keys: Record<Field, string> = { title: "title", ingredients: "ingredients", instructions: "instructions_list", yields: "yields", totalMin: "total_time", image: "image" };
  pages.forEach((p, i) => {
    for (const f of FIELDS) {
      const s = score(f, mine[i], p.expected);
      if (s >= 1) continue;
      const want = p.expected[keys[f]];
      const got = mine[i][f];
      if (Array.isArray(want) && Array.isArray(got)) {
        const have = new Set(got.map(norm));
        const missing = want.filter((l: string) => !have.has(norm(l))).slice(0, 3);
        console.log(`\n${p.site} ${f} ${(100 * s).toFixed(0)}% (ours ${got.length}, expected ${want.length})`);
        for (const m of missing) console.log(`  - want: ${JSON.stringify(m).slice(0, 160)}`);
        const wantSet = new Set(want.map((l: string) => norm(l)));
        for (const g of got.filter((l) => !wantSet.has(norm(l))).slice(0, 3)) console.log(`  + ours: ${JSON.stringify(g).slice(0, 160)}`);
      } else console.log(`\n${p.site} ${f}: want ${JSON.stringify(want)} ours ${JSON.stringify(got)}`);
    }
  });
}

await main();
