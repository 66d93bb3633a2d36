/**
 * Recipe pictures kept in our own storage: an image URL a user gives or a recipe page names is
 * downloaded through the SSRF-guarded fetch for user URLs, checked (magic bytes), re-encoded and
 * stored, so the app shows only same-origin images (CSP) and keeps working offline.
 */
import { IMAGE_URL_REQUIRED } from "../../../shared/domain/recipe-rules";
import { AppError } from "../../../shared/errors";
import type { AppDeps } from "../../kernel/app-deps";
import { IMAGE_MAX_BYTES } from "../../lib/image-file";
import { isOtherHouseholdsImagePath, parseOwnImagePath } from "../../lib/image-path";
import { createUserUrlFetch } from "../../lib/user-url-fetch";

import { deleteStoredImage, IMAGE_NOT_FOUND, storeImageBytes } from "../../lib/recipe-images";
/** Text of every failure to load an image from a URL (one text: refusals reveal nothing). */
export const IMAGE_URL_FAILED = "Could not load an image from that address. Check the link, or upload the picture instead.";

/** Download timeout for an image URL (ms). */
const IMAGE_TIMEOUT_MS = 15_000;

/**
 * Download an image URL and store it as the household's image.
 * Output: our own image URL (/api/images/…).
 * @throws AppError BAD_REQUEST IMAGE_URL_FAILED when it cannot be fetched or is not an image.
 */
export async function importImageFromUrl(deps: AppDeps, url: string, householdId: string): Promise<string> {
  const fetchImage = createUserUrlFetch(deps.config);
  let body: Buffer;
  try {
    body = (
      await fetchImage(url, {
        accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8",
        maxBytes: IMAGE_MAX_BYTES,
        timeoutMs: IMAGE_TIMEOUT_MS,
      })
    ).assertOk().body;
  } catch {
    throw new AppError("BAD_REQUEST", IMAGE_URL_FAILED);
  }
  try {
    return await storeImageBytes(deps, householdId, body);
  } catch {
    throw new AppError("BAD_REQUEST", IMAGE_URL_FAILED);
  }
}

/**
 * Remove a recipe's stored image when the recipe goes: only the household's own images
 * (/api/images/<householdId>/…); anything else is left alone.
 */
export async function forgetRecipeImage(deps: AppDeps, householdId: string, imageUrl: string | null): Promise<void> {
  if (imageUrl) await deleteStoredImage(deps, imageUrl, householdId);
}

/** Turns an image URL a user typed into one of our own image URLs (downloads and re-encodes it). */
export type ImageUrlImporter = (url: string, householdId: string) => Promise<string>;

/**
 * An AI idea's picture as it may be saved: our own image paths in their canonical spelling, an
 * outside http(s) URL as it is, null for another household's stored image, a path of ours that is
 * no image, or any other scheme (lib/image-path.ts parseOwnImagePath).
 */
export function savedIdeaImageUrl(url: string, householdId: string): string | null {
  const own = parseOwnImagePath(url);
  if (own.kind === "external") return /^https?:\/\//i.test(url.trim()) ? url : null;
  if (own.kind === "placeholder" || (own.kind === "stored" && !isOtherHouseholdsImagePath(url, householdId))) return own.path;
  return null;
}

/**
 * A recipe image URL as typed (SPEC §5: required and non-blank, 'Please enter a valid image URL')
 * → the URL to store: our own image paths (/api/images/…, /api/placeholder/…) in their canonical
 * spelling (lib/image-path.ts; another spelling of a path that is no image of ours is refused); an
 * http(s) URL downloaded and stored as our own image by `importImage`, because the app shows only
 * same-origin images (CSP) and must keep working offline.
 * @throws AppError VALIDATION (path `field`) for a blank or non-web URL; NOT_FOUND (IMAGE_NOT_FOUND)
 *   for another household's stored image; whatever `importImage` throws.
 */
export async function resolveRecipeImageUrl(
  raw: string,
  householdId: string,
  importImage: ImageUrlImporter,
  field = "imageUrl",
): Promise<string> {
  const invalid = () => new AppError("VALIDATION", IMAGE_URL_REQUIRED, [{ path: field, message: IMAGE_URL_REQUIRED }]);
  const text = raw.trim();
  if (!text) throw invalid();
  // Our own paths in any spelling (`//`, `%2F`, `\\`, `/./`, `/API/`…) are read as one canonical path
  // before the household check, so no spelling passes it that the plain one fails (issue 19).
  const own = parseOwnImagePath(text);
  if (own.kind === "stored") {
    if (isOtherHouseholdsImagePath(text, householdId)) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);
    return own.path;
  }
  if (own.kind === "placeholder") return own.path;
  if (own.kind === "invalid") throw invalid();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid();
  return importImage(url.toString(), householdId);
}
