/**
 * Recipe images in storage: re-encoded to WebP without metadata, stored under
 * `recipe-images/{householdId}/{uuid}.webp`, and served at /api/images/{householdId}/{uuid}.webp.
 * Used by image uploads, recipe import, account import and household deletion.
 */
import { randomUUID } from "node:crypto";
import { AppError } from "../../shared/errors";
import { assertImage, NOT_AN_IMAGE, openImage } from "./image-file";
import type { Storage } from "../kernel/ports/storage";

/** Longest side of a stored recipe image, px (issue 5). */
export const RECIPE_IMAGE_MAX_SIDE = 1600;
/** WebP quality of stored recipe images (sharp's scale 1–100; 82 keeps food photos crisp at ~⅓ of JPEG 90's size). */
export const RECIPE_IMAGE_QUALITY = 82;
/**
 * libwebp's effort (sharp 0–6, default 4) for stored recipe images: 2 takes half the time of 4 at
 * about the same size (measured on this machine, 800×600 photos: 60 → 32 ms and 50 → 54 KB for a
 * detailed one, 47 → 11 ms at the same 7 KB for a smooth one), which a 1,000-picture archive
 * import needs (issue 21: under 60 s). Source of the scale: sharp's WebpOptions.effort.
 */
export const RECIPE_IMAGE_EFFORT = 2;
export const IMAGE_NOT_FOUND = "Image not found";
/** Same-origin URL of a stored recipe image. */
export const recipeImageUrl = (householdId: string, id: string) => `/api/images/${householdId}/${id}.webp`;

/**
 * Re-encode an image for a recipe: EXIF orientation applied first, then every metadata block
 * (EXIF with GPS, XMP, ICC) dropped (sharp keeps none unless asked), first frame only, longest
 * side at most RECIPE_IMAGE_MAX_SIDE (never enlarged), WebP.
 * @throws AppError BAD_REQUEST: tooManyPixelsMessage above MAX_INPUT_PIXELS (checked before
 *   decoding, lib/image-file.ts openImage); NOT_AN_IMAGE when it cannot be decoded.
 */
export async function toRecipeWebp(bytes: Buffer): Promise<Buffer> {
  const image = await openImage(bytes, { failOn: "error" });
  try {
    return await image
      .rotate()
      .resize({ width: RECIPE_IMAGE_MAX_SIDE, height: RECIPE_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: RECIPE_IMAGE_QUALITY, effort: RECIPE_IMAGE_EFFORT })
      .toBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  }
}

/** Store WebP bytes as a recipe image of `householdId`; returns its same-origin URL. */
export async function storeRecipeImage(storage: Storage, householdId: string, webp: Buffer): Promise<string> {
  const id = randomUUID();
  await storage.put(`recipe-images/${householdId}/${id}.webp`, webp, "image/webp");
  return recipeImageUrl(householdId, id);
}

/**
 * Store image bytes from elsewhere (e.g. a recipe page's picture) as a recipe image: checked by
 * magic bytes, then toRecipeWebp. Output: the same-origin image URL.
 * @throws AppError BAD_REQUEST (NOT_AN_IMAGE / IMAGE_TOO_LARGE) when the bytes are no image we accept.
 */
export async function storeImageBytes(deps: { storage: Storage }, householdId: string, bytes: Buffer): Promise<string> {
  assertImage(bytes);
  return storeRecipeImage(deps.storage, householdId, await toRecipeWebp(bytes));
}

/** "/api/images/{householdId}/{uuid}.webp" → its parts, or null for any other URL. */
const OWN_IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.webp$/;

/**
 * Delete a stored recipe image by its URL — only one of `householdId`'s own images: any other
 * URL (outside links, another household's image that a recipe may point at) is left alone.
 */
export async function deleteStoredImage(deps: { storage: Storage }, imageUrl: string, householdId: string): Promise<void> {
  const m = OWN_IMAGE_URL.exec(imageUrl);
  if (!m || m[1] !== householdId) return;
  await deps.storage.delete(`recipe-images/${m[1]}/${m[2]}.webp`);
}
