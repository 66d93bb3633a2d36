import type { DecodedBarcode } from "../../shared/barcode/types";

/**
 * Decode the first barcode in an encoded image file (JPEG, PNG, WebP …) on the server, with the
 * same pipeline and retry passes as the browser. STUB — being written (issue 4): returns null.
 */
export async function decodeBarcodeFile(file: Buffer): Promise<DecodedBarcode | null> {
  void file;
  return null;
}
