/**
 * Recipe pictures kept in our own storage: an image URL a user gives or a recipe page names is
 * downloaded through the SSRF-guarded fetch for user URLs, checked (magic bytes), re-encoded and
 * stored, so the app shows only same-origin images (CSP) and keeps working offline.
 */
import { AppError } from "../../../shared/errors";
import type { AppDeps } from "../../app-deps";
import { IMAGE_MAX_BYTES } from "../../lib/image-file";
import { createUserUrlFetch } from "../../lib/user-url-fetch";
import { deleteStoredImage, storeImageBytes } from "../images/service";

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
