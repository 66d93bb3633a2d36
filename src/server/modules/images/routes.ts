import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../shared/errors";
import { imageUploadUrlSchema, normalizeImageSchema, storedImageSchema, UPLOAD_PATH_PREFIX } from "../../../shared/schemas/images";
import type { AppDeps } from "../../kernel/app-deps";
import { perUserLimit } from "../../plugins/per-user-limit";
import { USER_FILE_CSP } from "../../plugins/user-file-csp";
import { currentUser } from "../../plugins/session";
import { acceptRawBody } from "./raw-body";
import { createUploadUrl, normalizeUpload, readRecipeImage, receiveUpload, type ImageDeps } from "./service";
import { UPLOAD_NOT_FOUND } from "./upload-token";

const uploadParamsSchema = z.object({ token: z.string().regex(/^[0-9a-f-]{1,100}$/, "Invalid upload link") });
const imageParamsSchema = z.object({
  householdId: z.uuid(),
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/, "Invalid image name"),
});
/** The raw PUT body, for the OpenAPI document only (read by acceptRawBody, checked by its bytes). */
const rawBodyDoc = z.string().meta({ format: "binary", description: "The image file's bytes: JPEG, PNG, WebP, GIF or AVIF, at most 10 MB." });
const documentOnly = () => (value: unknown) => ({ value });

/** Stored images never change under their URL (a new image gets a new id). */
const IMAGE_CACHE = "private, max-age=31536000, immutable";

/**
 * Recipe images (SPEC §7), inside the requireSession scope:
 * POST /api/images/upload → {uploadURL}; PUT {uploadURL} (raw bytes) → {uploadURL};
 * POST /api/images/normalize {uploadURL} → {imageUrl}; GET /api/images/{householdId}/{id}.webp.
 */
export async function imageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["images"];
  const { rateLimits, publicUrl } = deps.config;
  const imageDeps: ImageDeps = { storage: deps.storage, secret: deps.secret, publicUrl };
  const limit = (name: string) => perUserLimit(app, name, rateLimits.aiPerUser, rateLimits.windowMs);

  r.post(
    "/api/images/upload",
    {
      schema: {
        tags,
        description: "A same-origin link to PUT one image file to, valid 10 minutes, for the signed-in user only.",
        response: { 200: imageUploadUrlSchema },
      },
      preHandler: limit("image-upload"),
    },
    async (req) => createUploadUrl(imageDeps, currentUser(req)),
  );

  // The PUT takes any body as raw bytes: its own encapsulated context, so other routes keep JSON only.
  await app.register(async (scope) => {
    acceptRawBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/images/uploads/:token",
      {
        schema: {
          tags,
          params: uploadParamsSchema,
          body: rawBodyDoc,
          description:
            "The raw image file (any Content-Type; checked by its bytes). 400 not an image, 403 expired link, " +
            "404 unknown or another user's link, 409 link already used, 413 larger than 10 MB.",
          response: { 200: imageUploadUrlSchema },
        },
        validatorCompiler: documentOnly,
        preHandler: limit("image-put"),
      },
      async (req) => {
        const params = uploadParamsSchema.safeParse(req.params);
        if (!params.success) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
        const { token } = params.data;
        await receiveUpload(imageDeps, currentUser(req), token, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        return { uploadURL: `${UPLOAD_PATH_PREFIX}${token}` };
      },
    );
  });

  r.post(
    "/api/images/normalize",
    {
      schema: {
        tags,
        body: normalizeImageSchema,
        description:
          "Re-encodes the uploaded file (EXIF rotation applied, all metadata dropped, ≤ 1600 px, WebP) and stores it for the household. " +
          "400 not an image, 403 expired link, 404 unknown link or nothing uploaded.",
        response: { 200: storedImageSchema },
      },
      preHandler: limit("image-normalize"),
    },
    async (req) => normalizeUpload(imageDeps, currentUser(req), req.body.uploadURL),
  );

  r.get(
    "/api/images/:householdId/:file",
    {
      schema: {
        tags,
        params: imageParamsSchema,
        description: "A stored recipe image (image/webp), for members of its household; 404 otherwise.",
      },
    },
    async (req, reply) => {
      const id = req.params.file.replace(/\.webp$/, "");
      const image = await readRecipeImage(deps.storage, currentUser(req), req.params.householdId, id);
      return reply
        .header("content-type", image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .header("content-security-policy", USER_FILE_CSP)
        .header("cache-control", IMAGE_CACHE)
        .send(image.bytes);
    },
  );
}
