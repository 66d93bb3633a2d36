import type { DecodedBarcode, RgbaImage } from "./types";

/**
 * Decode the first barcode in an image, trying what a real scanner tries when a frame fails.
 * STUB — being written (issue 4): returns null.
 * @param image RGBA pixels
 * @param opts.passes "live" for one fast pass per camera frame, "thorough" for every retry pass
 */
export async function decodeBarcode(image: RgbaImage, opts: { passes: "live" | "thorough" } = { passes: "thorough" }): Promise<DecodedBarcode | null> {
  void image;
  void opts;
  return null;
}
