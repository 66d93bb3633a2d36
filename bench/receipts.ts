// Benchmark: receipt OCR (tesseract.js on raw images vs our preprocessing), the local receipt
// parser, and the lines that would end in a wrong pantry item (receipt-corruption.ts), on
// ../shared/testdata/receipts (20 SROIE grocery receipts with transcripts; skipped when absent).
// Method and results: bench/receipts.md.
//   npm run bench:receipts                     OCR raw + preprocessed, parser on both texts
//   npm run bench:receipts -- --parser-only    parser on the transcripts only (seconds)
//   npm run bench:receipts -- --only=sroie-391,sroie-014
//   npm run bench:receipts -- --data=4.0.0 --oem=0 --pre-only   another data set / engine, no raw read
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { parseReceiptDetailed, type ParsedReceiptItem } from "../src/server/ai/local/receipt/parse-receipt";
import { CorruptionTally } from "./receipt-corruption";
import { decodeImage, recognizeImage, setOcrEngine, terminateOcr } from "../src/server/lib/ocr";
import { OCR_LANG_DATA, OCR_OEM } from "../src/shared/ocr/settings";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(root, "../shared/testdata/receipts");
const labelDir = path.join(root, "bench/fixtures/receipt-items");
const args = process.argv.slice(2);
const parserOnly = args.includes("--parser-only");
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
/** --save=DIR writes each receipt's OCR text (DIR/<id>.raw.txt, DIR/<id>.pre.txt); --texts=DIR reads them instead of running OCR. */
const saveDir = args.find((a) => a.startsWith("--save="))?.slice(7);
const textsDir = args.find((a) => a.startsWith("--texts="))?.slice(8);
/** --data=FOLDER (of @tesseract.js-data/eng) and --oem=N override src/shared/ocr/settings.ts; --pre-only skips the raw read. */
const langData = args.find((a) => a.startsWith("--data="))?.slice(7) ?? OCR_LANG_DATA;
const oem = Number(args.find((a) => a.startsWith("--oem="))?.slice(6) ?? OCR_OEM);
const preOnly = args.includes("--pre-only");

interface Label {
  name: string;
  qty: number;
  totalCents: number;
}

interface Segment {
  /** Left edge and horizontal centre. */
  x: number;
  cx: number;
  top: number;
  bottom: number;
  text: string;
}

/** Rows of segments: sorted by vertical centre corrected by `slope` (y − slope·x), a segment joins the row whose centre is within half the taller height. */
function rows(segs: readonly Segment[], slope: number): Segment[][] {
  const sorted = segs.map((s) => ({ s, c: (s.top + s.bottom) / 2 - slope * s.cx })).sort((a, b) => a.c - b.c);
  const out: { centre: number; height: number; segs: Segment[] }[] = [];
  for (const { s, c } of sorted) {
    const line = out[out.length - 1];
    const height = s.bottom - s.top;
    if (line && Math.abs(c - line.centre) < 0.5 * Math.max(height, line.height)) {
      line.segs.push(s);
      line.centre += (c - line.centre) / line.segs.length;
    } else out.push({ centre: c, height, segs: [s] });
  }
  return out.map((l) => l.segs);
}

/**
 * Reference text in reading order: segments grouped into rows (see rows) at the page slope that
 * gives the fewest rows (searched over ±0.05 in steps of 0.0025, ties to the flattest: a skewed
 * scan puts a right-hand amount lower than its label), each row left to right, rows top down.
 */
function referenceText(id: string): string {
  const segs: Segment[] = fs
    .readFileSync(path.join(dataDir, `${id}.lines.csv`), "utf8")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const parts = l.split(",");
      const n = parts.slice(0, 8).map(Number);
      const ys = [n[1], n[3], n[5], n[7]];
      const xs = [n[0], n[2], n[4], n[6]];
      return { x: Math.min(...xs), cx: (Math.min(...xs) + Math.max(...xs)) / 2, top: Math.min(...ys), bottom: Math.max(...ys), text: parts.slice(8).join(",").trim() };
    });
  let best = 0;
  let fewest = rows(segs, 0).length;
  for (let i = -20; i <= 20; i++) {
    const n = rows(segs, i * 0.0025).length;
    if (n < fewest || (n === fewest && Math.abs(i * 0.0025) < Math.abs(best))) [best, fewest] = [i * 0.0025, n];
  }
  return rows(segs, best)
    .map((r) => r.sort((a, b) => a.x - b.x).map((s) => s.text).join(" "))
    .join("\n");
}

/** CER normalisation, the same for OCR and reference: upper case, every run of whitespace (newlines too) → one space, trimmed. */
const normalise = (s: string) => s.toUpperCase().replace(/\s+/g, " ").trim();

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), prev[j] + 1, cur[j - 1] + 1);
    prev = cur;
  }
  return prev[b.length];
}

