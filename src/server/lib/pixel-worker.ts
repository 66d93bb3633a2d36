/**
 * The worker thread that runs the CPU-heavy pixel work of image readers (issue 19 "bounded work
 * for every input"): zxing-wasm barcode passes and the OCR preprocessing are synchronous
 * JavaScript/WebAssembly that would block the event loop for seconds on a photo. Jobs arrive from
 * pixel-jobs.ts one at a time; the pixels are already decoded (lib/image-file.ts openImage).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import { decodeBarcode } from "../../shared/barcode/decode";
import { configureBarcodeReader } from "../../shared/barcode/reader";
import { toGray } from "../../shared/ocr/gray";
import { preprocessForOcrWithDecision } from "../../shared/ocr/preprocess";
import type { PixelJob, PixelReply } from "./pixel-jobs";

let prepared: Promise<void> | null = null;

/** zxing-wasm from `zxing-wasm/reader/zxing_reader.wasm` in node_modules (never the CDN), once. */
function prepareReader(): Promise<void> {
  prepared ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    const bytes = await readFile(wasmPath);
    await configureBarcodeReader({ wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
  })().catch((err: unknown) => {
    prepared = null;
    throw err;
  });
  return prepared;
}

/** Run one job (see PixelJob) and answer with its result. */
async function run(job: PixelJob): Promise<PixelReply["result"]> {
  if (job.kind === "barcode") {
    await prepareReader();
    return { kind: "barcode", barcode: await decodeBarcode(job.image, { passes: "thorough" }) };
  }
  let input = job.image;
  let decision = null;
  if (job.preprocess !== false) {
    const done = preprocessForOcrWithDecision(job.image, job.preprocess === true ? {} : job.preprocess);
    input = done.image;
    decision = done.decision;
  }
  const gray = toGray(input);
  const header = Buffer.from(`P5\n${gray.width} ${gray.height}\n255\n`, "ascii");
  return { kind: "ocr", pgm: new Uint8Array(Buffer.concat([header, gray.data])), decision };
}

parentPort?.on("message", (message: { id: number; job: PixelJob }) => {
  run(message.job).then(
    (result) => parentPort!.postMessage({ id: message.id, result } satisfies PixelReply),
    (err: unknown) =>
      parentPort!.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) } satisfies PixelReply),
  );
});
