import { sql } from "drizzle-orm";
import type { Db } from "../kernel/db";

/** What @fastify/rate-limit hands a store's `incr`/`read` callback: the count so far and ms left in the window. */
export interface RateLimitResult {
  current: number;
  ttl: number;
}

type Callback = (err: Error | null, res?: RateLimitResult) => void;

/** The part of @fastify/rate-limit's route options a store's `child` reads. */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/** How often (ms) one process deletes expired counter rows: once a minute is plenty for 15-minute windows. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Count one request for `key` in the current fixed window of `windowMs` and return the new count
 * and the ms left in the window. The window start is taken from the database clock (floor of the
 * epoch to a multiple of windowMs), so every process agrees on it whatever its own clock says; the
 * upsert is atomic, so concurrent requests on several processes each get a distinct count.
 * Input: key (any text), windowMs (> 0). Throws what the database throws.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<RateLimitResult> {
  const res = await db.execute(sql`
    WITH w AS (
      SELECT to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / ${windowMs}::bigint) * ${windowMs}::bigint / 1000.0) AS start
    )
    INSERT INTO rate_limit_counter (key, window_start, expires_at, count)
    SELECT ${key}, w.start, w.start + ${windowMs}::double precision * interval '1 millisecond', 1 FROM w
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counter.count + 1
    RETURNING count, greatest(0, ceil(extract(epoch FROM expires_at - clock_timestamp()) * 1000))::integer AS ttl`);
  const row = (res.rows as { count: number; ttl: number }[])[0];
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

/** The count of `key` in its current window without counting ({current: 0, ttl: 0} when none). */
export async function readCount(db: Db, key: string): Promise<RateLimitResult> {
  const res = await db.execute(sql`
    SELECT count, greatest(0, ceil(extract(epoch FROM expires_at - clock_timestamp()) * 1000))::integer AS ttl
    FROM rate_limit_counter WHERE key = ${key} AND expires_at > clock_timestamp()
    ORDER BY window_start DESC LIMIT 1`);
  const row = (res.rows as { count: number; ttl: number }[])[0];
  return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Delete counter rows whose window has ended. Output: rows deleted. */
export async function sweepExpired(db: Db): Promise<number> {
  const res = await db.execute(sql`DELETE FROM rate_limit_counter WHERE expires_at <= clock_timestamp()`);
  return (res as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0;
}

/**
 * A @fastify/rate-limit store class (its custom `store` option) that keeps the counts in the
 * rate_limit_counter table, so all server processes on one database share them. Fixed windows:
 * the limit resets at window boundaries (like the Redis store, unlike a sliding log); the
 * plugin's continueExceeding / exponentialBackoff options are not supported (this app uses
 * neither). Each process sweeps expired rows at most every SWEEP_EVERY_MS, in the background;
 * sweep errors go to `onError` and never fail a request.
 * Output: the class; the plugin constructs it with its global options and calls `child()` per limiter.
 */
export function pgRateLimitStore(db: Db, onError: (err: unknown) => void) {
  let lastSweep = 0;
  const maybeSweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    sweepExpired(db).catch(onError);
  };
  return class PgRateLimitStore {
    /** Route limiters get their route in the key (limiters made with createRateLimit have none: their keys are distinct). */
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      maybeSweep();
      countRequest(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      readCount(db, this.prefix + key).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      );
    }

    /** The plugin passes its merged options (typed as route options); only `routeInfo` is read. */
    child(options: object): PgRateLimitStore {
      const info = (options as ChildOptions).routeInfo;
      const route = info?.method && info.url ? `${info.method}${info.url}:` : "";
      return new PgRateLimitStore(undefined, this.prefix + route);
    }
  };
}
