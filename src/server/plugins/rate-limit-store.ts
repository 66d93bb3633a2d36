import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { pgRateLimitStore } from "./rate-limit-store-pg";
import type { Database } from "../kernel/db";

/** Where the rate-limit counts live: "redis" (REDIS_URL), "postgres" (the app's PostgreSQL) or "memory" (PGlite). */
export type RateLimitBackend = "redis" | "postgres" | "memory";

/** Key prefix of the counts in Redis (several apps may share one Redis). */
export const REDIS_NAMESPACE = "pantry-meals-rl:";

/**
 * The @fastify/rate-limit registration options for this deployment, and how to release them.
 * - REDIS_URL set → the plugin's Redis store (one ioredis client; counts shared by every process
 *   that uses the same Redis). A request fails rather than waits when Redis is unreachable: 1
 *   retry, 2 s connect timeout.
 * - else PostgreSQL → the rate_limit_counter table (rate-limit-store-pg.ts): shared by every
 *   process on the database, one upsert per limited request.
 * - else (PGlite) → the plugin's in-memory store. PGlite is single-process only (pglite-lock.ts),
 *   so one process's memory already sees every request; putting the counts in PGlite would add a
 *   write on its only connection to each sign-in and AI call and buy nothing but surviving a
 *   restart.
 * Input: the config's redisUrl, the open database, a logger for background errors.
 * Output: { options (spread into app.register(rateLimit, …)), backend, close() }.
 */
export function rateLimitSetup(
  redisUrl: string | undefined,
  database: Database,
  onError: (err: unknown) => void,
): { options: RateLimitPluginOptions; backend: RateLimitBackend; close: () => Promise<void> } {
  const base: RateLimitPluginOptions = { global: false };
  if (redisUrl) {
    const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    redis.on("error", onError);
    return {
      options: { ...base, redis, nameSpace: REDIS_NAMESPACE },
      backend: "redis",
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (database.kind === "postgres") {
    return { options: { ...base, store: pgRateLimitStore(database.db, onError) }, backend: "postgres", close: async () => {} };
  }
  return { options: base, backend: "memory", close: async () => {} };
}
