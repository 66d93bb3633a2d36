// The receipt-corruption measure of bench/receipts.ts (issue 22 item 2): how many receipt lines,
// added as the review would add them, end up in a wrong pantry item. Method: bench/receipts.md.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ParsedReceiptItem } from "../src/server/ai/local/receipt/parse-receipt";
import { MERGE_MATCH_MIN, mergeQuantities, mergeTarget, type MergeCandidate } from "../src/shared/domain/merge";
import { receiptLineFlags } from "../src/shared/domain/receipt-line";
import { matchFood } from "../src/shared/food/match";

interface Fixture {
  pantry: { name: string; qty: number; unit: string }[];
  destinations: Record<string, string[][]>;
}

/** A pantry item during the replay: from the fixture pantry, or made by an earlier line (its label name). */
interface Slot extends MergeCandidate {
  line: number | null;
  label: string | null;
}

/** The merge decision replayed: the item an added line grows, or null for a new item. */
export type MergeRule = (line: { name: string; qty: number; unit: string }, slots: readonly Slot[]) => Slot | null;

/** mergeTarget with another minimum match score (the threshold sweep on half A). */
export const ruleAt =
  (minScore?: number): MergeRule =>
  (line, slots) =>
    mergeTarget({ ...line, source: "receipt" }, slots, minScore)?.item ?? null;

/** Today's rule: mergeTarget (src/shared/domain/merge.ts), the one the server and the review use. */
export const RULE_NOW: MergeRule = ruleAt();

/**
 * The rule before issue 22 (pantry add-service, commit 1fa8659): the same name, else any item
 * whose name matchFood gives the same food at any score, first whose unit converts.
 */
export const RULE_BEFORE: MergeRule = (line, slots) => {
  const fold = (s: string) => s.toLowerCase().trim();
  const food = matchFood(line.name)?.food;
  const same = slots.filter((s) => fold(s.name) === fold(line.name));
  const byFood = food ? slots.filter((s) => fold(s.name) !== fold(line.name) && matchFood(s.name)?.food.id === food.id) : [];
  return [...same, ...byFood].find((s) => mergeQuantities(s, line, food) !== null) ?? null;
};

/** Half A / B of the receipts: first hex digit of sha256(receipt id) below 8 → A. */
export const halfOf = (id: string): "A" | "B" => (parseInt(createHash("sha256").update(id).digest("hex")[0], 16) < 8 ? "A" : "B");

export interface Corruption {
  lines: number;
  /** Lines added to a pantry item their label does not allow (or to another line's new item that is not the same product). */
  wrong: number;
  /** Lines correctly added to an existing item (of the pantry, or made by an earlier line of the same product). */
  rightMerges: number;
  /** Lines with a review flag (receiptLineFlags), and wrong lines among them. */
  flagged: number;
  wrongFlagged: number;
  /** "receipt: line → item" for each wrong line. */
  examples: string[];
}

export const emptyCorruption = (): Corruption => ({ lines: 0, wrong: 0, rightMerges: 0, flagged: 0, wrongFlagged: 0, examples: [] });

export function addCorruption(a: Corruption, b: Corruption): Corruption {
  return {
    lines: a.lines + b.lines,
    wrong: a.wrong + b.wrong,
    rightMerges: a.rightMerges + b.rightMerges,
    flagged: a.flagged + b.flagged,
    wrongFlagged: a.wrongFlagged + b.wrongFlagged,
    examples: [...a.examples, ...b.examples],
  };
}

let fixture: Fixture | null = null;
function loadFixture(root: string): Fixture {
  fixture ??= JSON.parse(fs.readFileSync(path.join(root, "bench/fixtures/receipt-pantry.json"), "utf8")) as Fixture;
  return fixture;
}

/**
 * Replays one receipt's predicted lines, in order, into a fresh copy of the fixture pantry with
 * `rule`, every line added as the review adds it by default (all ticked, name and amount as read).
 * `assignment[i]` is the labelled item predicted line i matched (bench/receipts.ts `score`), or
 * -1 (a line that is no labelled item: only a new item is right for it). Labels and the allowed
 * destinations come from the fixtures.
 */
