import { classifyProduct } from "../../shared/food/match";

/** One output record: exactly these keys, in this order (README, "Operator and script commands"). */
export interface MatchFoodRecord {
  name: string;
  food: string | null;
  category: string;
  confidence: number;
}

/**
 * The record printed for one product name: `name` is the input line trimmed; `food` the
 * knowledge-base food id (null when the head of the name is unknown or the product is not food);
 * `category` one of the SPEC §3 pantry categories ("item" for non-food products); `confidence`
 * 0–1 (see classifyProduct in src/shared/food/match.ts). Returns null for a blank line.
 */
export function matchFoodRecord(raw: string): MatchFoodRecord | null {
  const name = raw.trim();
  if (name === "") return null;
  const { food, category, confidence } = classifyProduct(name);
  return { name, food: food?.id ?? null, category, confidence };
}

/**
 * `match-food < names.txt`: reads product names on stdin (one per line, blank lines skipped) and
 * prints one JSON object per name: {"name","food","category","confidence"}. Exit code 0;
 * arguments are ignored.
 */
export async function matchFoodCommand(args: string[]): Promise<number> {
  void args;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const out: string[] = [];
  for (const raw of Buffer.concat(chunks).toString("utf8").split(/\r?\n/)) {
    const record = matchFoodRecord(raw);
    if (record) out.push(JSON.stringify(record));
  }
  if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
  return 0;
}