/** Character error rate: edit distance (insertions, deletions, substitutions) ÷ reference length. */
const cer = (ocr: string, ref: string) => levenshtein(normalise(ocr), normalise(ref)) / Math.max(1, normalise(ref).length);

const words = (s: string) => s.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
/** Two words match when at most a quarter of the longer one's characters differ (OCR slips). */
const wordsMatch = (a: string, b: string) => levenshtein(a, b) <= Math.floor(Math.max(a.length, b.length) / 4);
/** Share of the label's words found among the predicted item's printed words. */
const overlap = (label: string, printed: string) => {
  const lw = words(label);
  const pw = words(printed);
  return lw.length === 0 ? 0 : lw.filter((w) => pw.some((p) => wordsMatch(w, p))).length / lw.length;
};

/**
 * One-to-one matching: same line total and ≥ 0.5 name-word overlap; returns matches, qty
 * agreement and the assignment (predicted index → label index, -1 when unmatched).
 */
function score(predicted: readonly ParsedReceiptItem[], labels: readonly Label[]) {
  const free = labels.map(() => true);
  let tp = 0;
  let qtyOk = 0;
  const assignment: number[] = [];
  for (const p of predicted) {
    const i = labels.findIndex((l, k) => free[k] && l.totalCents === p.priceCents && overlap(l.name, p.printedName) >= 0.5);
    assignment.push(i);
    if (i < 0) continue;
    free[i] = false;
    tp++;
    if (labels[i].qty === p.qty) qtyOk++;
  }
  return { tp, predicted: predicted.length, labelled: labels.length, qtyOk, assignment };
}

type Score = ReturnType<typeof score>;
const sum = (scores: readonly Score[]) =>
  scores.reduce((a, s) => ({ tp: a.tp + s.tp, predicted: a.predicted + s.predicted, labelled: a.labelled + s.labelled, qtyOk: a.qtyOk + s.qtyOk, assignment: [] }), { tp: 0, predicted: 0, labelled: 0, qtyOk: 0, assignment: [] } as Score);

