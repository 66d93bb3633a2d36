// The barcode decoding pipeline shared by the browser worker, the server and the CLI (issue 4).
// Hosts first call configureBarcodeReader (./reader.ts) to say where the zxing-wasm binary comes from.

import { acceptResult } from "./accept";
import { BASE_OPTIONS, LIVE_PASS, RETRY_PASSES, type DecodePass } from "./passes";
import { readWithZxing } from "./reader";
import { grayscale, hasTransparency } from "./transforms";
import type { DecodedBarcode, RgbaImage } from "./types";

/** "live": one fast pass per camera frame; "thorough": every retry pass until one reads. */
export type DecodeMode = "live" | "thorough";

/** A trusted decode and the name of the pass that produced it (see passes.ts). */
export interface TracedDecode {
  barcode: DecodedBarcode;
  pass: string;
}

/** The passes a mode runs, in order. */
export function passesFor(mode: DecodeMode): DecodePass[] {
  return mode === "live" ? [LIVE_PASS] : [LIVE_PASS, ...RETRY_PASSES];
}

/**
 * Run `passes` in order on `image` and return the first trusted result (see acceptResult) with
 * its pass name, or null when no pass reads a trusted barcode.
 * @throws Error when configureBarcodeReader has not been called.
 */
export async function decodeBarcodeTraced(image: RgbaImage, passes: DecodePass[]): Promise<TracedDecode | null> {
  // Translucent pixels (PNG with alpha, e.g. generated codes) read as black in zxing: flatten once.
  const input = hasTransparency(image) ? grayscale(image) : image;
  for (const pass of passes) {
    if (pass.when && !pass.when(input)) continue;
    const source = pass.transform ? pass.transform(input) : input;
    const results = await readWithZxing(source, { ...BASE_OPTIONS, ...pass.options });
    for (const result of results) {
      const barcode = acceptResult(result);
      if (barcode) return { barcode, pass: pass.name };
    }
  }
  return null;
}

/**
 * Decode the first trusted barcode in an image (formats: BARCODE_FORMATS in ./types).
 * Call configureBarcodeReader (./reader.ts) once before the first decode.
 * @param image RGBA pixels, e.g. a canvas ImageData of a camera frame or a decoded photo. Any
 *   size; cost grows with the pixel count, so scale camera frames to ~1 megapixel or less.
 * @param opts.passes
 *   - "live": one pass for a camera frame (e.g. every 500 ms in a worker): upright (within about ±25°),
 *     dark-on-light codes; ~10 ms for a 512 × 384 photo on the 2-core bench machine.
 *   - "thorough" (default): the live pass, then the retry passes of passes.ts (rotated 90/180/270°
 *     and 45°, inverted, other binarizers, contrast stretch, gamma, rescaled, sharpened) until one
 *     gives a trusted read. For a still photo or upload: an image with no readable code pays
 *     every pass (~0.3 s at 512 × 384, a few seconds at 2 megapixels).
 * @returns `{text, format}` or null when nothing trusted was read. EAN/UPC texts are GTINs with a
 *   verified check digit (UPC-A and UPC-E as their 12-digit UPC-A, see normaliseGtin); other texts
 *   are the symbol's content as Unicode (zxing "Plain" text mode). `format` is one of
 *   BARCODE_FORMATS ("EAN-13", "UPC-A", "QRCode" …).
 * @throws Error when configureBarcodeReader has not been called.
 */
export async function decodeBarcode(
  image: RgbaImage,
  opts: { passes: DecodeMode } = { passes: "thorough" },
): Promise<DecodedBarcode | null> {
  return (await decodeBarcodeTraced(image, passesFor(opts.passes)))?.barcode ?? null;
}
