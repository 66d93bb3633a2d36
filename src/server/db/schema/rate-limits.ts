import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every server process on one PostgreSQL database (fixed windows):
 * one row per limiter key and window start, counted up with INSERT … ON CONFLICT DO UPDATE …
 * RETURNING so concurrent requests on different processes never lose a count. Rows past
 * `expires_at` are swept now and then (plugins/rate-limit-store-pg.ts). Holds no household data.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counter",
  {
    /** The limiter's key, e.g. "send-ip:203.0.113.7" or "receipts:<user id>". */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    /** windowStart + the window length: when the count stops mattering. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
