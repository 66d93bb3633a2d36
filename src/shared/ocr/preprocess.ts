import type { RgbaImage } from "../barcode/types";

/**
 * Prepare a receipt photo for OCR (issue 4). STUB — being written: returns the image unchanged.
 * Output: RGBA pixels to hand to tesseract.js (browser: put on a canvas; Node: encode as PNG).
 */
export function preprocessForOcr(image: RgbaImage): RgbaImage {
  return image;
}
