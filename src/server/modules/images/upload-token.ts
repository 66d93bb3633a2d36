/**
 * Upload links for recipe images: stateless tokens "{nonce}-{expiry}-{signature}" whose HMAC
 * binds the nonce and expiry to one user id (the id itself is not in the token). Only that
 * signed-in user, before the expiry, can use it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "../../../shared/errors";

/** How long an upload link is valid, ms (issue 5: 10 minutes). */
export const UPLOAD_TTL_MS = 10 * 60 * 1000;

/** Token shape: 32 hex nonce, expiry in Unix seconds, 32 hex signature (128 bits of HMAC-SHA256). */
const TOKEN_PATTERN = /^([0-9a-f]{32})-(\d{1,12})-([0-9a-f]{32})$/;

export const UPLOAD_NOT_FOUND = "Upload not found";
export const UPLOAD_EXPIRED = "This upload link has expired. Please choose the image again.";

function signature(secret: string, userId: string, nonce: string, expSec: number): string {
  return createHmac("sha256", secret).update(`image-upload:v1:${userId}:${nonce}:${expSec}`).digest("hex").slice(0, 32);
}

/**
 * A new upload token for `userId`, valid UPLOAD_TTL_MS from `nowMs`.
 * @param secret the instance secret (AppDeps.secret)
 * @returns e.g. "3f0c…(32 hex)-1767225600-9ab1…(32 hex)"
 */
export function createUploadToken(secret: string, userId: string, nowMs = Date.now()): string {
  const nonce = randomBytes(16).toString("hex");
  const expSec = Math.floor((nowMs + UPLOAD_TTL_MS) / 1000);
  return `${nonce}-${expSec}-${signature(secret, userId, nonce, expSec)}`;
}

/**
 * Check a token for the signed-in `userId`. Output: its nonce (names the temporary upload).
 * @throws AppError NOT_FOUND (UPLOAD_NOT_FOUND) when malformed, forged or issued to another
 *   user (indistinguishable, so links cannot be probed); FORBIDDEN (UPLOAD_EXPIRED) when the
 *   user's own link is past its expiry.
 */
export function verifyUploadToken(secret: string, userId: string, token: string, nowMs = Date.now()): string {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  const [, nonce, exp, sig] = m;
  const expected = Buffer.from(signature(secret, userId, nonce, Number(exp)));
  if (!timingSafeEqual(expected, Buffer.from(sig))) throw new AppError("NOT_FOUND", UPLOAD_NOT_FOUND);
  if (nowMs > Number(exp) * 1000) throw new AppError("FORBIDDEN", UPLOAD_EXPIRED);
  return nonce;
}
