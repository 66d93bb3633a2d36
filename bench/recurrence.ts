// Benchmark: one planner window of one repeating meal (issue 19 finding 3,
// src/shared/domain/recurrence.ts). Random rules of the supported grammar with numbers far past
// the limits (as rows stored before them could hold), first days in years 1–9000, 42-day windows
// in 1900–2200; 3000 cases after a warm-up round. Prints a Markdown table: the wall time per window
// (median, p99, max) and the largest step count. Target: every window under 10 ms.
import fc from "fast-check";
import { performance } from "node:perf_hooks";
import { addDays } from "../src/shared/domain/dates";
import { expandOccurrences } from "../src/shared/domain/recurrence";
import { dayArb, ruleArb } from "../test/shared/recurrence-arbitraries";

const cases = fc.sample(fc.tuple(ruleArb({ hostile: true }), dayArb(1, 9000), dayArb(1900, 2200)), { numRuns: 3000, seed: 19 });
const finding: [string, string, string] = ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31", "0100-01-01", "2026-12-01"];
const run = ([rule, first, start]: [string, string, string]) => expandOccurrences(first, rule, start, addDays(start, 41));

for (const c of cases) run(c);
const times: number[] = [];
let steps = 0;
for (const c of [finding, ...cases]) {
  const t0 = performance.now();
  const r = run(c);
  times.push(performance.now() - t0);
  steps = Math.max(steps, r?.steps ?? 0);
}
const findingMs = times[0];
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(3);
console.log("| date | windows | median ms | p99 ms | max ms | max steps | the finding's rule, ms |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${new Date().toISOString().slice(0, 10)} | ${times.length} | ${at(0.5)} | ${at(0.99)} | ${times.at(-1)!.toFixed(3)} | ${steps} | ${findingMs.toFixed(3)} |`,
);
