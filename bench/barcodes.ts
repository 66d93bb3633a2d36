// Barcode decoding benchmark (issue 4): our pipeline (zxing-wasm + retry passes) against
// @zxing/library on ZXing's blackbox corpus in ../shared/testdata/barcodes (see its README).
// Run: npm run bench:barcodes [-- --audit] [-- --rounds=N]
//   --audit: every pass alone on every image; --rounds: timed runs per image, fastest counts (3).

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from "@zxing/library";
import { decodeBarcodeTraced, passesFor } from "../src/shared/barcode/decode";
import { toLuminance } from "../src/shared/barcode/transforms";
import type { RgbaImage } from "../src/shared/barcode/types";
import { normaliseGtin } from "../src/shared/domain/barcode";
import { decodeBarcodeRgba, imageFileToRgba } from "../src/server/lib/barcode";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(repoRoot, "../shared/testdata/barcodes");

interface Case {
  folder: string;
  image: string;
  expected: string;
  rgba: RgbaImage;
}
interface Tally {
  images: number;
  correct: number;
  misreads: number;
  ms: number;
}

/** Rows of manifest.csv (no quoted fields in it) with their images decoded and expectations read. */
async function loadCases(): Promise<Case[]> {
  const [, ...rows] = readFileSync(path.join(corpus, "manifest.csv"), "utf8").trim().split("\n");
  const cases: Case[] = [];
  for (const row of rows) {
    const [folder, , image, expectedFile, encoding] = row.split(",");
    const bytes = readFileSync(path.join(corpus, expectedFile));
    const expected = encoding.startsWith("iso-8859-1") ? bytes.toString("latin1") : bytes.toString("utf8");
    cases.push({ folder, image, expected, rgba: await imageFileToRgba(readFileSync(path.join(corpus, image))) });
  }
  return cases;
}

const zxingLibrary = new MultiFormatReader();
// Passed on every decode: MultiFormatReader.decode(image) without hints clears them.
const libraryHints = new Map<DecodeHintType, unknown>([
  [DecodeHintType.TRY_HARDER, true],
  [
    DecodeHintType.POSSIBLE_FORMATS,
    [
      BarcodeFormat.QR_CODE,
      BarcodeFormat.DATA_MATRIX,
      BarcodeFormat.PDF_417,
      BarcodeFormat.AZTEC,
      BarcodeFormat.EAN_13,
      BarcodeFormat.EAN_8,
      BarcodeFormat.UPC_A,
      BarcodeFormat.UPC_E,
      BarcodeFormat.CODE_128,
      BarcodeFormat.CODE_39,
      BarcodeFormat.ITF,
    ],
  ],
]);

/** @zxing/library on the same pixels (our RGBA → luminance, alpha over white); text GTIN-normalised like ours. */
function decodeWithLibrary(image: RgbaImage): string | null {
  const source = new RGBLuminanceSource(new Uint8ClampedArray(toLuminance(image)), image.width, image.height);
  try {
    const result = zxingLibrary.decode(new BinaryBitmap(new HybridBinarizer(source)), libraryHints);
    return normaliseGtin(result.getText(), BarcodeFormat[result.getBarcodeFormat()]);
  } catch {
    return null;
  } finally {
    zxingLibrary.reset();
  }
}

function tally(map: Map<string, Tally>, folder: string, text: string | null, expected: string, ms: number): void {
  const t = map.get(folder) ?? { images: 0, correct: 0, misreads: 0, ms: 0 };
  t.images++;
  t.ms += ms;
  if (text === expected) t.correct++;
  else if (text !== null) t.misreads++;
  map.set(folder, t);
}

/** Timed runs per image and decoder; the fastest counts (the machine is shared: others' load only adds time). */
const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 3);

async function timed<T>(run: () => T | Promise<T>): Promise<[T, number]> {
  let best = Infinity;
  let value!: T;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    value = await run();
    best = Math.min(best, performance.now() - start);
  }
  return [value, best];
}

const cell = (t: Tally) => `${t.correct} / ${t.misreads} / ${(t.ms / t.images).toFixed(1)}`;

async function compare(cases: Case[]): Promise<void> {
  const ours = new Map<string, Tally>();
  const lib = new Map<string, Tally>();
  const byPass = new Map<string, number>();
  const failures: string[] = [];
  for (const c of cases) {
    const [traced, ms] = await timed(() => decodeBarcodeTraced(c.rgba, passesFor("thorough")));
    tally(ours, c.folder, traced?.barcode.text ?? null, c.expected, ms);
    if (traced) byPass.set(traced.pass, (byPass.get(traced.pass) ?? 0) + 1);
    if (traced?.barcode.text !== c.expected)
      failures.push(`${c.image}: ${traced ? `misread ${JSON.stringify(traced.barcode.text)} (${traced.pass})` : "not read"}`);
    const [text, libMs] = await timed(() => decodeWithLibrary(c.rgba));
    tally(lib, c.folder, text, c.expected, libMs);
  }
  const total = (m: Map<string, Tally>) =>
    [...m.values()].reduce((a, t) => ({
      images: a.images + t.images,
      correct: a.correct + t.correct,
      misreads: a.misreads + t.misreads,
      ms: a.ms + t.ms,
    }));
  console.log("| folder | images | ours: correct / misreads / mean ms | @zxing/library: correct / misreads / mean ms |");
  console.log("|---|---:|---:|---:|");
  for (const [folder, t] of ours) console.log(`| ${folder} | ${t.images} | ${cell(t)} | ${cell(lib.get(folder)!)} |`);
  console.log(`| **total** | ${total(ours).images} | **${cell(total(ours))}** | ${cell(total(lib))} |`);
  console.log(`\nDecoded by pass: ${[...byPass].map(([p, n]) => `${p} ${n}`).join(", ")}`);
  console.log(`Not decoded correctly by ours:\n${failures.map((f) => `  ${f}`).join("\n") || "  (none)"}`);
}

/** Every thorough pass alone on every image: what it reads, what it misreads, its cost. */
async function audit(cases: Case[]): Promise<void> {
  console.log("| pass | correct | misreads | mean ms |\n|---|---:|---:|---:|");
  for (const pass of passesFor("thorough")) {
    const t = new Map<string, Tally>();
    for (const c of cases) {
      const [traced, ms] = await timed(() => decodeBarcodeTraced(c.rgba, [{ ...pass, when: undefined }]));
      tally(t, "all", traced?.barcode.text ?? null, c.expected, ms);
    }
    const all = t.get("all")!;
    console.log(`| ${pass.name} | ${all.correct} | ${all.misreads} | ${(all.ms / all.images).toFixed(1)} |`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(corpus, "manifest.csv"))) {
    console.log(`Barcode corpus not found at ${corpus}: skipping the barcode benchmark.`);
    return;
  }
  const cases = await loadCases();
  await decodeBarcodeRgba(cases[0].rgba); // warm-up: compiles the wasm once, outside the timings
  decodeWithLibrary(cases[0].rgba);
  console.log(`${cases.length} images from ${corpus}, Node ${process.version}, fastest of ${ROUNDS} runs per image\n`);
  await (process.argv.includes("--audit") ? audit(cases) : compare(cases));
}

await main();
