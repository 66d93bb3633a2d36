// Receipt preprocessing off the main thread (the progress bar keeps moving on slow phones): the
// photo's pixels in, a binary PGM (P5) of the prepared grey image out — what tesseract reads
// directly, without a PNG encode on the page and a PNG decode in its worker (as the server does,
// src/server/lib/pixel-worker.ts). One worker serves every receipt of the page session.
import type { RgbaImage } from "../../../shared/barcode/types";
import { toGray } from "../../../shared/ocr/gray";
import { preprocessForOcr } from "../../../shared/ocr/preprocess";

/** The parts of a dedicated worker's global scope we use (the project compiles with the DOM lib). */
interface WorkerScope {
  postMessage(message: { id: number; pgm?: Uint8Array; error?: string }, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<{ id: number; image: RgbaImage }>) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener("message", (event) => {
  const { id, image } = event.data;
  try {
    const gray = toGray(preprocessForOcr(image));
    const header = new TextEncoder().encode(`P5\n${gray.width} ${gray.height}\n255\n`);
    const pgm = new Uint8Array(header.length + gray.data.length);
    pgm.set(header);
    pgm.set(gray.data, header.length);
    scope.postMessage({ id, pgm }, [pgm.buffer]);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
