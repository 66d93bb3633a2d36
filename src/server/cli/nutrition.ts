import { linesNutrition } from "../../shared/food/nutrition/recipe-nutrition";
import type { NutrientTotals } from "../../shared/food/nutrition/nutrients";

const USAGE = "Usage: npm run cli -- nutrition --servings N < lines.txt";

/** The printed object: exactly these keys, in this order (README, "Operator and script commands"). */
export interface NutritionRecord {
  perServing: NutrientTotals;
  coverage: number;
  unmatched: string[];
}

/** `--servings N` (a whole number 1–1000), or an error message. No flag → 1 serving. */
export function servingsArg(args: readonly string[]): number | string {
  if (args.length === 0) return 1;
  if (args.length !== 2 || args[0] !== "--servings") return `Unexpected argument: ${args.join(" ")}\n${USAGE}`;
  const n = Number(args[1]);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : `--servings must be a whole number from 1 to 1000, got "${args[1]}"\n${USAGE}`;
}

/**
 * The record for some ingredient lines (one per line, blank lines skipped) making `servings`
 * servings: perServing {kcal, proteinG, fatG, carbsG, fiberG, saltG} (kcal whole, grams to one
 * decimal), coverage 0–1 (lines matched to a food with nutrition values and an amount that
 * converts to grams, over all lines but water, ice and unmeasured seasoning), unmatched (the
 * counted lines left out, as written). Rules: src/shared/food/nutrition/recipe-nutrition.ts.
 */
export function nutritionRecord(text: string, servings: number): NutritionRecord {
  const r = linesNutrition(text.split(/\r?\n/), servings);
  return { perServing: r.perServing, coverage: r.coverage, unmatched: r.unmatched };
}

/**
 * `nutrition --servings N < lines.txt`: reads ingredient lines on stdin and prints one JSON
 * object {"perServing": {"kcal", "proteinG", "fatG", "carbsG", "fiberG", "saltG"}, "coverage",
 * "unmatched": [...]}. Water, ice and to-taste seasoning are neither counted nor listed.
 * Exit codes: 0 printed; 2 usage error (message on stderr).
 */
export async function nutritionCommand(args: string[]): Promise<number> {
  const servings = servingsArg(args);
  if (typeof servings === "string") {
    process.stderr.write(`${servings}\n`);
    return 2;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  process.stdout.write(`${JSON.stringify(nutritionRecord(Buffer.concat(chunks).toString("utf8"), servings))}\n`);
  return 0;
}
