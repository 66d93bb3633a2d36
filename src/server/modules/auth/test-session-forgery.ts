/**
 * Test support for session-at-rest tests: what a thief holding a copy of the database could try.
 * Cookies are forged exactly as better-auth signs them (better-call `signCookieValue`:
 * HMAC-SHA256 with the instance secret, base64, `value.signature`, URL-encoded); each test proves
 * that with a positive control (the real token, forged this way, signs in).
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tablesInForeignKeyOrder } from "../../db/dump-schema";
import { ident } from "../../db/dump-format";

/** The session cookie's name on an http PUBLIC_URL (cookiePrefix "pm"). */
export const SESSION_COOKIE = "pm.session_token";

/** A Cookie header carrying `value` signed with `secret` as better-auth signs its session cookie. */
export function forgedCookie(value: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(value).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${signature}`)}`;
}

/** The session token inside a Cookie header (the part before the signature). */
export function cookieToken(cookie: string): string {
  const value = cookie.split(`${SESSION_COOKIE}=`)[1]?.split(";")[0];
  if (!value) throw new Error(`No ${SESSION_COOKIE} in ${cookie}`);
  return decodeURIComponent(value).split(".")[0];
}

/**
 * The forms in which a bearer token could sit in stored data: raw, base64, base64url, hex,
 * URL-encoded, and every 12-character piece of it; for a session cookie also the whole cookie
 * value (signed), raw and decoded.
 */
export function tokenTraces(token: string): string[] {
  const bytes = Buffer.from(token, "utf8");
  const pieces = Array.from({ length: Math.max(0, token.length - 11) }, (_, i) => token.slice(i, i + 12));
  return [token, bytes.toString("base64"), bytes.toString("base64url"), bytes.toString("hex"), encodeURIComponent(token), ...pieces];
}

/** tokenTraces of a session cookie's token, plus the signed cookie value as sent and decoded. */
export function cookieTraces(cookie: string): string[] {
  const cookieValue = cookie.split(`${SESSION_COOKIE}=`)[1].split(";")[0];
  return [...tokenTraces(cookieToken(cookie)), cookieValue, decodeURIComponent(cookieValue)];
}

/**
 * What a thief would try as a session token from stored rows: every string value in them, and
 * every hex value re-encoded as base64 and base64url (in case the cookie carried another encoding).
 */
export function candidateTokens(rows: Record<string, unknown>[]): string[] {
  const found = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      if (typeof value !== "string" || value === "") continue;
      found.add(value);
      if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) {
        found.add(Buffer.from(value, "hex").toString("base64"));
        found.add(Buffer.from(value, "hex").toString("base64url"));
      }
    }
  }
  return [...found];
}

/** Every row of every table of the schema as PostgreSQL row text, one per line. */
export async function wholeDatabaseText(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of tablesInForeignKeyOrder()) {
    const res = await db.execute(sql.raw(`SELECT t::text AS row FROM public.${ident(table)} t`));
    for (const r of res.rows as { row: string }[]) parts.push(`${table}: ${r.row}`);
  }
  return parts.join("\n");
}
