// Server-side text recognition (issue 4): tesseract.js with the worker, wasm core and `eng` data
// from node_modules (never a download), the preprocessing and settings the browser uses too.
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, type Worker, type WorkerParams } from "tesseract.js";
import type { RgbaImage } from "../../shared/barcode/types";
import { openImage } from "./image-file";
import type { OcrPreprocessDecision, OcrPreprocessOptions } from "../../shared/ocr/preprocess";
import { prepareOcrInWorker } from "./pixel-jobs";
import { OCR_LANGUAGE, OCR_LANG_DATA, OCR_OEM, OCR_PARAMETERS } from "../../shared/ocr/settings";

/** Text, mean word confidence (0–100, tesseract's) and what the preprocessing did (null: none). */
export interface OcrResult {
  text: string;
  confidence: number;
  decision: OcrPreprocessDecision | null;
}

const require = createRequire(import.meta.url);

/**
 * Which traineddata folder and engine mode the worker uses. The app always runs the shared
 * settings (OCR_LANG_DATA, OCR_OEM); only the bench switches them (setOcrEngine) to compare.
 */
export interface OcrEngine {
  /** A folder of @tesseract.js-data/eng: "4.0.0_best_int" (LSTM only) or "4.0.0" (legacy + LSTM). */
  langData: string;
  /** Tesseract OEM: 0 legacy, 1 LSTM, 2 both combined (0 and 2 need the "4.0.0" data). */
  oem: number;
}

let engine: OcrEngine = { langData: OCR_LANG_DATA, oem: OCR_OEM };

/** Folder of the bundled traineddata: node_modules/@tesseract.js-data/eng/<OCR_LANG_DATA>. */
export function ocrLangPath(): string {
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), engine.langData);
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

async function startWorker(): Promise<Worker> {
  // cacheMethod "none": read the gzipped data from langPath (a local folder, so no fetch) and
  // never write a cache copy into the working directory.
  const w = await createWorker(OCR_LANGUAGE, engine.oem, { langPath: ocrLangPath(), gzip: true, cacheMethod: "none", logger: () => {} });
  await w.setParameters(OCR_PARAMETERS as unknown as Partial<WorkerParams>);
  return w;
}

/** Run `job` with the shared worker, one job at a time (one tesseract instance, one core). */
function withWorker<T>(job: (w: Worker) => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    worker ??= startWorker();
    let w: Worker;
    try {
      w = await worker;
    } catch (err) {
      worker = null; // a failed start is retried by the next call
      throw err;
    }
    return job(w);
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Longest side, px, a photo is shrunk to before OCR (issue 19): label and receipt text stays
 * several times tesseract's smallest readable height, and a 40-megapixel photo no longer costs
 * seconds of preprocessing and half a minute of recognition.
 */
export const OCR_MAX_SIDE = 4096;

/**
 * Decode an encoded image (JPEG, PNG, WebP, HEIF/AVIF, TIFF, GIF — whatever sharp reads; the
 * first frame) to RGBA, turned upright by its EXIF orientation and shrunk to fit OCR_MAX_SIDE ×
 * OCR_MAX_SIDE when larger (in sharp's thread pool). The header is checked first
 * (lib/image-file.ts openImage), so an image over MAX_INPUT_PIXELS is never decoded.
 * @throws AppError BAD_REQUEST for an unreadable header or too many pixels; sharp's error for
 *   data that fails to decode.
 */
export async function decodeImage(file: Buffer): Promise<RgbaImage> {
  const image = await openImage(file);
  const { data, info } = await image
    .rotate()
    .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Recognise the text of RGBA pixels. `preprocess`: true (default) runs preprocessForOcr, false
 * sends the image as it is (greyscale), an object passes options to the preprocessing (bench).
 * The preprocessing runs in the pixel worker thread (pixel-jobs.ts), the recognition in
 * tesseract.js's own worker thread: the event loop is never blocked for long (issue 19). Calls are
 * serialised on one lazily created tesseract worker. Throws when either worker fails.
 */
export async function recognizeImage(image: RgbaImage, preprocess: boolean | OcrPreprocessOptions = true): Promise<OcrResult> {
  const { pgm, decision } = await prepareOcrInWorker(image, preprocess);
  const { data } = await withWorker((w) => w.recognize(pgm));
  return { text: data.text.replace(/[ \t]+$/gm, "").trim(), confidence: data.confidence, decision };
}

/**
 * Read English text from an encoded image file (a receipt photo): decode (decodeImage), preprocess
 * (src/shared/ocr/preprocess.ts) and recognise with the shared settings (src/shared/ocr/settings.ts).
 * Output: { text (lines separated by "\n", trailing spaces trimmed), confidence 0–100 }.
 * Never uses the network. Throws on undecodable input or a tesseract failure.
 */
export async function recognizeText(file: Buffer): Promise<{ text: string; confidence: number }> {
  const { text, confidence } = await recognizeImage(await decodeImage(file));
  return { text, confidence };
}

/**
 * Switch the data set and engine mode (bench comparisons only): stops the current worker, the
 * next call starts one with `next`. Throws nothing itself; a bad combination (OEM 0 with LSTM-only
 * data) makes the next recognise call reject.
 */
export async function setOcrEngine(next: OcrEngine): Promise<void> {
  await terminateOcr();
  engine = { ...next };
}

/** Stop the shared worker (shutdown, tests); the next call starts a new one. Safe to call twice. */
export async function terminateOcr(): Promise<void> {
  const current = worker;
  worker = null;
  await queue;
  if (current) await (await current.catch(() => null))?.terminate();
}
