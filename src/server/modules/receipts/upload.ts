/**
 * Reading the POST /api/receipts multipart body (SPEC §7: {receipt file, householdId, ocrText})
 * with hard limits, turning every multipart failure into a 4xx with a SPEC text.
 */
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../shared/errors";
import { OCR_TEXT_MAX } from "../../../shared/schemas/receipts";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "../../lib/image-file";

/** Limits of a receipt upload: one file of at most 10 MB (SPEC §9), a few small fields. */
export const RECEIPT_MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  /** Bytes: OCR_TEXT_MAX characters of up to 4 UTF-8 bytes each. */
  fieldSize: OCR_TEXT_MAX * 4,
  fieldNameSize: 100,
  headerPairs: 100,
};

export interface ReceiptUpload {
  /** The `receipt` file's bytes, null when none was sent. */
  file: Buffer | null;
  /** Text fields by name (the last value of a repeated field). */
  fields: Record<string, string>;
}

/**
 * Read the whole multipart body (the file into memory; at most 10 MB).
 * @throws AppError BAD_REQUEST when the body is not multipart, holds more than one file or
 *   too many fields, or a field is too long; PAYLOAD_TOO_LARGE (413, IMAGE_TOO_LARGE) when
 *   the file exceeds 10 MB.
 */
export async function readReceiptUpload(req: FastifyRequest): Promise<ReceiptUpload> {
  if (!req.isMultipart()) throw new AppError("BAD_REQUEST", "Send the receipt as multipart/form-data.");
  const upload: ReceiptUpload = { file: null, fields: {} };
  try {
    for await (const part of req.parts({ limits: RECEIPT_MULTIPART_LIMITS })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "receipt") upload.file = bytes;
      } else {
        if (part.valueTruncated) throw new AppError("BAD_REQUEST", `The field ${part.fieldname} is too long.`);
        upload.fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE);
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Send one receipt image at a time.");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw new AppError("BAD_REQUEST", "The upload has too many fields.");
    if (code === "FST_PROTO_VIOLATION") throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
  }
  return upload;
}
