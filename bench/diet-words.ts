/**
 * Diet-word sanity bench (issue 22 item 5): runs the diet reader (shared/domain/diet.ts
 * nameDietTags: knowledge base, English keywords and the German, Dutch, French, Spanish, Italian
 * and Portuguese word lists) over the ingredient lists of the DEV recipe pages in
 * ../shared/testdata/recipes and ../shared/testdata/recipes-more (the `ingredients` of each
 * expected .json; read in place, never copied) and prints, per page language, how many pages get
 * flagged meat, fish, dairy, egg, gluten and nuts, on the two fixed halves (A: first hex digit of
 * sha256 of the page's expected path < 8; word lists were reviewed on half A only) and overall.
 * It is a sanity check, not a score: the pages carry no diet labels. A second table counts lines
 * with the usual false-positive traps ("coconut milk", "eggplant", "nutmeg", "lait de coco",
 * "Muskatnuss"…) and how many of them got the wrong tag. Skips with a message when the data is absent.
 *   npx tsx bench/diet-words.ts                 tables
 *   npx tsx bench/diet-words.ts --lines=A       also every non-English line of half A with its tags (stderr)
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { nameDietTags } from "../src/shared/domain/diet-tags";
import type { DietTag } from "../src/shared/food/types";

const ROOT = path.resolve(import.meta.dirname, "../../shared/testdata");
const SETS = ["recipes", "recipes-more"];
const LANGS = ["en", "de", "nl", "fr", "es", "it", "pt"];
const GROUPS: ReadonlyArray<[string, readonly DietTag[]]> = [
  ["meat", ["meat", "poultry", "pork"]],
  ["fish", ["fish", "shellfish"]],
  ["dairy", ["dairy"]],
  ["egg", ["egg"]],
  ["gluten", ["gluten"]],
  ["nuts", ["nut", "peanut"]],
];
/** Trap phrase (case-insensitive, as written on the page) → the tag it must not bring. */
const TRAPS: ReadonlyArray<[RegExp, DietTag]> = [
  [/coconut (milk|cream)/i, "dairy"],
  [/eggplant/i, "egg"],
  [/butternut/i, "nut"],
  [/nutmeg/i, "nut"],
  [/cream of tartar/i, "dairy"],
  [/peanut butter/i, "dairy"],
  [/almond milk/i, "dairy"],
  [/butter beans?/i, "dairy"],
  [/water chestnut/i, "nut"],
  [/(lait|crème) de coco|leche de coco|latte di cocco|leite de coco|kokos(milch|melk)/i, "dairy"],
  [/noix de coco|kokosnuss|kokosnoot|noce di cocco|coco ralado/i, "nut"],
  [/muskat|muscade|moscada|moscata|nootmuskaat/i, "nut"],
  [/bloemkool|buchweizen|sarrasin|sarraceno|boekweit/i, "gluten"],
];

interface Page {
  key: string;
  lang: string;
  half: "A" | "B";
  lines: string[];
}

/** Fields of one manifest line (no quotes in these manifests' first five columns). */
function readPages(): Page[] {
  const pages: Page[] = [];
  for (const set of SETS) {
    const dir = path.join(ROOT, set);
    const [header, ...rows] = readFileSync(path.join(dir, "manifest.csv"), "utf8").split(/\r?\n/).filter(Boolean);
    const cols = header.split(",");
    for (const row of rows) {
      const f = row.split(",");
      const expected = f[cols.indexOf("expected")];
      const json = JSON.parse(readFileSync(path.join(dir, expected), "utf8")) as { ingredients?: string[] };
      const key = `${set}/${expected}`;
      const code = (f[cols.indexOf("language")] ?? "").slice(0, 2).toLowerCase();
      const half = Number.parseInt(createHash("sha256").update(key).digest("hex")[0], 16) < 8 ? "A" : "B";
      pages.push({ key, lang: LANGS.includes(code) ? code : "other", half, lines: json.ingredients ?? [] });
    }
  }
  return pages;
}

const pct = (n: number, d: number) => (d === 0 ? "–" : `${n} (${Math.round((100 * n) / d)}%)`);

function main(): void {
  if (!SETS.every((s) => existsSync(path.join(ROOT, s, "manifest.csv")))) {
    console.log("diet-words: skipped (../shared/testdata/recipes* not found)");
    return;
  }
  const linesFor = process.argv.find((a) => a.startsWith("--lines="))?.slice("--lines=".length);
  const started = performance.now();
  const pages = readPages().map((p) => ({ ...p, tags: p.lines.map((l) => nameDietTags(l)) }));
  const ms = performance.now() - started;
  const lineCount = pages.reduce((n, p) => n + p.lines.length, 0);

  const all = GROUPS.flatMap(([, ts]) => ts);
  console.log(`| language | half | pages | ${GROUPS.map(([g]) => g).join(" | ")} | lines | lines flagged |`);
  console.log(`|---|---|---:|${GROUPS.map(() => "---:").join("|")}|---:|---:|`);
  for (const lang of [...LANGS, "other"]) {
    for (const half of ["A", "B", "all"] as const) {
      const ps = pages.filter((p) => p.lang === lang && (half === "all" || p.half === half));
      if (ps.length === 0) continue;
      const cells = GROUPS.map(([, tags]) => pct(ps.filter((p) => p.tags.some((s) => tags.some((t) => s.has(t)))).length, ps.length));
      const lines = ps.flatMap((p) => p.tags);
      const flagged = lines.filter((t) => all.some((g) => t.has(g))).length;
      console.log(`| ${lang} | ${half} | ${ps.length} | ${cells.join(" | ")} | ${lines.length} | ${pct(flagged, lines.length)} |`);
    }
  }

  console.log("\n| trap | lines | wrongly tagged | half A | half B |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [re, tag] of TRAPS) {
    const hits = pages.flatMap((p) => p.lines.map((l, i) => ({ l, half: p.half, wrong: p.tags[i].has(tag) })).filter((x) => re.test(x.l)));
    const wrong = (h?: string) => hits.filter((x) => x.wrong && (!h || x.half === h)).length;
    console.log(`| ${re.source.replace(/\|/g, " / ")} → ${tag} | ${hits.length} | ${wrong()} | ${wrong("A")} | ${wrong("B")} |`);
    for (const x of hits.filter((y) => y.wrong && y.half === "A")) console.error(`trap ${tag}: ${x.l}`);
  }
  console.log(`\n${pages.length} pages, ${lineCount} lines, ${(ms / lineCount).toFixed(3)} ms per line.`);

  if (linesFor) {
    for (const p of pages.filter((q) => q.half === linesFor && q.lang !== "en")) {
      console.error(`\n# ${p.key} (${p.lang})`);
      p.lines.forEach((l, i) => console.error(`  ${[...p.tags[i]].join(",").padEnd(24)} ${l}`));
    }
  }
}

main();
