import type { DecodedBarcode } from "../../../../shared/barcode/types";

/** A frame for the decoder worker: RGBA pixels (the buffer is transferred, not copied). */
export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  data: ArrayBuffer;
}

/** The worker's answer: the barcode found (or null), time spent decoding, or the error text. */
export interface DecodeResponse {
  id: number;
  result: DecodedBarcode | null;
  ms: number;
  error?: string;
}
