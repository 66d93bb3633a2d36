/**
 * Ingredient-line parsing bench (`npm run bench:ingredients`): our parser
 * (src/shared/food/ingredient-line) against the npm parsers `parse-ingredient` and
 * `recipe-ingredient-parser-v3`, on the labelled lines in ../shared/testdata/ingredients
 * (nyt-ingredients.csv, strangetom-ingredients.csv; see their README). Prints a Markdown table:
 * share of lines with quantity, unit and name right (the name exactly and by containment) and
 * all three right under each name measure, for every parser on every line and for ours on each
 * half (A/B, by sha256 of the line); then a table of the two goal measures by half, each with a
 * figure beside it that is not part of the measure (NYT: a count unit written in the name read as
 * the unit; strangetom: words compared in the singular); how our contained names matched; lines/s.
 * The comparison rules are in bench/README.md ("ingredient-parse") and ingredient-parse-score.ts.
 * Flags: `--misses nyt|strangetom` prints our wrong lines of that set in half A (the half used
 * for tuning; `--half B` or `--half all` for the others).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseIngredient } from "parse-ingredient";
import { parse as ripParse } from "recipe-ingredient-parser-v3";
import { cleanIngredientLine } from "../src/shared/food/ingredient-line/clean-line";
import { parseIngredientLine } from "../src/shared/food/ingredient-line/parse-ingredient-line";
import { SIZE_WORDS } from "../src/shared/food/ingredient-line/lexicon";
import { tokenize } from "../src/shared/food/ingredient-line/tokenize";
import { canonicalUnit, isMeasureUnit } from "../src/shared/food/ingredient-line/unit-table";
import { halfOf, judge, unitKey, type Answer, type Direction, type Labelled, type Verdict } from "./ingredient-parse-score";

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

/** The labelled lines of one data file ("nyt-ingredients.csv" …), expected answers as judged; null when absent. */
export function loadSet(file: string): Labelled[] | null {
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

/** The goals of issue 22 item 9, per data set. */
const GOALS: Readonly<Record<string, string>> = { nyt: "≥ 92%", strangetom: "≥ 90%" };

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

/** Counts of right answers over some lines: qty, unit, name exact, all three exact, name contained, all three contained. */
function tally(verdicts: readonly Verdict[]): number[] {
  const right = [0, 0, 0, 0, 0, 0];
  for (const v of verdicts) {
    const flags = [v.qty, v.unit, v.nameExact, v.qty && v.unit && v.nameExact, v.nameContained, v.qty && v.unit && v.nameContained];
    flags.forEach((ok, k) => (right[k] += ok ? 1 : 0));
  }
  return right;
}

const row = (set: string, parser: string, verdicts: readonly Verdict[]) =>
  `| ${set} | ${parser} | ${verdicts.length} | ${tally(verdicts).map((n) => pct(n, verdicts.length)).join(" | ")} |`;

function printMiss(row: Labelled, got: Answer, v: Verdict): void {
  const marks = [v.qty, v.unit, v.nameContained, v.nameExact].map((ok) => (ok ? "." : "x")).join("");
  console.error(`${marks} ${row.input}\n    want ${row.qty}|${unitKey(row.unit)}|${row.name}\n    got  ${got.qty}|${got.unit}|${got.name}`);
}

function main(): void {
  const sets: Array<[string, Labelled[] | null]> = [
    ["nyt", loadSet("nyt-ingredients.csv")],
    ["strangetom", loadSet("strangetom-ingredients.csv")],
  ];
  if (sets.some(([, rows]) => rows === null)) {
    console.log(`ingredient-parse: skipped, ${DATA} not found.`);
    return;
  }
  const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
  const missesFor = flag("--misses");
  const missHalf = flag("--half") ?? "A";
  const directions: string[] = [];
  const goals: string[] = [];
  console.log("| data set | parser | lines | qty right | unit right | name exact | all three (exact) | name contained | all three (contained) |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [set, rows] of sets) {
    for (const [parser, run] of Object.entries(PARSERS)) {
      const ours = parser.startsWith("ours");
      const verdicts = rows!.map((r) => {
        const got = run(r.input);
        const v = judge(r, got);
        const right = v.qty && v.unit && (set === "nyt" ? v.nameContained : v.nameExact);
        if (ours && !right && missesFor === set && (missHalf === "all" || missHalf === halfOf(r.input))) printMiss(r, got, v);
        return v;
      });
      console.log(row(set, parser, verdicts));
      if (!ours) continue;
      const halves = (["A", "B"] as const).map((half) => verdicts.filter((_, k) => halfOf(rows![k].input) === half));
      halves.forEach((part, k) => console.log(row(set, `${parser}, half ${"AB"[k]}`, part)));
      const count = (d: Direction) => verdicts.filter((v) => v.direction === d).length;
      const share = (ok: (v: Verdict) => boolean) => [verdicts, ...halves].map((part) => pct(part.filter(ok).length, part.length));
      const goal = set === "nyt" ? share((v) => v.qty && v.unit && v.nameContained) : share((v) => v.qty && v.unit && v.nameExact);
      const beside = set === "nyt" ? share((v) => v.qty && v.containedUnitWord) : share((v) => v.qty && v.unit && v.nameExactSingular);
      goals.push(
        `| ${set} | ${set === "nyt" ? "all three (contained)" : "all three (exact)"}: the goal measure | ${goal.join(" | ")} | ${GOALS[set]} |`,
        `| ${set} | ${set === "nyt" ? "the same, a count unit written in the name on one side read as its unit" : "the same, words compared in the singular"} (beside the measure) | ${beside.join(" | ")} | — |`,
      );
      directions.push(`${set}: ${count("exact")} same words, ${count("ours-in-label")} ours in the label, ${count("label-in-ours")} the label in ours, ${count("none")} neither`);
    }
  }
  console.log("\n| data set | ours | all | half A | half B | goal (issue 22) |\n|---|---|---:|---:|---:|---:|");
  for (const line of goals) console.log(line);
  console.log(`\nours, names by containment:\n${directions.map((d) => `- ${d}`).join("\n")}`);
  const lines = sets.flatMap(([, rows]) => rows!.map((r) => r.input));
  for (const line of lines) parseIngredientLine(line);
  const rounds = 5;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const line of lines) parseIngredientLine(line);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`ours: ${Math.round((rounds * lines.length) / seconds)} lines/s (${rounds} rounds of ${lines.length} lines after one warm-up round)`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
