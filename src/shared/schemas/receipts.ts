import { z } from "zod";
import { PANTRY_CATEGORIES } from "../food/types";

/**
 * Longest OCR text POST /api/ai/process-receipt and POST /api/receipts accept (characters). A long
 * supermarket receipt of 150 lines reads as about 6,000 characters; 20,000 leaves room for three
 * times that while keeping the receipt parser's work on one request near 40 ms (at 100,000 it
 * blocked the event loop for over 200 ms: issue 19, event-loop guard). The browser cuts what
 * Tesseract reads to this length before it sends it.
 */
export const OCR_TEXT_MAX = 20_000;

/** POST /api/ai/process-receipt body (SPEC §7 {ocrText}). */
export const processReceiptSchema = z.object({ ocrText: z.string().max(OCR_TEXT_MAX) });

/**
 * One item line read from a receipt. qty in `unit` (pieces for counted items; g/kg/lbs/oz for
 * weighed ones), category a SPEC §3 pantry category, priceCents the line total in the receipt's
 * minor unit (cents), null when no price was read.
 */
export const receiptItemSchema = z.object({
  name: z.string(),
  qty: z.number().min(0),
  unit: z.string(),
  category: z.enum(PANTRY_CATEGORIES),
  priceCents: z.number().int().nullable(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

/** Answer of POST /api/ai/process-receipt and output of `npm run cli -- parse-receipt`. */
export const processReceiptResultSchema = z.object({ items: z.array(receiptItemSchema) });
export type ProcessReceiptResult = z.infer<typeof processReceiptResultSchema>;

/** Answer of POST /api/receipts (multipart {receipt file, householdId, ocrText}, SPEC §7): 201. */
export const storedReceiptSchema = z.object({
  id: z.uuid(),
  /** Same-origin URL of the stored image, readable only by household members. */
  imageUrl: z.string(),
  ocrText: z.string(),
  createdAt: z.string(),
});
export type StoredReceipt = z.infer<typeof storedReceiptSchema>;
