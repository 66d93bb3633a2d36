// Receipt preprocessing off the main thread (the progress bar keeps moving on slow phones).
import type { RgbaImage } from "../../../shared/barcode/types";
import { preprocessForOcr } from "../../../shared/ocr/preprocess";

/** The parts of a dedicated worker's global scope we use (the project compiles with the DOM lib). */
interface WorkerScope {
  postMessage(message: { image?: RgbaImage; error?: string }, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<RgbaImage>) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener("message", (event) => {
  try {
    const image = preprocessForOcr(event.data);
    scope.postMessage({ image }, [image.data.buffer as ArrayBuffer]);
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
