// Contracts of the barcode decoding pipeline shared by the browser worker, the server and the CLI.

/** Pixels in RGBA order, as ImageData holds them (width × height × 4 bytes). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The formats we read (SPEC §1 and issue 4), as zxing-wasm names them. */
export const BARCODE_FORMATS = [
  "QRCode",
  "DataMatrix",
  "PDF417",
  "Aztec",
  "EAN-13",
  "EAN-8",
  "UPC-A",
  "UPC-E",
  "Code128",
  "Code39",
  "ITF",
] as const;

/** One decode: the text (GTINs normalised, see normaliseGtin) and the format name. */
export interface DecodedBarcode {
  text: string;
  format: string;
}
