import { cleanIngredientLine } from "../../shared/food/ingredient-line/clean-line";
import { parseIngredientLine } from "../../shared/food/ingredient-line/parse-ingredient-line";

/** One output record: exactly these keys, in this order (README, "Operator and script commands"). */
export interface ParsedLineRecord {
  line: string;
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
  ingredient: string;
  note: string | null;
}

/**
 * The record printed for one input line: `line` is the cleaned original (HTML entities decoded,
 * whitespace collapsed), the rest comes from parseIngredientLine (units: unit-table.ts).
 * Returns null for a line that is blank after cleaning.
 */
export function parseIngredientRecord(raw: string): ParsedLineRecord | null {
  const line = cleanIngredientLine(raw);
  if (line === "") return null;
  const { qty, qtyMax, unit, ingredient, note } = parseIngredientLine(line);
  return { line, qty, qtyMax, unit, ingredient, note };
}

/**
 * `parse-ingredients < lines.txt`: reads ingredient lines on stdin (one per line, blank lines
 * skipped) and prints one JSON object per line: {"line","qty","qtyMax","unit","ingredient","note"}.
 * Exit code 0; arguments are ignored.
 */
export async function parseIngredientsCommand(args: string[]): Promise<number> {
  void args;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const out: string[] = [];
  for (const raw of Buffer.concat(chunks).toString("utf8").split(/\r?\n/)) {
    const record = parseIngredientRecord(raw);
    if (record) out.push(JSON.stringify(record));
  }
  if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}
