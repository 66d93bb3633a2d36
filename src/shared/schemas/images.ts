import { z } from "zod";

/**
 * Recipe image upload (SPEC §7): POST /api/images/upload → {uploadURL}; PUT {uploadURL} with the
 * raw image bytes; POST /api/images/normalize {uploadURL} → {imageUrl}.
 */

/** Path of an upload link on this server: "/api/images/uploads/{token}". */
export const UPLOAD_PATH_PREFIX = "/api/images/uploads/";

/** Answer of POST /api/images/upload and of the PUT: where to PUT the file (same origin, valid 10 minutes). */
export const imageUploadUrlSchema = z.object({
  uploadURL: z.string().meta({ description: "Same-origin URL to PUT the raw image bytes to (valid 10 minutes, one upload)." }),
});
export type ImageUploadUrl = z.infer<typeof imageUploadUrlSchema>;

/** Body of POST /api/images/normalize: the uploadURL the file was PUT to (path or absolute URL on PUBLIC_URL). */
export const normalizeImageSchema = z.object({
  uploadURL: z.string().min(1, "uploadURL is required").max(2000, "uploadURL is too long"),
});
export type NormalizeImageRequest = z.infer<typeof normalizeImageSchema>;

/** Answer of POST /api/images/normalize (and of generated illustrations): the stored image's same-origin URL. */
export const storedImageSchema = z.object({
  imageUrl: z.string().meta({ description: "Same-origin URL of the stored WebP image, readable by the household's members." }),
});
export type StoredImage = z.infer<typeof storedImageSchema>;
