import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OCR_TEXT_MAX, storedReceiptSchema } from "../../../shared/schemas/receipts";
import type { AppDeps } from "../../kernel/app-deps";
import { currentUser } from "../../plugins/session";
import { perUserLimit } from "../../plugins/per-user-limit";
import { USER_FILE_CSP } from "../../plugins/user-file-csp";
import { receiptImage, storeReceipt } from "./service";
import { readReceiptUpload } from "./upload";

const receiptParamsSchema = z.object({ id: z.uuid() });

/**
 * The multipart fields, for the OpenAPI document only: the body is read and checked by
 * readReceiptUpload / storeReceipt (a multipart body is streamed, not parsed before the handler).
 */
const receiptUploadDoc = z.object({
  receipt: z.string().meta({ format: "binary", description: "The receipt photo: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB." }),
  householdId: z.uuid().meta({ description: "The caller's household." }),
  ocrText: z.string().max(OCR_TEXT_MAX).optional().meta({ description: "Text read from the photo (default empty)." }),
});
const documentOnly = () => (value: unknown) => ({ value });

/**
 * POST /api/receipts (multipart: receipt file, householdId, ocrText) → 201 StoredReceipt.
 * GET /api/receipts/{id}/image → the stored JPEG, to members of the receipt's household only.
 */
export async function receiptRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["receipts"];
  const { rateLimits } = deps.config;

  r.post(
    "/api/receipts",
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        body: receiptUploadDoc,
        description:
          "Stores a receipt photo (multipart/form-data: `receipt` image file ≤ 10 MB — JPEG, PNG, WebP, GIF or AVIF, checked by its bytes; " +
          "`householdId` the caller's household; `ocrText` the text read from it). The image is re-encoded (JPEG, ≤ 2000 px, no metadata). " +
          "400 not an image / bad fields, 404 another household, 413 larger than 10 MB.",
        response: { 201: storedReceiptSchema },
      },
      validatorCompiler: documentOnly,
      preHandler: perUserLimit(app, "receipts", rateLimits.aiPerUser, rateLimits.windowMs),
    },
    async (req, reply) => {
      const upload = await readReceiptUpload(req);
      return reply.status(201).send(await storeReceipt(deps, currentUser(req), upload));
    },
  );

  r.get(
    "/api/receipts/:id/image",
    {
      schema: {
        tags,
        description: "The stored receipt image (image/jpeg), for members of the receipt's household; 404 otherwise.",
        params: receiptParamsSchema,
      },
    },
    async (req, reply) => {
      const image = await receiptImage(deps, currentUser(req), req.params.id);
      return reply
        .header("content-type", image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .header("content-security-policy", USER_FILE_CSP)
        .header("cache-control", "private, max-age=86400")
        .send(image.bytes);
    },
  );
}
