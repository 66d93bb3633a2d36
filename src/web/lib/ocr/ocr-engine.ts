import type { Worker as TesseractWorker } from "tesseract.js";
import { OCR_LANGUAGE, OCR_OEM, OCR_PARAMETERS } from "../../../shared/ocr/settings";

/** Where vite.config.ts serves tesseract.js's worker, cores and English data (our own origin, never a CDN). */
export const OCR_ASSET_BASE = "/ocr";

/** A tesseract.js log line: its status ("loading language traineddata", "recognizing text" …) and 0–1 progress. */
export type EngineListener = (status: string, progress: number) => void;

let engine: Promise<TesseractWorker> | null = null;
/** The engine promise once it has resolved. */
let readyEngine: Promise<TesseractWorker> | null = null;
let listener: EngineListener | null = null;
let unloadHooked = false;

/**
 * The page's one text-recognition engine (issue 22 item 2: reading took 16–28 s per receipt when
 * every receipt started its own): a tesseract.js worker with its wasm core and the English data
 * loaded, and the shared settings (src/shared/ocr/settings.ts) applied. Created on first use,
 * then reused for every receipt of the page session; terminated when the page is hidden for good
 * (pagehide) or by `dropOcrEngine`. tesseract.js keeps the traineddata in IndexedDB, so a new
 * session loads it from there, not from the network.
 * Output: the ready worker. Rejects when the worker cannot start (the next call tries again).
 */
export function ocrEngine(): Promise<TesseractWorker> {
  if (engine) return engine;
  if (!unloadHooked) {
    unloadHooked = true;
    window.addEventListener("pagehide", () => void dropOcrEngine());
  }
  const origin = window.location.origin;
  const starting = import("tesseract.js").then(async ({ createWorker }) => {
    const worker = await createWorker(OCR_LANGUAGE, OCR_OEM, {
      workerPath: `${origin}${OCR_ASSET_BASE}/worker.min.js`,
      corePath: `${origin}${OCR_ASSET_BASE}/core`,
      langPath: `${origin}${OCR_ASSET_BASE}/lang`,
      workerBlobURL: false,
      gzip: true,
      logger: (m) => listener?.(m.status, m.progress),
      errorHandler: () => undefined, // failures reject the calls that caused them
    });
    // PSM 6 single block, the character blacklist, kept interword spaces, the fixed DPI: the
    // server's settings, so the bench measures what the browser reads.
    await worker.setParameters({ ...OCR_PARAMETERS });
    return worker;
  });
  engine = starting;
  starting.then(
    () => {
      if (engine === starting) readyEngine = starting;
    },
    () => {
      if (engine === starting) engine = null;
    },
  );
  return starting;
}

/** Whether the engine is started and ready now (a read then has no "Loading text recognition" step). */
export function ocrEngineReady(): boolean {
  return engine !== null && engine === readyEngine;
}

/** Starts the engine in the background (the receipt dialog opens it while a photo is chosen); errors are left to the read. */
export function warmOcrEngine(): void {
  ocrEngine().catch(() => undefined);
}

/**
 * Routes the engine's log lines to `next` until the returned function is called (one receipt is
 * read at a time). Output: the function that stops the routing.
 */
export function listenToEngine(next: EngineListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Terminates the engine (cancelling a read in progress); the next ocrEngine() starts a new one. */
export async function dropOcrEngine(): Promise<void> {
  const current = engine;
  engine = null;
  readyEngine = null;
  listener = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}
