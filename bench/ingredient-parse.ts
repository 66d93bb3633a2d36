/**
 * Ingredient-line parsing bench (`npm run bench:ingredients`): our parser
 * (src/shared/food/ingredient-line) against the npm parsers `parse-ingredient` and
 * `recipe-ingredient-parser-v3`, on the labelled lines in ../shared/testdata/ingredients
 * (nyt-ingredients.csv, strangetom-ingredients.csv; see their README). Prints a Markdown table:
 * share of lines with quantity, unit, name and all three right, and our lines/s.
 * The comparison rules are in bench/README.md ("ingredient-parse"). Flags: `--misses nyt|strangetom`
 * prints our wrong lines for that set.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseIngredient } from "parse-ingredient";
import { parse as ripParse } from "recipe-ingredient-parser-v3";
import { cleanIngredientLine } from "../src/shared/food/ingredient-line/clean-line";
import { decodeHtmlEntities } from "../src/shared/food/ingredient-line/html-entities";
import { parseIngredientLine } from "../src/shared/food/ingredient-line/parse-ingredient-line";
import { SIZE_WORDS } from "../src/shared/food/ingredient-line/lexicon";
import { tokenize } from "../src/shared/food/ingredient-line/tokenize";
import { canonicalUnit, isMeasureUnit } from "../src/shared/food/ingredient-line/unit-table";

const DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "shared", "testdata", "ingredients");

/** RFC 4180 CSV: quoted fields, "" escapes, separators and line breaks inside quotes. */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += c;
  }
  if (field !== "" || row.length > 0) endRow();
  const [header, ...body] = rows;
  return body.filter((r) => r.length > 1 || r[0] !== "").map((r) => Object.fromEntries(header.map((h, k) => [h, r[k] ?? ""])));
}

interface Answer {
  qty: number | null;
  /** Upper end when the parser read a range. */
  qtyMax?: number | null;
  unit: string | null;
  name: string;
}
type Labelled = Answer & { input: string };

/** One unit for comparison: our canonical table, else the lower-case word without a plural "s". */
function unitKey(unit: string | null | undefined): string | null {
  if (!unit || unit.trim() === "") return null;
  return canonicalUnit(unit) ?? unit.trim().toLowerCase().replace(/s$/, "");
}

