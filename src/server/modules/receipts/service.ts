import { z } from "zod";
import { AppError } from "../../../shared/errors";
import { OCR_TEXT_MAX, type StoredReceipt } from "../../../shared/schemas/receipts";
import { assertImage, NOT_AN_IMAGE, reencodeForStorage } from "../../lib/image-file";
import * as repo from "./repository";
import type { ReceiptUpload } from "./upload";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import type { Storage, StoredObject } from "../../kernel/ports/storage";

import { newStorageKey } from "../../lib/storage-keys";
/** The text fields of POST /api/receipts (SPEC §7). */
const receiptFieldsSchema = z.object({
  householdId: z.uuid("householdId must be a household id"),
  ocrText: z.string().max(OCR_TEXT_MAX, `ocrText may have at most ${OCR_TEXT_MAX} characters`).default(""),
});

/** Same-origin URL of a receipt's image (GET /api/receipts/{id}/image). */
export const receiptImageUrl = (id: string) => `/api/receipts/${id}/image`;

function toStored(r: repo.ReceiptRow): StoredReceipt {
  return { id: r.id, imageUrl: receiptImageUrl(r.id), ocrText: r.ocrText, createdAt: r.createdAt.toISOString() };
}

/**
 * POST /api/receipts: keep a receipt photo and its OCR text for the caller's household.
 * The file must really be an image (magic bytes; the client's content type is ignored) of at
 * most 10 MB; it is re-encoded (metadata stripped, ≤ 2000 px, JPEG) before it is stored.
 * @throws AppError VALIDATION (bad fields), NOT_FOUND ("Household not found": not the caller's
 *   household), BAD_REQUEST (no file, or not an image: SPEC §5 text), PAYLOAD_TOO_LARGE (> 10 MB).
 */
export async function storeReceipt(deps: { db: Db; storage: Storage }, user: SessionUser, upload: ReceiptUpload): Promise<StoredReceipt> {
  const parsed = receiptFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: `body.${i.path.join(".")}`, message: i.message }));
    throw new AppError("VALIDATION", issues.map((i) => i.message).join("; "), issues);
  }
  if (parsed.data.householdId !== user.householdId) throw new AppError("NOT_FOUND", "Household not found");
  if (!upload.file) throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  assertImage(upload.file);
  const image = await reencodeForStorage(upload.file);
  const key = newStorageKey("receipts", image.ext);
  await deps.storage.put(key, image.bytes, image.contentType);
  try {
    const row = await repo.insertReceipt(deps.db, {
      householdId: user.householdId,
      userId: user.id,
      imageKey: key,
      contentType: image.contentType,
      ocrText: parsed.data.ocrText,
    });
    return toStored(row);
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

/**
 * GET /api/receipts/{id}/image: the stored image of a receipt of the caller's household.
 * @throws AppError NOT_FOUND ("Receipt not found") for another household's or an unknown id.
 */
export async function receiptImage(deps: { db: Db; storage: Storage }, user: SessionUser, id: string): Promise<StoredObject> {
  const row = await repo.findReceipt(deps.db, user.householdId, id);
  const image = row ? await deps.storage.get(row.imageKey) : null;
  if (!image) throw new AppError("NOT_FOUND", "Receipt not found");
  return image;
}
