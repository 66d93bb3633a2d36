import { OCR_LANGUAGE, OCR_OEM, OCR_PARAMETERS } from "../../../../shared/ocr/settings";
import { fileToPixels, pixelsToCanvas, preprocessInWorker } from "./prepare-image";
import { OCR_TEXT_MAX } from "../../../../shared/schemas/receipts";

/** Where vite.config.ts serves tesseract.js's worker, cores and English data (our own origin, never a CDN). */
export const OCR_ASSET_BASE = "/ocr";

/** The stage of reading a receipt, for the progress bar. */
export type OcrStage = "preparing" | "loading" | "reading";

export interface OcrProgress {
  stage: OcrStage;
  /** Overall progress, 0–1. */
  progress: number;
}

/** Share of the bar each stage fills: preparing 0–10 %, loading the engine 10–30 %, reading 30–100 %. */
const STAGE_SPAN: Record<OcrStage, [number, number]> = { preparing: [0, 0.1], loading: [0.1, 0.3], reading: [0.3, 1] };

/** Overall progress from a stage and its own 0–1 progress. */
export function overallProgress(stage: OcrStage, stageProgress: number): number {
  const [from, to] = STAGE_SPAN[stage];
  const p = Number.isFinite(stageProgress) ? Math.min(1, Math.max(0, stageProgress)) : 0;
  return from + (to - from) * p;
}

/** tesseract.js logger statuses → our stage ("recognizing text" is reading; the rest load the engine). */
export function stageOfStatus(status: string): OcrStage {
  return status === "recognizing text" ? "reading" : "loading";
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("Cancelled", "AbortError");
}

/**
 * Reads a receipt photo's text in the browser (SPEC §4 OCR, English): decode and scale the
 * image, preprocessForOcr in a worker, then tesseract.js (LSTM, `eng` best_int) with its worker,
 * core and data from OCR_ASSET_BASE. Reports progress; `signal` cancels (rejects with its reason).
 */
export async function readReceiptText(file: Blob, opts: { signal: AbortSignal; onProgress: (p: OcrProgress) => void }): Promise<string> {
  const { signal, onProgress } = opts;
  const report = (stage: OcrStage, p: number) => onProgress({ stage, progress: overallProgress(stage, p) });
  if (signal.aborted) throw abortError(signal);

  report("preparing", 0);
  const pixels = await fileToPixels(file);
  if (signal.aborted) throw abortError(signal);
  report("preparing", 0.4);
  const prepared = await preprocessInWorker(pixels, signal);
  report("preparing", 1);

  const { createWorker } = await import("tesseract.js");
  if (signal.aborted) throw abortError(signal);
  const origin = window.location.origin;
  const worker = await createWorker(OCR_LANGUAGE, OCR_OEM, {
    workerPath: `${origin}${OCR_ASSET_BASE}/worker.min.js`,
    corePath: `${origin}${OCR_ASSET_BASE}/core`,
    langPath: `${origin}${OCR_ASSET_BASE}/lang`,
    workerBlobURL: false,
    gzip: true,
    logger: (m) => report(stageOfStatus(m.status), m.progress),
    errorHandler: () => undefined, // failures reject the calls below
  });
  const onAbort = () => void worker.terminate();
  signal.addEventListener("abort", onAbort);
  try {
    if (signal.aborted) throw abortError(signal);
    // The server's settings (src/shared/ocr/settings.ts): PSM 6 single block, the character
    // blacklist, kept interword spaces, the fixed DPI — so the bench measures what the browser reads.
    await worker.setParameters({ ...OCR_PARAMETERS });
    const result = await worker.recognize(pixelsToCanvas(prepared));
    if (signal.aborted) throw abortError(signal);
    report("reading", 1);
    return result.data.text.slice(0, OCR_TEXT_MAX); // the server reads at most this much
  } catch (err) {
    throw signal.aborted ? abortError(signal) : err;
  } finally {
    signal.removeEventListener("abort", onAbort);
    worker.terminate().catch(() => undefined);
  }
}
