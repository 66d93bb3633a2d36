// Scoring of the recipe-import benchmark (bench/recipe-import.ts): how one extractor's output for
// one page is compared with the page's expected JSON. Method: bench/README.md, "recipe-import".
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { load } from "cheerio";

/** What every extractor is reduced to for scoring. */
export interface Scored {
  title: string | null;
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  totalMin: number | null;
  image: string | null;
}
export const EMPTY: Scored = { title: null, ingredients: [], instructions: [], yields: null, totalMin: null, image: null };

/** One saved page with its expectation. `key` is "<set folder>/<html path>", the key of the halves. */
export interface Page {
  set: string;
  key: string;
  half: "A" | "B";
  site: string;
  html: string;
  url: string;
  expected: Record<string, unknown>;
}

export const FIELDS = ["title", "ingredients", "instructions", "yields", "totalMin", "image"] as const;
export type Field = (typeof FIELDS)[number];
/** The expected JSON's key for each field. */
export const EXPECTED_KEY: Record<Field, string> = {
  title: "title",
  ingredients: "ingredients",
  instructions: "instructions_list",
  yields: "yields",
  totalMin: "total_time",
  image: "image",
};

/** Half A when the first hex digit of sha256(key) is below 8, else B (fixed split; tune on A only). */
export const halfOf = (key: string): "A" | "B" => (parseInt(createHash("sha256").update(key).digest("hex")[0], 16) < 8 ? "A" : "B");

/** Both sides: entities decoded, tags stripped, NFKC, straight quotes, lower case, whitespace collapsed. */
export function norm(value: unknown): string {
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
/** Vulgar fraction characters as "n/d", for the tolerant comparison. */
const FRACTIONS: Record<string, string> = { "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅕": "1/5", "⅙": "1/6" };

/**
 * The tolerant comparison, reported beside the strict one: as norm, and also no space before
 * , . ; : ! ? ) or after (, vulgar fractions written as "1/2" ("1 ½ cups" = "1 1/2 cups"), and a
 * note that a recipe plugin wrapped in brackets with its comma at the end of a line ("1 onion (,
 * chopped)" = "1 onion, chopped"; recipe-scrapers keeps the brackets on some pages, not others).
 * These differences change nothing a cook reads; the strict figures count them as misses.
 */
export function looseNorm(value: unknown): string {
  return norm(value)
    .replace(/\s*\(\s*,(.*)\)$/, ",$1")
    .replace(/[½⅓⅔¼¾⅛⅜⅝⅞⅕⅙]/g, (f) => ` ${FRACTIONS[f]}`)
    .replace(/(\d)\s*\u2044\s*(\d)/g, "$1/$2")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s+/g, " ")
    .trim();
}
const allNums = (s: string | null): number[] => (s ? [...s.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(",", "."))) : []);

const firstNum = (s: string | null): number | null => {
  const m = s ? /\d+(?:[.,]\d+)?/.exec(s) : null;
  return m ? Number(m[0].replace(",", ".")) : null;
};

/** Share of expected lines found among ours (both normalised); an empty expected list scores 1 when ours is empty too. */
function lineShare(ours: string[], expected: string[], n: (v: unknown) => string): number {
  const want = expected.map(n).filter(Boolean);
  const have = new Set(ours.map(n));
  if (want.length === 0) return have.size === 0 ? 1 : 0;
  return want.filter((l) => have.has(l)).length / want.length;
}

/**
 * Score of one field on one page, 0..1. A missing expected key counts as a match only when ours is
 * empty too. `tolerant`: lines and titles compared with looseNorm, and a yield range of ours
 * ("8-10 servings") matches when either end is the expected number (recipe-scrapers keeps the
 * upper end, the strict rule compares our first number).
 */
export function score(field: Field, got: Scored, exp: Record<string, unknown>, tolerant = false): number {
  const n = tolerant ? looseNorm : norm;
  const want = exp[EXPECTED_KEY[field]];
  if (want === undefined || want === null) {
    const v = got[field];
    return v === null || (Array.isArray(v) && v.length === 0) ? 1 : 0;
  }
  switch (field) {
    case "title":
    case "image":
      return got[field] !== null && n(String(got[field])) === n(String(want)) ? 1 : 0;
    case "ingredients":
    case "instructions":
      return lineShare(got[field], want as string[], n);
    case "yields":
      if (tolerant && firstNum(String(want)) !== null && allNums(got.yields).slice(0, 2).includes(firstNum(String(want)) as number)) return 1;
      return firstNum(got.yields) !== null && firstNum(got.yields) === firstNum(String(want)) ? 1 : 0;
    case "totalMin":
      return got.totalMin === Number(want) ? 1 : 0;
  }
}

/**
 * The pages of one data folder (manifest.csv, `<host>/<name>.testhtml` + `.json`), or [] when the
 * folder has no manifest. Each page's URL is the manifest's canonical_url (`https://` added when
 * the cell has no scheme).
 */
export function readPages(dataDir: string): Page[] {
  const manifest = path.join(dataDir, "manifest.csv");
  if (!fs.existsSync(manifest)) return [];
  const set = path.basename(dataDir);
  const lines = fs.readFileSync(manifest, "utf8").trim().split(/\r?\n/);
  const head = lines[0].split(",");
  return lines.slice(1).map((line) => {
    const cells = line.split(","); // manifest cells hold no commas (hosts, paths, URLs, numbers)
    const row = Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ""]));
    const key = `${set}/${row.html}`;
    return {
      set,
      key,
      half: halfOf(key),
      site: row.site,
      html: fs.readFileSync(path.join(dataDir, row.html), "utf8"),
      url: /^https?:\/\//.test(row.canonical_url) ? row.canonical_url : `https://${row.canonical_url || row.site}/`,
      expected: JSON.parse(fs.readFileSync(path.join(dataDir, row.expected), "utf8")) as Record<string, unknown>,
    };
  });
}

/** Mean score per field over the given page indexes, as "97.5%" cells (strict, or tolerant: see score). */
export function fieldCells(results: readonly Scored[], pages: readonly Page[], idx: readonly number[], tolerant = false): string[] {
  return FIELDS.map((f) => {
    const sum = idx.reduce((s, i) => s + score(f, results[i], pages[i].expected, tolerant), 0);
    return idx.length ? `${((100 * sum) / idx.length).toFixed(1)}%` : "–";
  });
}

/** Prints every miss of ours on the given pages: the field, the score, and up to 3 differing lines each way. */
export function printMisses(pages: readonly Page[], mine: readonly Scored[], only: (p: Page) => boolean): void {
  pages.forEach((p, i) => {
    if (!only(p)) return;
    for (const f of FIELDS) {
      const s = score(f, mine[i], p.expected);
      if (s >= 1) continue;
      const want = p.expected[EXPECTED_KEY[f]];
      const got = mine[i][f];
      if (Array.isArray(want) && Array.isArray(got)) {
        const have = new Set(got.map(norm));
        const missing = want.filter((l: string) => !have.has(norm(l))).slice(0, 3);
        console.log(`\n${p.key} ${f} ${(100 * s).toFixed(0)}% (ours ${got.length}, expected ${want.length})`);
        for (const m of missing) console.log(`  - want: ${JSON.stringify(m).slice(0, 160)}`);
        const wantSet = new Set(want.map((l: string) => norm(l)));
        for (const g of got.filter((l) => !wantSet.has(norm(l))).slice(0, 3)) console.log(`  + ours: ${JSON.stringify(g).slice(0, 160)}`);
      } else console.log(`\n${p.key} ${f}: want ${JSON.stringify(want)} ours ${JSON.stringify(got)}`);
    }
  });
}
