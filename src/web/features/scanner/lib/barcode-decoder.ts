import type { DecodedBarcode } from "../../../../shared/barcode/types";
import type { DecodeRequest, DecodeResponse } from "./decoder-protocol";

/** One decode attempt as the scanner and the camera test see it. */
export interface DecodeOutcome {
  result: DecodedBarcode | null;
  /** Time the worker spent decoding, ms. */
  ms: number;
}

/** A barcode decoder running in its own Web Worker (see decoder.worker.ts). */
export interface BarcodeDecoder {
  /** Decodes one frame; rejects with the worker's error for a frame that failed. */
  decode(frame: ImageData): Promise<DecodeOutcome>;
  /** Stops the worker; pending decodes reject. */
  terminate(): void;
}

/** Starts a decoder worker (its zxing-wasm module loads on the first frame). */
export function createBarcodeDecoder(): BarcodeDecoder {
  const worker = new Worker(new URL("../decoder.worker.ts", import.meta.url), { type: "module", name: "barcode-decoder" });
  const pending = new Map<number, { resolve: (o: DecodeOutcome) => void; reject: (e: Error) => void }>();
  let nextId = 1;

  worker.addEventListener("message", (event: MessageEvent<DecodeResponse>) => {
    const { id, result, ms, error } = event.data;
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (error) waiter.reject(new Error(error));
    else waiter.resolve({ result, ms });
  });
  worker.addEventListener("error", (event) => {
    const err = new Error(event.message || "The barcode decoder failed to load");
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  });

  return {
    decode(frame) {
      const id = nextId++;
      const data = frame.data.buffer as ArrayBuffer;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, width: frame.width, height: frame.height, data } satisfies DecodeRequest, [data]);
      });
    },
    terminate() {
      worker.terminate();
      for (const waiter of pending.values()) waiter.reject(new Error("Decoder stopped"));
      pending.clear();
    },
  };
}

/** Longest side of a frame sent to the decoder, px (a 1280×720 camera frame is sent as is). */
const MAX_FRAME_SIDE = 1280;

/**
 * Grabs the current video frame as RGBA pixels (scaled down to MAX_FRAME_SIDE), or null when
 * the video has no frame yet. Reuses `canvas` between calls.
 */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(w, h));
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}
