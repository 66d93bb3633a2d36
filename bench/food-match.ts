// Benchmark: matching product names to the food knowledge base (src/shared/food/match.ts).
// Names: every food's canonical name and aliases, written the way shops print them (brand
// words and pack sizes added). Prints a Markdown row. Target: mean under 50 µs per name.
import { performance } from "node:perf_hooks";
import { FOODS } from "../src/shared/food/catalog";
import { matchFood } from "../src/shared/food/match";

const BRANDS = ["Tesco", "Barilla", "Heinz", "Organic", "Kirkland", ""];
const SIZES = ["500g", "1kg", "2 x 400g", "1L", ""];
const names = FOODS.flatMap((f, i) => [f.name, ...f.aliases].map((n, j) => `${BRANDS[(i + j) % BRANDS.length]} ${n} ${SIZES[(i * 3 + j) % SIZES.length]}`.trim()));

for (let r = 0; r < 5; r++) for (const n of names) matchFood(n);
const rounds = 20;
const samples: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  for (const n of names) matchFood(n);
  samples.push(((performance.now() - t0) * 1000) / names.length);
}
samples.sort((a, b) => a - b);
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
const date = new Date().toISOString().slice(0, 10);
console.log("| date | names | mean µs per name | p95 µs (per-round mean) |");
console.log("|---|---:|---:|---:|");
console.log(`| ${date} | ${names.length} | ${mean.toFixed(1)} | ${samples[Math.floor(samples.length * 0.95)].toFixed(1)} |`);
