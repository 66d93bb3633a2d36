/**
 * Pixel work off the main thread (issue 19 "bounded work for every input"): a barcode decode of a
 * 2-megapixel photo with every retry pass costs about 2 s of synchronous WebAssembly, and the OCR
 * preprocessing of a photo seconds of JavaScript; on the main thread either stalls every
 * household's requests. Both run in one lazily started worker thread (pixel-worker.ts), one job at
 * a time (one core, bounded memory); the event loop only copies the pixels in and the answer out.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { DecodedBarcode, RgbaImage } from "../../shared/barcode/types";
import type { OcrPreprocessDecision, OcrPreprocessOptions } from "../../shared/ocr/preprocess";

/** A job for the worker: the thorough barcode passes, or the OCR preprocessing and PGM encoding. */
export type PixelJob =
  { kind: "barcode"; image: RgbaImage } | { kind: "ocr"; image: RgbaImage; preprocess: boolean | OcrPreprocessOptions };

/** The worker's answer to job `id`: its result or the message of the error it threw. */
export interface PixelReply {
  id: number;
  result?: { kind: "barcode"; barcode: DecodedBarcode | null } | { kind: "ocr"; pgm: Uint8Array; decision: OcrPreprocessDecision | null };
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: PixelReply["result"]) => void; reject: (e: Error) => void }>();
let queue: Promise<unknown> = Promise.resolve();

/** The worker, started on first use. The server runs TypeScript through tsx, so the worker loads it too. */
function startWorker(): Worker {
  // A worker does not inherit the parent's module hooks: register tsx's, then load the worker.
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsx = pathToFileURL(path.join(tsxRoot, "dist/esm/api/index.mjs")).href; // tsx/esm/api, "import" condition
  const entry = new URL("./pixel-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  const w = new Worker(boot, { eval: true });
  w.on("message", (reply: PixelReply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) w.unref();
    if (reply.error !== undefined) job?.reject(new Error(reply.error));
    else job?.resolve(reply.result);
  });
  const fail = (err: Error) => {
    if (worker === w) worker = null; // the next job starts a new worker
    for (const job of pending.values()) job.reject(err);
    pending.clear();
  };
  w.on("error", fail);
  w.on("exit", (code) => fail(new Error(`pixel worker exited (code ${code})`)));
  w.unref(); // after the listeners: an idle worker never keeps the process (a CLI run) alive; a job refs it
  return w;
}

function send(job: PixelJob): Promise<PixelReply["result"]> {
  const run = queue.then(
    () =>
      new Promise<PixelReply["result"]>((resolve, reject) => {
        worker ??= startWorker();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, job });
      }),
  );
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Decode the first trusted barcode in RGBA pixels with the thorough passes (shared decodeBarcode),
 * in the worker thread. Output: `{text, format}` or null. Throws when the worker fails.
 */
export async function decodeBarcodeInWorker(image: RgbaImage): Promise<DecodedBarcode | null> {
  const result = await send({ kind: "barcode", image });
  if (result?.kind !== "barcode") throw new Error("pixel worker: unexpected answer");
  return result.barcode;
}

/**
 * Prepare RGBA pixels for tesseract in the worker thread: `preprocess` true runs
 * preprocessForOcrWithDecision with its defaults, an object passes options, false keeps the image
 * (greyscale only). Output: a binary PGM (P5) of the luma and what the preprocessing did (null:
 * none). Throws when the worker fails.
 */
export async function prepareOcrInWorker(
  image: RgbaImage,
  preprocess: boolean | OcrPreprocessOptions,
): Promise<{ pgm: Buffer; decision: OcrPreprocessDecision | null }> {
  const result = await send({ kind: "ocr", image, preprocess });
  if (result?.kind !== "ocr") throw new Error("pixel worker: unexpected answer");
  return { pgm: Buffer.from(result.pgm.buffer, result.pgm.byteOffset, result.pgm.byteLength), decision: result.decision };
}

/** Stop the worker (shutdown, tests); the next job starts a new one. Safe to call twice. */
export async function terminatePixelWorker(): Promise<void> {
  const w = worker;
  worker = null;
  await w?.terminate();
}