/** Name as a set of words: entities decoded, lower case, apostrophes dropped, punctuation → space. */
function nameKey(name: string): string {
  const words = decodeHtmlEntities(name).toLowerCase().replace(/['’‘`]/g, "").split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w !== ""))].sort().join(" ");
}

const qtyKey = (q: number | null | undefined) => (q === null || q === undefined || !Number.isFinite(q) || q === 0 ? null : q);

/** strangetom quantity token: "2", "2x", "#1$2", "4#1$2", "3-4" (low end), "0.33". */
function tokenValue(token: string): number {
  const low = token.replace(/x$/i, "").split("-")[0];
  const m = /^(\d*(?:\.\d+)?)(?:#(\d+)\$(\d+))?$/.exec(low);
  if (!m) return NaN;
  return (m[1] ? Number(m[1]) : 0) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
}

/** Units of a strangetom unit label, in order, size words dropped ("large bunch" → bunch; "g fl oz" → g, fluid ounce). */
function labelUnits(label: string): string[] {
  const words = label.split(" ").filter((w) => w !== "" && !SIZE_WORDS.has(w.toLowerCase()) && w.toLowerCase() !== "scant");
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? canonicalUnit(`${words[i]} ${words[i + 1]}`) : null;
    out.push(two ?? unitKey(words[i])!);
    if (two) i++;
  }
  return out;
}

/**
 * strangetom's expected first amount: the first labelled quantity, and the labelled unit written
 * after it and before the line's next number; when none, a later labelled unit that counts
 * (not a measure: "2 15-ounce cans" → can, "1 2-inch knob" → knob), else none.
 */
function strangetomExpected(row: Record<string, string>): Labelled {
  const qtys = row.quantity.split(" ").filter((q) => q !== "");
  let qty: number | null = qtys.length > 0 ? tokenValue(qtys[0]) : null;
  if (qty !== null && qtys[1] === "dozen") qty *= 12;
  const units = labelUnits(row.unit);
  let unit: string | null = units[0] ?? null;
  if (qty !== null && unit !== null) {
    const tokens = tokenize(cleanIngredientLine(row.input));
    const first = tokens.findIndex((t) => t.kind === "num");
    let second = first + 1;
    while (second < tokens.length && tokens[second].kind !== "num") second++;
    if (tokens[first + 2]?.kind === "num" && ["-", "to"].includes(tokens[first + 1].lower)) {
      for (second = first + 3; second < tokens.length && tokens[second].kind !== "num"; second++);
    }
    const at = tokens.findIndex((t, i) => i > first && t.kind === "word" && (unitKey(t.text) === unit || unitKey(`${t.text} ${tokens[i + 1]?.text}`) === unit));
    if (at < 0 || at > second) unit = units.find((u, k) => k > 0 && !isMeasureUnit(u)) ?? null;
  }
  return { input: row.input, qty, unit, name: row.name };
}

function loadSet(file: string): Labelled[] | null {
  const path = join(DATA, file);
  if (!existsSync(path)) return null;
  const rows = readCsv(readFileSync(path, "utf8"));
  if (file.startsWith("nyt")) return rows.map((r) => ({ input: r.input, qty: Number(r.qty), unit: r.unit, name: r.name }));
  return rows.map(strangetomExpected);
}

const PARSERS: Record<string, (line: string) => Answer> = {
  "ours (ingredient-line)": (line) => {
    const p = parseIngredientLine(line);
    return { qty: p.qty, qtyMax: p.qtyMax, unit: p.unit, name: p.ingredient };
  },
  "parse-ingredient": (line) => {
    const p = parseIngredient(line)[0];
    return { qty: p?.quantity ?? null, qtyMax: p?.quantity2 ?? null, unit: p?.unitOfMeasureID ?? p?.unitOfMeasure ?? null, name: p?.description ?? "" };
  },
  "recipe-ingredient-parser-v3": (line) => {
    try {
      const p = ripParse(line, "eng");
      return { qty: Number(p.quantity), qtyMax: p.maxQty > p.minQty ? p.maxQty : null, unit: p.unit ?? null, name: p.ingredient ?? "" };
    } catch {
      return { qty: null, unit: null, name: "" };
    }
  },
};

function judge(expected: Labelled, got: Answer): [boolean, boolean, boolean] {
  const e = qtyKey(expected.qty);
  const g = qtyKey(got.qty);
  const high = qtyKey(got.qtyMax);
  const near = (a: number, b: number | null) => b !== null && Math.abs(a - b) <= 0.01;
  const qty = e === null || g === null ? e === g : near(e, g) || near(e, high);
  return [qty, unitKey(expected.unit) === unitKey(got.unit), nameKey(expected.name) === nameKey(got.name)];
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

function main(): void {
  const sets: Array<[string, Labelled[] | null]> = [
    ["nyt", loadSet("nyt-ingredients.csv")],
    ["strangetom", loadSet("strangetom-ingredients.csv")],
  ];
  if (sets.some(([, rows]) => rows === null)) {
    console.log(`ingredient-parse: skipped, ${DATA} not found.`);
    return;
  }
  const missesFor = process.argv.includes("--misses") ? process.argv[process.argv.indexOf("--misses") + 1] : null;
  console.log("| data set | parser | lines | qty right | unit right | name right | all three |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const [set, rows] of sets) {
    for (const [parser, run] of Object.entries(PARSERS)) {
      const right = [0, 0, 0, 0];
      for (const row of rows!) {
        const got = run(row.input);
        const verdict = judge(row, got);
        verdict.forEach((ok, k) => (right[k] += ok ? 1 : 0));
        if (verdict.every(Boolean)) right[3]++;
        else if (missesFor === set && parser.startsWith("ours")) {
          console.error(`${verdict.map((ok) => (ok ? "." : "x")).join("")} ${row.input}\n    want ${row.qty}|${unitKey(row.unit)}|${row.name}\n    got  ${got.qty}|${got.unit}|${got.name}`);
        }
      }
      console.log(`| ${set} | ${parser} | ${rows!.length} | ${right.map((n) => pct(n, rows!.length)).join(" | ")} |`);
    }
  }
  const lines = sets.flatMap(([, rows]) => rows!.map((r) => r.input));
  for (const line of lines) parseIngredientLine(line);
  const rounds = 5;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const line of lines) parseIngredientLine(line);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`\nours: ${Math.round((rounds * lines.length) / seconds)} lines/s (${rounds} rounds of ${lines.length} lines after one warm-up round)`);
}

main();
