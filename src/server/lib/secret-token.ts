import { createHash, randomBytes } from "node:crypto";

/**
 * A new random secret for a URL or an Authorization header: 32 random bytes (256 bits) as
 * base64url (43 characters, [A-Za-z0-9_-]), after `prefix` when given (e.g. "pmk_", so a leaked
 * token is recognisable in logs and secret scanners).
 */
export function newSecretToken(prefix = ""): string {
  return prefix + randomBytes(32).toString("base64url");
}

/**
 * The value stored for a secret: SHA-256 of its UTF-8 bytes as 64 lower-case hex characters.
 * Unsalted on purpose: the secret has 256 random bits (nothing to guess), and a stored hash must
 * be found again by the secret alone. A stored hash used as a token is hashed again and finds
 * nothing, so a database copy grants no access.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
