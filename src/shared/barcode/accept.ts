// Misread guard and naming: turns one zxing-wasm result into the DecodedBarcode we report, or
// rejects it. Zero misreads is the target (issue 4), so anything doubtful is dropped and the next
// pass gets its chance.

import type { ReadResult } from "zxing-wasm/reader";
import { hasValidGtinCheckDigit, normaliseGtin } from "../domain/barcode";
import { BARCODE_FORMATS, type DecodedBarcode } from "./types";

export type BarcodeFormatName = (typeof BARCODE_FORMATS)[number];

const compact = (name: string) => name.replace(/[^a-z0-9]/gi, "").toUpperCase();
const BY_COMPACT = new Map<string, BarcodeFormatName>(BARCODE_FORMATS.map((f) => [compact(f), f]));

/**
 * Our name (one of BARCODE_FORMATS) for a zxing-wasm result: its format when we list it
 * ("EAN13" → "EAN-13"), else its symbology ("Code39Ext" → "Code39", "MicroQRCode" → "QRCode",
 * "ITF14" → "ITF"), else zxing's own format name.
 */
export function formatName(result: Pick<ReadResult, "format" | "symbology">): string {
  return BY_COMPACT.get(compact(result.format)) ?? BY_COMPACT.get(compact(result.symbology)) ?? result.format;
}

/**
 * The DecodedBarcode for a zxing result, or null when it must not be trusted:
 * - zxing did not mark it valid, or its text is empty;
 * - EAN/UPC: the normalised GTIN (see normaliseGtin; UPC-A and UPC-E become 12 digits) is not
 *   8, 12 or 13 digits with a correct GS1 check digit;
 * - ITF: an odd number of digits, fewer than 6 (ITF encodes digit pairs; short ITF reads are the
 *   classic false positive), or 14 digits (ITF-14 carries a GTIN-14) with a wrong check digit.
 * A UPC-A that zxing reports as an EAN-13 with a leading 0 is named "UPC-A".
 */
export function acceptResult(result: ReadResult): DecodedBarcode | null {
  if (!result.isValid || result.text === "") return null;
  const format = formatName(result);
  if (result.symbology === "EANUPC") {
    const upc = format === "UPC-A" || format === "UPC-E" || (format === "EAN-13" && /^0\d{12}$/.test(result.text));
    const name = format === "EAN-13" && upc ? "UPC-A" : format;
    const text = normaliseGtin(result.text, name);
    return hasValidGtinCheckDigit(text) ? { text, format: name } : null;
  }
  if (result.symbology === "ITF") {
    const t = result.text;
    if (!/^\d+$/.test(t) || t.length % 2 !== 0 || t.length < 6) return null;
    if (t.length === 14 && !hasValidGtinCheckDigit(t)) return null;
  }
  return { text: result.text, format };
}
