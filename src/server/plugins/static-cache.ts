import type { FastifyReply } from "fastify";

/**
 * Vite's content-hashed output (`assets/index-CWQVRCov.js`, `assets/zxing_reader-Bb9Mx2Pu.wasm`):
 * a name ending in `-` + 8 hash characters (Vite's default `[name]-[hash]`) under assets/.
 */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** A year (the longest max-age caches honour, RFC 9111 practice); hashed files never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * @fastify/static `setHeaders` for the built client. `file` is the path on disk actually sent,
 * which with `preCompressed` may be the `.br` or `.gz` copy: that suffix is ignored.
 * - hashed files under assets/ → cached for a year, immutable (a new build has new names);
 * - the web app manifest → `no-cache` (re-checked on every load, so icon and name changes show);
 * - everything else keeps @fastify/static's `public, max-age=0` (revalidated by ETag).
 */
export function staticCacheHeaders(reply: FastifyReply, file: string): void {
  const original = file.replace(/\.(br|gz)$/, "");
  if (HASHED_ASSET.test(original)) reply.header("cache-control", IMMUTABLE);
  else if (original.endsWith(".webmanifest")) reply.header("cache-control", "no-cache");
}