/** Wrong-pantry-item replays (receipt-corruption.ts) of every receipt's lines. */
const corruption = new CorruptionTally(root);
function prf(s: Score): string {
  const p = s.predicted ? s.tp / s.predicted : 0;
  const r = s.labelled ? s.tp / s.labelled : 0;
  const f = p + r ? (2 * p * r) / (p + r) : 0;
  return `${p.toFixed(2)} | ${r.toFixed(2)} | **${f.toFixed(2)}** | ${s.tp}/${s.predicted}/${s.labelled} | ${s.tp ? (s.qtyOk / s.tp).toFixed(2) : "-"}`;
}
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * OCR of one receipt, raw and preprocessed, timed from the encoded file (decode included). cpuPre:
 * CPU seconds of the whole process (main + tesseract's worker thread) for the preprocessed read,
 * which a busy shared machine inflates far less than the wall time.
 */
async function runOcr(id: string) {
  const file = fs.readFileSync(path.join(dataDir, `${id}.jpg`));
  let t = performance.now();
  const raw = preOnly ? { text: "", decision: null } : await recognizeImage(await decodeImage(file), false);
  const sRaw = preOnly ? NaN : (performance.now() - t) / 1000;
  t = performance.now();
  const cpu = process.cpuUsage();
  const pre = await recognizeImage(await decodeImage(file), true);
  const used = process.cpuUsage(cpu);
  return { raw, pre, sRaw, sPre: (performance.now() - t) / 1000, cpuPre: (used.user + used.system) / 1e6 };
}

function savedTexts(id: string) {
  const read = (kind: string) => {
    const file = path.join(textsDir!, `${id}.${kind}.txt`);
    return { text: fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "", decision: null as { summary: string } | null };
  };
  return { raw: read("raw"), pre: read("pre"), sRaw: NaN, sPre: NaN, cpuPre: NaN };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, "manifest.csv"))) {
    console.log(`Receipt test data not found at ${dataDir}: skipping the receipts bench.`);
    return;
  }
  const manifest = fs.readFileSync(path.join(dataDir, "manifest.csv"), "utf8").trim().split(/\r?\n/).slice(1).map((l) => l.split(","));
  const ids = manifest.map((m) => m[0]).filter((id) => !only || only.includes(id));
  const category = new Map(manifest.map((m) => [m[0], m[4]]));
  const rows: string[] = [];
  const onText: Score[] = [];
  const onOcr: Score[] = [];
  const cerRaw: number[] = [];
  const cerPre: number[] = [];
  const secRaw: number[] = [];
  const secPre: number[] = [];
  const cpuPre: number[] = [];
  const parseMs: number[] = [];
  if (!parserOnly && !textsDir) {
    await setOcrEngine({ langData, oem });
    const t0 = performance.now();
    await recognizeImage({ data: new Uint8ClampedArray(64 * 32 * 4).fill(255), width: 64, height: 32 }, false);
    console.log(`(tesseract worker start: ${((performance.now() - t0) / 1000).toFixed(2)} s, not counted below)\n`);
  }
  for (const id of ids) parseReceiptDetailed(referenceText(id)); // JIT warm-up for the parser timing
  for (const id of ids) {
    const ref = referenceText(id);
    const labels = (JSON.parse(fs.readFileSync(path.join(labelDir, `${id}.json`), "utf8")) as { items: Label[] }).items;
    const t0 = performance.now();
    for (let r = 0; r < 20; r++) parseReceiptDetailed(ref);
    parseMs.push((performance.now() - t0) / 20);
    const refItems = parseReceiptDetailed(ref);
    const text = score(refItems, labels);
    onText.push(text);
    corruption.add("transcript", id, refItems, text.assignment, labels.map((l) => l.name));
    if (parserOnly) {
      rows.push(`| ${id} | ${category.get(id)} | ${text.tp}/${text.predicted}/${text.labelled} |`);
      continue;
    }
    const { raw, pre, sRaw, sPre, cpuPre: cpuSec } = textsDir ? savedTexts(id) : await runOcr(id);
    secRaw.push(sRaw);
    secPre.push(sPre);
    cpuPre.push(cpuSec);
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      if (!preOnly) fs.writeFileSync(path.join(saveDir, `${id}.raw.txt`), raw.text);
      fs.writeFileSync(path.join(saveDir, `${id}.pre.txt`), pre.text);
    }
    cerRaw.push(preOnly ? NaN : cer(raw.text, ref)); // NaN: not measured
    cerPre.push(cer(pre.text, ref));
    const ocrItems = parseReceiptDetailed(pre.text);
    const ocr = score(ocrItems, labels);
    onOcr.push(ocr);
    corruption.add("OCR", id, ocrItems, ocr.assignment, labels.map((l) => l.name));
    rows.push(`| ${id} | ${category.get(id)} | ${cerRaw.at(-1)!.toFixed(3)} | ${cerPre.at(-1)!.toFixed(3)} | ${secRaw.at(-1)!.toFixed(2)} | ${secPre.at(-1)!.toFixed(2)} | ${text.tp}/${text.predicted}/${text.labelled} | ${ocr.tp}/${ocr.predicted}/${ocr.labelled} | ${pre.decision?.summary ?? ""} |`);
  }
  await terminateOcr();

  const date = new Date().toISOString().slice(0, 10);
  console.log(`Receipts bench, ${date}, ${os.cpus().length} cores, Node ${process.versions.node}, ${ids.length} receipts, eng ${langData} OEM ${oem}, load average ${os.loadavg()[0].toFixed(1)}\n`);
  if (parserOnly) console.log("| receipt | category | items on transcript (matched/predicted/labelled) |\n|---|---|---|");
  else console.log("| receipt | category | CER raw | CER preprocessed | s raw | s preprocessed | items on transcript | items on OCR | preprocessing decision |\n|---|---|---:|---:|---:|---:|---|---|---|");
  for (const r of rows) console.log(r);
  console.log("\n| measure | value |\n|---|---|");
  if (!parserOnly) {
    console.log(`| median CER, raw → preprocessed | ${median(cerRaw).toFixed(3)} → **${median(cerPre).toFixed(3)}** |`);
    console.log(`| mean CER, raw → preprocessed | ${mean(cerRaw).toFixed(3)} → ${mean(cerPre).toFixed(3)} |`);
    console.log(`| s per receipt (decode + OCR), raw → preprocessed: median / max | ${median(secRaw).toFixed(2)} / ${Math.max(...secRaw).toFixed(2)} → **${median(secPre).toFixed(2)}** / ${Math.max(...secPre).toFixed(2)} |`);
    console.log(`| CPU s per receipt, preprocessed (all threads): median / max | ${median(cpuPre).toFixed(2)} / ${Math.max(...cpuPre).toFixed(2)} |`);
  }
  console.log(`| parser ms per receipt (transcripts): mean / max | ${mean(parseMs).toFixed(2)} / ${Math.max(...parseMs).toFixed(2)} |`);
  console.log("\n| parser input | precision | recall | F1 | matched/predicted/labelled | qty right (of matched) |\n|---|---:|---:|---:|---|---:|");
  console.log(`| transcript text | ${prf(sum(onText))} |`);
  if (!parserOnly) console.log(`| OCR text (preprocessed) | ${prf(sum(onOcr))} |`);
  corruption.print(parserOnly ? ["transcript"] : ["transcript", "OCR"]);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