export function replayReceipt(
  root: string,
  id: string,
  predicted: readonly ParsedReceiptItem[],
  assignment: readonly number[],
  labelNames: readonly string[],
  rule: MergeRule,
): Corruption {
  const fx = loadFixture(root);
  const allowed = fx.destinations[id] ?? [];
  const slots: Slot[] = fx.pantry.map((p) => ({ ...p, line: null, label: null }));
  const out = emptyCorruption();
  predicted.forEach((p, i) => {
    const label = assignment[i] >= 0 ? labelNames[assignment[i]] : null;
    const ok = assignment[i] >= 0 ? allowed[assignment[i]] : ["new"];
    const into = rule({ name: p.name, qty: p.qty, unit: p.unit }, slots);
    let wrong = false;
    if (into === null) slots.push({ name: p.name, qty: p.qty, unit: p.unit, line: i, label });
    else if (into.line === null) {
      wrong = !ok.includes(into.name);
      if (!wrong) out.rightMerges++;
    } else {
      wrong = label === null || into.label?.toUpperCase() !== label.toUpperCase();
      if (!wrong) out.rightMerges++;
    }
    if (into) {
      const merged = mergeQuantities(into, p, matchFood(p.name)?.food);
      if (merged) into.qty = merged.qty;
    }
    const flagged = receiptLineFlags(p).length > 0;
    out.lines++;
    if (flagged) out.flagged++;
    if (wrong) {
      out.wrong++;
      if (flagged) out.wrongFlagged++;
      out.examples.push(`${id}: "${p.name}" ${p.qty} ${p.unit} → ${into!.name}${into!.line !== null ? " (line of this receipt)" : ""}`);
    }
  });
  return out;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

/** One table row: label | lines | wrong (share) | right merges | flagged (wrong flagged). */
export function corruptionRow(label: string, c: Corruption): string {
  return `| ${label} | ${c.lines} | ${c.wrong} (**${pct(c.wrong, c.lines)}**) | ${c.rightMerges} | ${c.flagged} (${pct(c.flagged, c.lines)}) | ${c.wrong ? `${c.wrongFlagged} of ${c.wrong}` : "-"} |`;
}

export const CORRUPTION_HEADER =
  "| text, rule, receipts | lines added | into a wrong pantry item (share; goal ≤ 2%) | right merges | lines flagged | wrong lines flagged |\n|---|---:|---:|---:|---:|---:|";

/** Minimum match scores tried on half A only (how the rule's threshold was looked at; bench/receipts.md). */
const SWEEP = [0.7, 0.8, 0.9];
const RULES: [string, MergeRule][] = [
  ["now", RULE_NOW],
  ["before", RULE_BEFORE],
  ...SWEEP.map((m): [string, MergeRule] => [`≥ ${m}`, ruleAt(m)]),
];

/** The replays of a bench run, per text ("transcript", "OCR"), rule and half, and their tables. */
export class CorruptionTally {
  private readonly sums = new Map<string, Corruption>();
  constructor(private readonly root: string) {}

  /** Replays one receipt's predicted lines with every rule (see replayReceipt). */
  add(
    text: string,
    id: string,
    predicted: readonly ParsedReceiptItem[],
    assignment: readonly number[],
    labelNames: readonly string[],
  ): void {
    for (const [rule, fn] of RULES) {
      const c = replayReceipt(this.root, id, predicted, assignment, labelNames, fn);
      for (const key of [`${text} ${rule} all`, `${text} ${rule} ${halfOf(id)}`])
        this.sums.set(key, addCorruption(this.sums.get(key) ?? emptyCorruption(), c));
    }
  }

  /** Prints the before/now table (all, A, B), the half-A threshold sweep and the wrong lines. */
  print(texts: readonly string[]): void {
    const row = (key: string, label: string) => {
      const c = this.sums.get(key);
      if (c) console.log(corruptionRow(label, c));
    };
    console.log(
      `\nReceipt lines into a wrong pantry item (halves by sha256 of the receipt id; A tunes, B checks):\n\n${CORRUPTION_HEADER}`,
    );
    for (const text of texts) {
      for (const rule of ["before", "now"]) {
        for (const half of ["all", "A", "B"]) {
          row(
            `${text} ${rule} ${half}`,
            `${text}, ${rule === "now" ? "mergeTarget (now)" : "before issue 22"}, ${half === "all" ? "all" : `half ${half}`}`,
          );
        }
      }
    }
    console.log(`\nThe rule's minimum match score, half A only (mergeTarget; now ${MERGE_MATCH_MIN}):\n\n${CORRUPTION_HEADER}`);
    for (const text of texts) {
      for (const rule of [...SWEEP.map((m) => `≥ ${m}`), "now"])
        row(`${text} ${rule} A`, `${text}, ${rule === "now" ? `≥ ${MERGE_MATCH_MIN}` : rule}, half A`);
    }
    for (const rule of ["before", "now"]) {
      const wrong = texts.flatMap((text) => (this.sums.get(`${text} ${rule} all`)?.examples ?? []).map((e) => `- ${text}, ${e}`));
      if (wrong.length) console.log(`\nWrong lines, ${rule === "now" ? "mergeTarget (now)" : "before issue 22"}:\n${wrong.join("\n")}`);
    }
  }
}
