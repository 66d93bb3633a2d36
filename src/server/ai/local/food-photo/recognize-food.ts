/**
 * The local food recogniser (no vision model): a product barcode in the photo is looked up like
 * a scan; otherwise the label text is read (OCR) and matched to the food knowledge base.
 */
import type { DecodedBarcode } from "../../../../shared/barcode/types";
import type { RecognizeFoodResult } from "../../../../shared/schemas/food-photo";
import { decodeBarcodeFile } from "../../../lib/barcode";
import { recognizeText } from "../../../lib/ocr";
import { foodsFromLabel } from "./label-foods";
import { photoCategoryFor } from "./photo-category";
import type { FoodPhotoContext } from "../../../kernel/ports/ai-provider";

/** Reads an image file; the defaults are the server's zxing-wasm and tesseract.js pipelines. */
export interface ImageReaders {
  /** First barcode in an encoded image, or null. */
  decodeBarcode(image: Buffer): Promise<DecodedBarcode | null>;
  /** English text in an encoded image; confidence 0–100 (tesseract) or 0–1. */
  readText(image: Buffer): Promise<{ text: string; confidence: number }>;
}

export const DEFAULT_IMAGE_READERS: ImageReaders = { decodeBarcode: decodeBarcodeFile, readText: recognizeText };

/** Confidence of an item found through a product barcode (the decode is checked; the lookup is exact). */
export const BARCODE_ITEM_CONFIDENCE = 0.95;

/** Barcode formats that carry a product number (GTIN), as zxing-wasm names them. */
const PRODUCT_FORMATS = new Set(["EAN13", "EAN8", "UPCA", "UPCE", "ITF"]);

/** The GTIN in a decoded barcode, or null when it is not a product barcode. */
export function productCodeOf(decoded: DecodedBarcode | null): string | null {
  if (!decoded) return null;
  const format = decoded.format.replace(/[-_\s]/g, "").toUpperCase();
  const text = decoded.text.trim();
  return PRODUCT_FORMATS.has(format) && /^\d{8,14}$/.test(text) ? text : null;
}

/**
 * Recognise the food in a photo (an encoded image already checked to be one).
 *  1. A product barcode that the lookup knows → that product, method "barcode", confidence
 *     BARCODE_ITEM_CONFIDENCE, qty 1, unit "ea", category photoCategoryFor(pantry category, name).
 *  2. Else the label text → foodsFromLabel (honest confidences), method "label".
 *  3. Nothing → { items: [], method: "none" }.
 *  A product barcode the lookup does not know is reported as `unknownBarcode` with steps 2–3, so
 *  the person can name it (issue 23).
 * Never throws; a failing reader is reported to ctx.onError and skipped.
 */
export async function recognizeFoodLocally(
  image: Buffer,
  ctx: FoodPhotoContext,
  readers: ImageReaders = DEFAULT_IMAGE_READERS,
): Promise<RecognizeFoodResult> {
  let unknown: { unknownBarcode: string } | Record<string, never> = {};
  try {
    const code = productCodeOf(await readers.decodeBarcode(image));
    const product = code ? await ctx.lookupBarcode(code) : null;
    if (product) {
      const category = photoCategoryFor(product.category, product.name);
      return { items: [{ name: product.name, category, confidence: BARCODE_ITEM_CONFIDENCE, qty: 1, unit: "ea" }], method: "barcode" };
    }
    if (code) unknown = { unknownBarcode: code };
  } catch (err) {
    ctx.onError?.(err, "barcode");
  }
  try {
    const { text, confidence } = await readers.readText(image);
    const items = foodsFromLabel(text, confidence);
    if (items.length > 0) return { items, method: "label", ...unknown };
  } catch (err) {
    ctx.onError?.(err, "ocr");
  }
  return { items: [], method: "none", ...unknown };
}
