// Where the zxing-wasm engine comes from. The shared pipeline never decides it: zxing-wasm's own
// default fetches its .wasm from the jsDelivr CDN, which this app must never do (DESIGN.md,
// offline). Each host (browser worker, server, tests) calls configureBarcodeReader once with the
// wasm it serves or reads itself; decodeBarcode refuses to run before that.

import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from "zxing-wasm/reader";
import type { RgbaImage } from "./types";

/**
 * How the host hands the zxing-wasm reader its WebAssembly binary (Emscripten module overrides).
 * Give exactly one of:
 * - `wasmBinary`: the bytes of `zxing-wasm/reader/zxing_reader.wasm` (Node: read the file with fs);
 * - `locateFile`: maps the file name zxing asks for ("zxing_reader.wasm") to a URL we serve
 *   (browser: a Vite `?url` import of `zxing-wasm/reader/zxing_reader.wasm`).
 */
export interface BarcodeReaderSource {
  wasmBinary?: ArrayBuffer;
  locateFile?: (path: string, prefix: string) => string;
}

let ready: Promise<unknown> | null = null;

/**
 * Prepare the zxing-wasm reader once per JS realm (page, worker, Node process) and start loading
 * it. Must be called before the first decodeBarcode; calling it again with a new source replaces
 * the engine (zxing-wasm's prepareZXingModule). Resolves when the wasm is compiled; rejects when it
 * cannot be fetched or compiled (then call again to retry).
 *
 * Browser worker:
 * ```ts
 * import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
 * await configureBarcodeReader({ locateFile: (path, prefix) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) });
 * ```
 * Node: see `src/server/lib/barcode.ts` (passes `wasmBinary` read from node_modules).
 * @throws TypeError when neither or both of `wasmBinary` and `locateFile` are given.
 */
export function configureBarcodeReader(source: BarcodeReaderSource): Promise<void> {
  if (!source.wasmBinary === !source.locateFile)
    throw new TypeError("configureBarcodeReader: give exactly one of wasmBinary or locateFile");
  const overrides = source.wasmBinary ? { wasmBinary: source.wasmBinary } : { locateFile: source.locateFile };
  const loading = prepareZXingModule({ overrides, fireImmediately: true }).then(
    () => undefined,
    (err: unknown) => {
      if (ready === loading) ready = null;
      throw err;
    },
  );
  ready = loading;
  return loading;
}

/** True once configureBarcodeReader has been called (the wasm may still be loading). */
export function isBarcodeReaderConfigured(): boolean {
  return ready !== null;
}

/**
 * One zxing-wasm read of `image` with `options` (internal to the pipeline; use decodeBarcode).
 * @throws Error when configureBarcodeReader has not been called, so zxing-wasm never falls back
 *   to its CDN default.
 */
export async function readWithZxing(image: RgbaImage, options: ReaderOptions): Promise<ReadResult[]> {
  if (!ready) throw new Error("Barcode reader not configured: call configureBarcodeReader() first (zxing-wasm must not load from a CDN)");
  await ready;
  // zxing-wasm accepts any {data, width, height} with RGBA bytes (it duck-types ImageData).
  return readBarcodes(image as unknown as ImageData, options);
}
