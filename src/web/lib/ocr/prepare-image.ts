import type { RgbaImage } from "../../../shared/barcode/types";

/** Longest side a receipt photo is read at, px: a 12-megapixel phone photo passes whole (preprocessForOcr rescales the text), bigger ones are bounded in memory. */
export const MAX_OCR_SIDE = 4096;

/** Decodes an image file (EXIF orientation applied) to RGBA pixels, scaled down to MAX_OCR_SIDE. */
export async function fileToPixels(file: Blob): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_OCR_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("This browser cannot read images");
    ctx.fillStyle = "#fff"; // transparent PNGs read as white paper
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    const { data } = ctx.getImageData(0, 0, width, height);
    return { data, width, height };
  } finally {
    bitmap.close();
  }
}

let preprocessor: Worker | null = null;
let nextJob = 0;

/** The page's preprocessing worker (preprocess.worker.ts), started on first use and kept for the next receipt. */
function preprocessWorker(): Worker {
  preprocessor ??= new Worker(new URL("./preprocess.worker.ts", import.meta.url), { type: "module", name: "ocr-preprocess" });
  return preprocessor;
}

/** Ends the preprocessing worker (a cancelled or failed job); the next call starts a new one. */
function dropPreprocessWorker(worker: Worker): void {
  worker.terminate();
  if (preprocessor === worker) preprocessor = null;
}

/**
 * Runs preprocessForOcr in the page's preprocessing worker (see preprocess.worker.ts) and returns
 * the prepared image as a binary PGM (P5, 8-bit grey), ready for tesseract. The pixels' buffer is
 * transferred (unusable afterwards). Abortable: the signal ends the worker and rejects with its
 * reason.
 */
export function preprocessInWorker(image: RgbaImage, signal: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = preprocessWorker();
    const id = ++nextJob;
    const finish = () => {
      worker.removeEventListener("message", onMessage);
      worker.removeEventListener("error", onError);
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      dropPreprocessWorker(worker);
      reject(signal.reason);
    };
    const onMessage = (event: MessageEvent<{ id: number; pgm?: Uint8Array; error?: string }>) => {
      if (event.data.id !== id) return;
      finish();
      if (event.data.pgm) resolve(event.data.pgm);
      else reject(new Error(event.data.error ?? "Image preparation failed"));
    };
    const onError = (event: ErrorEvent) => {
      finish();
      dropPreprocessWorker(worker);
      reject(new Error(event.message || "Image preparation failed"));
    };
    signal.addEventListener("abort", onAbort);
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
    worker.postMessage({ id, image }, [image.data.buffer as ArrayBuffer]);
  });
}
