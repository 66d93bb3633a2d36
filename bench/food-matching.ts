/**
 * Food-matching accuracy bench (`npm run bench:food`, issue 22 item 1): files every product name
 * of ../shared/testdata/products/products.csv (800 real grocery names, each labelled with the SPEC
 * pantry category of its store aisle; DEV set under Instacart's non-commercial terms, read in place,
 * never copied) with `categoryFor` and prints Markdown tables: category right overall and on the two
 * fixed halves of the file (A/B by the parity of the first byte of sha256(name); rules were tuned
 * on half A's errors only, B shows whether they generalise), right per category, and non-food
 * names (label `item`) filed as `item`. Skips with a message when the file is absent.
 *   npm run bench:food                    tables
 *   npm run bench:food -- --misses=A      also prints half A's wrong rows (stderr)
 * Method, goal (≥ 85%) and earlier results: bench/README.md ("food-matching").
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { categoryFor, matchFood } from "../src/shared/food/match";

const FILE = path.resolve(import.meta.dirname, "../../shared/testdata/products/products.csv");

interface Row {
  name: string;
  aisle: string;
  category: string;
  half: "A" | "B";
}

/** The fields of one CSV line (double-quoted fields with "" escapes; no line breaks inside). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) {
      out.push(field);
      field = "";
    } else field += c;
  }
  out.push(field);
  return out;
}

/** Half "A" or "B" of a name: parity of the first byte of its sha256 (fixed, independent of order). */
export function halfOf(name: string): "A" | "B" {
  return createHash("sha256").update(name).digest()[0] % 2 === 0 ? "A" : "B";
}

function readRows(file: string): Row[] {
  const [header, ...lines] = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
  const cols = csvFields(header);
  const at = (f: string[], c: string) => f[cols.indexOf(c)] ?? "";
  return lines.map((l) => {
    const f = csvFields(l);
    const name = at(f, "name");
    return { name, aisle: at(f, "aisle"), category: at(f, "category"), half: halfOf(name) };
  });
}

const pct = (n: number, d: number) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)}%`);

function main(): void {
  if (!existsSync(FILE)) {
    console.log(`food-matching: skipped (${path.relative(process.cwd(), FILE)} not found; see bench/README.md)`);
    return;
  }
  const missesFor = process.argv.find((a) => a.startsWith("--misses="))?.slice("--misses=".length);
  const rows = readRows(FILE);
  const got = rows.map((r) => categoryFor(r.name));
  const right = rows.map((r, i) => got[i] === r.category);
  const count = (pred: (r: Row, i: number) => boolean) => rows.filter(pred).length;
  const date = new Date().toISOString().slice(0, 10);

  console.log("| date | names | category right | half A | half B | non-food filed as item |");
  console.log("|---|---:|---:|---:|---:|---:|");
  const items = count((r) => r.category === "item");
  const itemsRight = count((r, i) => r.category === "item" && right[i]);
  const cells = [
    pct(
      count((_r, i) => right[i]),
      rows.length,
    ),
    ...(["A", "B"] as const).map(
      (h) =>
        `${pct(
          count((r, i) => r.half === h && right[i]),
          count((r) => r.half === h),
        )} of ${count((r) => r.half === h)}`,
    ),
  ];
  console.log(`| ${date} | ${rows.length} | ${cells.join(" | ")} | ${itemsRight} of ${items} |`);

  const categories = [...new Set(rows.map((r) => r.category))].sort();
  console.log("\n| category | names | right | filed elsewhere (most often) |");
  console.log("|---|---:|---:|---|");
  for (const c of categories) {
    const idx = rows.flatMap((r, i) => (r.category === c ? [i] : []));
    const wrong = new Map<string, number>();
    for (const i of idx) if (!right[i]) wrong.set(got[i], (wrong.get(got[i]) ?? 0) + 1);
    const top = [...wrong.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ");
    console.log(`| ${c} | ${idx.length} | ${pct(idx.filter((i) => right[i]).length, idx.length)} | ${top || "–"} |`);
  }

  if (missesFor) {
    rows.forEach((r, i) => {
      if (r.half !== missesFor || right[i]) return;
      const m = matchFood(r.name);
      console.error(
        `${r.category.padEnd(9)} got ${got[i].padEnd(9)} ${r.name}  [${r.aisle}] → ${m ? `${m.food.id} ${m.score}` : "no food"}`,
      );
    });
  }
}

main();
