/**
 * Reading the POST /api/recipes/import-archive multipart body: one file (`archive`) of at most
 * IMPORT_ARCHIVE_MAX_BYTES (200 MB), into memory (the archive readers need all of it). The limit
 * is this route's own (req.file limits); the app's 1 MB body limit and the receipt limits stay
 * as they are for every other route.
 */
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../shared/errors";
import { IMPORT_ARCHIVE_MAX_BYTES, IMPORT_ARCHIVE_TOO_LARGE } from "../../../shared/schemas/recipe-imports";

/** Limits of an archive upload: one file, no other fields needed (a few tolerated). */
export const ARCHIVE_MULTIPART_LIMITS = { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1000, fieldNameSize: 100, headerPairs: 100 };

/**
 * The uploaded archive's bytes and file name (the first file part, whatever its field name).
 * @throws AppError BAD_REQUEST when the body is not multipart, holds no file, more than one, or is
 *   broken off; PAYLOAD_TOO_LARGE (413) above 200 MB.
 */
export async function readArchiveUpload(req: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new AppError("BAD_REQUEST", "Send the recipe file as multipart/form-data.");
  let upload: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of req.parts({ limits: ARCHIVE_MULTIPART_LIMITS })) {
      if (part.type !== "file") continue;
      upload = { bytes: await part.toBuffer(), filename: part.filename ?? "upload" };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_ARCHIVE_TOO_LARGE);
    if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", "Send one recipe file at a time.");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw new AppError("BAD_REQUEST", "The upload has too many fields.");
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
  }
  if (!upload || upload.bytes.length === 0) throw new AppError("BAD_REQUEST", "Choose a recipe file to import.");
  return upload;
}
