// Server side of the barcode pipeline (issue 4): image files → RGBA with sharp → the shared
// thorough passes, with the zxing-wasm binary read from node_modules (never from a CDN).

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { decodeBarcode } from "../../shared/barcode/decode";
import { configureBarcodeReader } from "../../shared/barcode/reader";
import type { DecodedBarcode, RgbaImage } from "../../shared/barcode/types";
import { openImage } from "./image-file";
import { decodeBarcodeInWorker } from "./pixel-jobs";

/**
 * Longest side, in pixels, an uploaded photo is shrunk to before decoding: a 12-megapixel phone
 * photo at full size costs seconds in zxing, and a barcode a user photographs stays several
 * pixels per module at 2048 px.
 */
export const MAX_DECODE_SIDE = 2048;

let prepared: Promise<void> | null = null;

/** Prepare zxing-wasm once per process from `zxing-wasm/reader/zxing_reader.wasm` in node_modules. */
function prepareReader(): Promise<void> {
  prepared ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    const bytes = await readFile(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await configureBarcodeReader({ wasmBinary });
  })().catch((err: unknown) => {
    prepared = null;
    throw err;
  });
  return prepared;
}

/**
 * Decode the first barcode in RGBA pixels with the thorough passes (see decodeBarcode in
 * src/shared/barcode/decode.ts), on the calling thread: for the bench and the CLI, never in a
 * request (seconds of synchronous WebAssembly; decodeBarcodeFile uses the worker thread).
 * Prepares zxing-wasm on first use.
 */
export async function decodeBarcodeRgba(image: RgbaImage): Promise<DecodedBarcode | null> {
  await prepareReader();
  return decodeBarcode(image, { passes: "thorough" });
}

/**
 * Pixels of an encoded image file (JPEG, PNG of any bit depth, palette or greyscale, WebP, GIF,
 * TIFF, AVIF as sharp reads them) as 8-bit sRGB RGBA: EXIF orientation applied, shrunk to fit
 * MAX_DECODE_SIDE × MAX_DECODE_SIDE when larger. The header is checked first (lib/image-file.ts
 * openImage), so an image over MAX_INPUT_PIXELS is never decoded.
 * @throws AppError BAD_REQUEST for an unreadable header or too many pixels; Error from sharp
 *   when the data fails to decode.
 */
export async function imageFileToRgba(file: Buffer): Promise<RgbaImage> {
  const image = await openImage(file);
  const { data, info } = await image
    .rotate()
    .resize({ width: MAX_DECODE_SIDE, height: MAX_DECODE_SIDE, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`Unexpected ${info.channels}-channel image from sharp`);
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Decode the first barcode in an encoded image file (see imageFileToRgba for what is accepted),
 * with the same pipeline and retry passes as the browser ("thorough", see decodeBarcode). The
 * decode and the resize run in sharp's thread pool and the passes in the pixel worker thread
 * (pixel-jobs.ts), so the event loop is never blocked for long (issue 19).
 * @returns `{text, format}` or null when no trusted barcode was read.
 * @throws as imageFileToRgba when the bytes are not a readable image or too large.
 */
export async function decodeBarcodeFile(file: Buffer): Promise<DecodedBarcode | null> {
  return decodeBarcodeInWorker(await imageFileToRgba(file));
}
