// The barcode decoder (Web Worker): decodes RGBA frames with zxing-wasm off the main thread.
// The .wasm is bundled by Vite and served from our own origin (zxing-wasm defaults to a CDN).
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { decodeBarcode } from "../../../shared/barcode/decode";
import { configureBarcodeReader } from "../../../shared/barcode/reader";
import type { DecodeRequest, DecodeResponse } from "./lib/decoder-protocol";

/** The parts of a dedicated worker's global scope we use (the project compiles with the DOM lib). */
interface WorkerScope {
  postMessage(message: DecodeResponse): void;
  addEventListener(type: "message", listener: (event: MessageEvent<DecodeRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

/** Starts compiling the wasm at once; a failed load is retried on the next frame. */
let ready: Promise<void> | null = null;
function engine(): Promise<void> {
  ready ??= configureBarcodeReader({ locateFile: (path, prefix) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) }).catch(
    (err: unknown) => {
      ready = null;
      throw err;
    },
  );
  return ready;
}
void engine().catch(() => undefined);

scope.addEventListener("message", (event) => {
  const { id, width, height, data } = event.data;
  let started = performance.now();
  const reply = (msg: Omit<DecodeResponse, "id" | "ms">) => scope.postMessage({ id, ms: Math.round(performance.now() - started), ...msg });
  engine()
    .then(() => {
      started = performance.now(); // time the decode, not the one-off wasm load
      return decodeBarcode({ data: new Uint8ClampedArray(data), width, height }, { passes: "live" });
    })
    .then(
      (result) => reply({ result }),
      (err: unknown) => reply({ result: null, error: err instanceof Error ? err.message : String(err) }),
    );
});
