import type { ReceiptItem } from "../../../shared/schemas/receipts";
import type { AiProvider } from "../../kernel/ports/ai-provider";
import { assertDecodable, assertImage } from "../../lib/image-file";

/**
 * The image file inside a photo's data URL (`data:image/…;base64,…`): the base64 after the first
 * comma, decoded. Output: the encoded image bytes, checked to be an image file we accept of at
 * most 10 MB (assertImage) whose header reads and stays within the pixel limit (assertDecodable).
 * @throws AppError BAD_REQUEST with the SPEC texts when it is not an image or too large.
 */
export async function photoFromDataUrl(dataUrl: string): Promise<Buffer> {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  assertImage(image);
  await assertDecodable(image);
  return image;
}

/**
 * POST /api/ai/process-receipt: the item lines (name, qty, unit, category, price) of a shop
 * receipt's OCR text, read by the configured AI provider. Output: `{ items }`, possibly empty.
 */
export async function readReceipt(ai: AiProvider, ocrText: string): Promise<{ items: ReceiptItem[] }> {
  return { items: await ai.parseReceipt(ocrText) };
}
