import type { RgbaImage } from "../../../../shared/barcode/types";

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

/** Runs preprocessForOcr in a worker (see preprocess.worker.ts); abortable. */
export function preprocessInWorker(image: RgbaImage, signal: AbortSignal): Promise<RgbaImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("../preprocess.worker.ts", import.meta.url), { type: "module", name: "ocr-preprocess" });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort);
    worker.addEventListener("message", (event: MessageEvent<{ image?: RgbaImage; error?: string }>) => {
      finish();
      if (event.data.image) resolve(event.data.image);
      else reject(new Error(event.data.error ?? "Image preparation failed"));
    });
    worker.addEventListener("error", (event) => {
      finish();
      reject(new Error(event.message || "Image preparation failed"));
    });
    worker.postMessage(image, [image.data.buffer as ArrayBuffer]);
  });
}

/** RGBA pixels on a new canvas (what tesseract.js reads). */
export function pixelsToCanvas(image: RgbaImage): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  canvas.getContext("2d")!.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return canvas;
}
