// Benchmark: pasted recipe text → recipe draft (src/shared/domain/recipe-text, issue 21 item 4) on
// the DEV pages ../shared/testdata/recipes and ../shared/testdata/recipes-more (skipped when absent).
//  1. "web": each page's visible main content as the plain text a browser copy gives (bench/page-text.ts),
//     run through parseRecipeText, scored against the page's expected recipe;
//  2. "clean": each expected recipe written out in four layouts (bench/recipe-text-layouts.ts).
// Scoring is bench/recipe-import-score.ts (the recipe-import benchmark's rules): title exact after
// normalising, share of expected ingredient lines and steps found verbatim, yield's first number,
// total minutes (prep + cook when the text gives no total). Halves: A when the first hex digit of
// sha256("<set>/<html path>") < 8; the rules were looked at and tuned on half A only.
//   npm run bench:recipe-text                 tables
//   npm run bench:recipe-text -- --misses     also every web miss on half A
//   npm run bench:recipe-text -- --layout=N   also every miss of clean layout N (1-4) on half A
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import type { RecipeDraft } from "../src/shared/schemas/recipe-draft";
import { parseRecipeText } from "../src/shared/domain/recipe-text/parse-recipe-text";
import { pageText } from "./page-text";
import { textLines } from "../src/shared/domain/recipe-text/text-lines";
import { norm, printMisses, readPages, score, type Field, type Page, type Scored } from "./recipe-import-score";
import { expectedRecipe, LAYOUTS } from "./recipe-text-layouts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const SETS = ["recipes", "recipes-more"].map((s) => path.resolve(root, "../shared/testdata", s));
const TEXT_FIELDS: readonly Field[] = ["title", "ingredients", "instructions", "yields", "totalMin"];

/** A draft reduced to what the page benchmark scores. */
function scored(d: RecipeDraft): Scored {
  const total = d.totalMin ?? (d.prepMin !== null && d.cookMin !== null ? d.prepMin + d.cookMin : null);
  return {
    title: d.title || null,
    ingredients: d.ingredients.map((i) => i.line),
    instructions: d.steps.map((s) => s.text),
    yields: d.yields ?? (d.servings !== null ? String(d.servings) : null),
    totalMin: total,
    image: null,
  };
}

/**
 * What a perfect line picker could score on the copied text: the expected title and lines that
 * appear in it as whole lines (list markers off; a line may be two adjacent lines joined, as an
 * amount column beside its food copies). The rest is text the copy does not hold as written
 * (parentheses a page adds with CSS, steps split over paragraphs, recipes drawn by scripts).
 */
function ceiling(text: string, e: Record<string, unknown>): Scored {
  const lines = textLines(text).map((l) => norm(l.text));
  const have = new Set([...lines, ...lines.slice(1).map((l, i) => `${lines[i]} ${l}`)]);
  const keep = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && have.has(norm(x))) : []);
  return {
    title: typeof e.title === "string" && have.has(norm(e.title)) ? e.title : null,
    ingredients: keep(e.ingredients),
    instructions: keep(e.instructions_list),
    yields: null,
    totalMin: null,
    image: null,
  };
}

/** Table rows "| name | half | n | field% … |" for halves A, B and all ("–" for fields not in `fields`). */
function rows(name: string, results: readonly Scored[], pages: readonly Page[], fields: readonly Field[] = TEXT_FIELDS): string[] {
  const halves: [string, (p: Page) => boolean][] = [["A", (p) => p.half === "A"], ["B", (p) => p.half === "B"], ["all", () => true]];
  return halves.map(([half, keep]) => {
    const idx = pages.flatMap((p, i) => (keep(p) ? [i] : []));
    const cells = TEXT_FIELDS.map((f) => {
      if (!fields.includes(f)) return "–";
      const sum = idx.reduce((s, i) => s + score(f, results[i], pages[i].expected), 0);
      return idx.length ? `${((100 * sum) / idx.length).toFixed(1)}%` : "–";
    });
    return `| ${name} | ${half} | ${idx.length} | ${cells.join(" | ")} |`;
  });
}

function main(): void {
  const pages = SETS.flatMap((dir) => readPages(dir));
  if (pages.length === 0) {
    console.log(`recipe-text bench skipped: no manifest.csv in ${SETS.join(" or ")}`);
    return;
  }
  const texts = pages.map((p) => pageText(p.html));
  const t0 = performance.now();
  const drafts = texts.map(parseRecipeText);
  const seconds = (performance.now() - t0) / 1000;
  const web = drafts.map(scored);
  const header = `| text | half | pages | ${TEXT_FIELDS.join(" | ")} |\n|---|---|---:|${TEXT_FIELDS.map(() => "---:").join("|")}|`;
  console.log(`${pages.length} pages (${SETS.map((s) => path.basename(s)).join(" + ")})\n`);
  console.log(header);
  for (const r of rows("web page, copied", web, pages)) console.log(r);
  const best = pages.map((p, i) => ceiling(texts[i], p.expected));
  for (const r of rows("web page: ceiling (lines as copied)", best, pages, ["title", "ingredients", "instructions"])) console.log(r);
  const withRecipe = pages.map((p, i) => ({ p, r: expectedRecipe(p.expected), i })).filter((x) => x.r !== null);
  const cleanPages = withRecipe.map((x) => x.p);
  const layoutResults: Scored[][] = [];
  LAYOUTS.forEach(([name, layout]) => {
    const res = withRecipe.map((x, k) => scored(parseRecipeText(layout(x.r!, k))));
    layoutResults.push(res);
    for (const r of rows(`clean: ${name}`, res, cleanPages)) console.log(r);
  });
  const chars = texts.reduce((n, t) => n + t.length, 0);
  console.log(
    `\nweb text: ${(pages.length / seconds).toFixed(0)} pages/s (${((1000 * seconds) / pages.length).toFixed(1)} ms per page, ${Math.round(chars / pages.length / 1000)} k chars on average)`,
  );
  if (args.includes("--misses")) printMisses(pages, web, (p) => p.half === "A");
  const layoutArg = args.find((a) => a.startsWith("--layout="));
  if (layoutArg) printMisses(cleanPages, layoutResults[Number(layoutArg.split("=")[1]) - 1], (p) => p.half === "A");
}

main();
