/**
 * Every benchmark `npm run bench` runs (bench/run-all.ts), in order: the quick in-process ones
 * first, then those that read ../shared/testdata, then the ones that start servers.
 * `slow` ones are skipped by `--quick`. `command` is the stand-alone npm command for one.
 */
export interface Benchmark {
  name: string;
  title: string;
  script: string;
  args: string[];
  command: string;
  slow: boolean;
}

export const BENCHMARKS: Benchmark[] = [
  {
    name: "recipe-ideas",
    title: "the built-in idea engine",
    script: "bench/recipe-ideas.ts",
    args: [],
    command: "npx tsx bench/recipe-ideas.ts",
    slow: false,
  },
  {
    name: "idea-variety",
    title: "new dishes per Regenerate",
    script: "bench/ideas/variety.ts",
    args: [],
    command: "npx tsx bench/ideas/variety.ts",
    slow: false,
  },
  {
    name: "food-match",
    title: "product names to foods",
    script: "bench/food-match.ts",
    args: [],
    command: "npx tsx bench/food-match.ts",
    slow: false,
  },
  {
    name: "food-matching",
    title: "product names filed under a category",
    script: "bench/food-matching.ts",
    args: [],
    command: "npm run bench:food",
    slow: false,
  },
  {
    name: "ingredient-parse",
    title: "recipe ingredient lines",
    script: "bench/ingredient-parse.ts",
    args: [],
    command: "npm run bench:ingredients",
    slow: false,
  },
  {
    name: "nutrition",
    title: "per-serving calories against the recipe pages' own",
    script: "bench/nutrition.ts",
    args: [],
    command: "npm run bench:nutrition",
    slow: false,
  },
  {
    name: "diet-words",
    title: "diet and allergy words on the recipe pages",
    script: "bench/diet-words.ts",
    args: [],
    command: "npx tsx bench/diet-words.ts",
    slow: false,
  },
  {
    name: "recipe-import",
    title: "structured recipes from saved web pages",
    script: "bench/recipe-import.ts",
    args: [],
    command: "npm run bench:recipes",
    slow: false,
  },
  {
    name: "recipe-text",
    title: "pasted recipe text (web page copies and typed layouts)",
    script: "bench/recipe-text.ts",
    args: [],
    command: "npm run bench:recipe-text",
    slow: false,
  },
  {
    name: "recipe-archives",
    title: "other apps' recipe exports read in full",
    script: "bench/recipe-archives.ts",
    args: [],
    command: "npm run bench:archives",
    slow: false,
  },
  {
    name: "archive-import",
    title: "1,000 recipes with pictures imported through the API",
    script: "bench/archive-import.ts",
    args: [],
    command: "npx tsx bench/archive-import.ts",
    slow: true,
  },
  {
    name: "recurrence",
    title: "one planner window of one repeating meal",
    script: "bench/recurrence.ts",
    args: [],
    command: "npx tsx bench/recurrence.ts",
    slow: false,
  },
  { name: "barcodes", title: "barcode decoding", script: "bench/barcodes.ts", args: [], command: "npm run bench:barcodes", slow: true },
  {
    name: "receipts",
    title: "receipt OCR and parsing",
    script: "bench/receipts.ts",
    args: [],
    command: "npm run bench:receipts",
    slow: true,
  },
  {
    name: "receipt-ocr-browser",
    title: "reading receipts in Chromium on a phone",
    script: "bench/receipt-ocr-browser.ts",
    args: ["--all"],
    command: "npx tsx bench/receipt-ocr-browser.ts --all",
    slow: true,
  },
  {
    name: "api",
    title: "API routes against a bare Fastify route",
    script: "bench/api/run.ts",
    args: [],
    command: "npm run bench:api",
    slow: true,
  },
  {
    name: "web",
    title: "initial JavaScript and Lighthouse",
    script: "bench/web/run.ts",
    args: [],
    command: "npm run bench:web",
    slow: true,
  },
  {
    name: "load",
    title: "50 signed-in users on the real server",
    script: "bench/load/run.ts",
    args: [],
    command: "npm run bench:load",
    slow: true,
  },
];
