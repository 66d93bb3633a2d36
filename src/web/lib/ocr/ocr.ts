import { dropOcrEngine, listenToEngine, ocrEngine, ocrEngineReady } from "./ocr-engine";
import { fileToPixels, preprocessInWorker } from "./prepare-image";
import { OCR_TEXT_MAX } from "../../../shared/schemas/receipts";

/** The stage of reading a receipt, for the progress bar. */
export type OcrStage = "preparing" | "loading" | "reading";

export interface OcrProgress {
  stage: OcrStage;
  /** Overall progress, 0–1. */
  progress: number;
}

/**
 * Share of the bar each stage fills. Cold (the engine still loading): preparing 0–10 %, loading
 * the engine 10–30 %, reading 30–100 %. Warm (engine ready from an earlier receipt): preparing
 * 0–10 %, reading 10–100 %; there is no loading step.
 */
const STAGE_SPAN: Record<"cold" | "warm", Record<OcrStage, [number, number]>> = {
  cold: { preparing: [0, 0.1], loading: [0.1, 0.3], reading: [0.3, 1] },
  warm: { preparing: [0, 0.1], loading: [0.1, 0.1], reading: [0.1, 1] },
};

/** Overall progress from a stage and its own 0–1 progress; `warm` when the engine was ready before the read. */
export function overallProgress(stage: OcrStage, stageProgress: number, warm = false): number {
  const [from, to] = STAGE_SPAN[warm ? "warm" : "cold"][stage];
  const p = Number.isFinite(stageProgress) ? Math.min(1, Math.max(0, stageProgress)) : 0;
  return from + (to - from) * p;
}

const STAGE_ORDER: readonly OcrStage[] = ["preparing", "loading", "reading"];

/** tesseract.js logger statuses → our stage ("recognizing text" is reading; the rest load the engine). */
export function stageOfStatus(status: string): OcrStage {
  return status === "recognizing text" ? "reading" : "loading";
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("Cancelled", "AbortError");
}

/**
 * Reads a receipt photo's text in the browser (SPEC §4 OCR, English): decode and scale the
 * image, preprocessForOcr in a worker (kept for the next receipt; it hands back a PGM), then the
 * page's warm tesseract.js engine (ocr-engine.ts:
 * started once, reused for every receipt; it starts loading while the image is prepared).
 * Reports progress — tesseract's own recognition progress while reading; `signal` cancels
 * (rejects with its reason; during recognition it also ends the engine, and the next read
 * starts a new one).
 * Output: the text, at most OCR_TEXT_MAX characters.
 */
export async function readReceiptText(file: Blob, opts: { signal: AbortSignal; onProgress: (p: OcrProgress) => void }): Promise<string> {
  const { signal, onProgress } = opts;
  const warm = ocrEngineReady();
  // The engine may load while the image is prepared: the bar and the stage only move forward.
  let shown: OcrProgress = { stage: "preparing", progress: 0 };
  const report = (stage: OcrStage, p: number) => {
    if (STAGE_ORDER.indexOf(stage) < STAGE_ORDER.indexOf(shown.stage)) return;
    shown = { stage, progress: Math.max(shown.progress, overallProgress(stage, p, warm)) };
    onProgress(shown);
  };
  if (signal.aborted) throw abortError(signal);

  report("preparing", 0);
  const engine = ocrEngine(); // loads while the image is prepared (a no-op when warm)
  const stopListening = listenToEngine((status, p) => report(stageOfStatus(status), p));
  // tesseract cannot stop a recognition: a cancel then ends the engine (the next read starts a
  // new one); a cancel before it leaves the engine warm.
  let recognizing = false;
  const onAbort = () => {
    if (recognizing) void dropOcrEngine();
  };
  signal.addEventListener("abort", onAbort);
  try {
    const pixels = await fileToPixels(file);
    if (signal.aborted) throw abortError(signal);
    report("preparing", 0.4);
    const prepared = await preprocessInWorker(pixels, signal);
    report("preparing", 1);
    const worker = await engine;
    if (signal.aborted) throw abortError(signal);
    // A PGM is read by tesseract as it is (tesseract.js passes byte arrays through to leptonica).
    recognizing = true;
    const result = await worker.recognize(prepared as unknown as Parameters<typeof worker.recognize>[0]);
    recognizing = false;
    if (signal.aborted) throw abortError(signal);
    report("reading", 1);
    return result.data.text.slice(0, OCR_TEXT_MAX); // the server reads at most this much
  } catch (err) {
    throw signal.aborted ? abortError(signal) : err;
  } finally {
    signal.removeEventListener("abort", onAbort);
    stopListening();
  }
}
