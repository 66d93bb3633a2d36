-- Issue 19 finding 5: session.token holds the SHA-256 (hex) of the cookie's token, never the token
-- itself (modules/auth/session-token-hash.ts). Rows written before this version hold raw tokens,
-- which no longer sign anyone in (every lookup hashes the cookie's token first). They are deleted
-- rather than hashed in place: hashed in place they would keep working, and so would a copy or
-- backup of the database taken before the upgrade (raw tokens next to the cookie-signing secret).
-- Everyone signs in again once.
DELETE FROM "session";
