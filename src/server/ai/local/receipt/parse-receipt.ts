import type { ReceiptItem } from "../../../../shared/schemas/receipts";

/**
 * The local receipt parser: OCR text of a shop receipt → its item lines. STUB — being written
 * (issue 4): returns no items.
 */
export function parseReceiptText(ocrText: string): ReceiptItem[] {
  void ocrText;
  return [];
}
