/**
 * Recipe images (SPEC §7): upload links, the raw upload, normalising it into a stored WebP, and
 * reading stored images back for the household's members.
 *
 * Storage keys: the raw upload under "image-uploads/{nonce}.bin" (a "{nonce}.used" marker once it
 * was normalised, so a link uploads once), the stored image under
 * "recipe-images/{householdId}/{uuid}.webp", served at "/api/images/{householdId}/{uuid}.webp".
 */
import { AppError } from "../../../shared/errors";
import { UPLOAD_PATH_PREFIX, type ImageUploadUrl, type StoredImage } from "../../../shared/schemas/images";
import { assertDecodable, assertImage } from "../../lib/image-file";
import { IMAGE_NOT_FOUND, storeRecipeImage, toRecipeWebp } from "../../lib/recipe-images";
import { createUploadToken, UPLOAD_NOT_FOUND, verifyUploadToken } from "./upload-token";
import type { SessionUser } from "../../kernel/session-user";
import type { Storage, StoredObject } from "../../kernel/ports/storage";

/** What the image functions need from AppDeps. */
export interface ImageDeps {
  storage: Storage;
  /** Instance secret that signs upload links (AppDeps.secret). */
  secret: string;
  /** PUBLIC_URL: an absolute uploadURL must be on this origin. */
  publicUrl: string;
}

export const UPLOAD_ALREADY_USED = "This upload link was already used. Please choose the image again.";

/** Storage key of the raw bytes PUT to an upload link (its nonce), kept until normalised. */
export const rawUploadKey = (nonce: string) => `image-uploads/${nonce}.bin`;
const usedKey = (nonce: string) => `image-uploads/${nonce}.used`;
/** POST /api/images/upload: a fresh upload link for the signed-in user (same origin, 10 minutes). */
export function createUploadUrl(deps: ImageDeps, user: SessionUser): ImageUploadUrl {
  return { uploadURL: `${UPLOAD_PATH_PREFIX}${createUploadToken(deps.secret, user.id)}` };
}

/**
 * PUT {uploadURL}: keep the raw bytes of one image under the link's temporary key.
 * Nothing is stored unless the bytes are an accepted image whose header reads and declares at
 * most MAX_INPUT_PIXELS (lib/image-file.ts assertDecodable; nothing is decoded here).
 * @throws AppError NOT_FOUND / FORBIDDEN (see verifyUploadToken), CONFLICT (link already used),
 *   BAD_REQUEST (NOT_AN_IMAGE: magic bytes of no accepted image — SVG, HTML, text… — or an
 *   unreadable header; IMAGE_TOO_LARGE over 10 MB; tooManyPixelsMessage above the pixel limit).
 */
export async function receiveUpload(deps: ImageDeps, user: SessionUser, token: string, bytes: Buffer): Promise<void> {
  const nonce = verifyUploadToken(deps.secret, user.id, token);
  if ((await deps.storage.get(rawUploadKey(nonce))) || (await deps.storage.get(usedKey(nonce)))) {
    throw new AppError("CONFLICT", UPLOAD_ALREADY_USED);
  }
  const kind = assertImage(bytes);
  await assertDecodable(bytes); // a bomb or an unreadable header is never stored
  await deps.storage.put(rawUploadKey(nonce), bytes, `image/${kind}`);
}

/**
 * The token of an uploadURL: a path "/api/images/uploads/{token}" or the same on PUBLIC_URL.
 * @throws AppError VALIDATION for anything else.
 */
export function tokenOfUploadUrl(uploadURL: string, publicUrl: string): string {
  let url: URL | null = null;
  try {
    url = new URL(uploadURL, publicUrl);
  } catch {
    // refused below
  }
  if (!url || url.origin !== new URL(publicUrl).origin || !url.pathname.startsWith(UPLOAD_PATH_PREFIX) || url.search || url.hash) {
    const message = "uploadURL must be an upload link from POST /api/images/upload";
    throw new AppError("VALIDATION", message, [{ path: "body.uploadURL", message }]);
  }
  return url.pathname.slice(UPLOAD_PATH_PREFIX.length);
}

/**
 * POST /api/images/normalize: turn the user's uploaded file into a stored recipe image
 * (toRecipeWebp), spend the link and drop the raw upload. When the file cannot be re-encoded the
 * raw upload is deleted too (the link may upload again within its 10 minutes).
 * @throws AppError VALIDATION (not an upload link), NOT_FOUND (unknown/other user's link, or
 *   nothing was uploaded), FORBIDDEN (expired), BAD_REQUEST (not a decodable image).
 */
export async function normalizeUpload(deps: ImageDeps, user: SessionUser, uploadURL: string): Promise<StoredImage> {
  const nonce = verifyUploadToken(deps.secret, user.id, tokenOfUploadUrl(uploadURL, deps.publicUrl));
  const raw = await deps.storage.get(rawUploadKey(nonce));
  if (!raw) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  let webp: Buffer;
  try {
    webp = await toRecipeWebp(raw.bytes);
  } catch (err) {
    // A raw upload that cannot become an image is dropped, never left behind (issue 19 finding 8).
    await deps.storage.delete(rawUploadKey(nonce));
    throw err;
  }
  const imageUrl = await storeRecipeImage(deps.storage, user.householdId, webp);
  await deps.storage.put(usedKey(nonce), Buffer.alloc(0), "application/octet-stream");
  await deps.storage.delete(rawUploadKey(nonce));
  return { imageUrl };
}

/**
 * GET /api/images/{householdId}/{id}.webp: a stored recipe image, to the household's members only.
 * @throws AppError NOT_FOUND (IMAGE_NOT_FOUND) for another household or an unknown image.
 */
export async function readRecipeImage(storage: Storage, user: SessionUser, householdId: string, id: string): Promise<StoredObject> {
  const image = user.householdId === householdId ? await storage.get(`recipe-images/${householdId}/${id}.webp`) : null;
  if (!image) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);
  return image;
}
