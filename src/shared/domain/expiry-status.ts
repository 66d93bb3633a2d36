// Badge state and sorting of best-before days, apart from expiry.ts so the client can use them
// without loading the food knowledge base.
import { addDays, isValidDay } from "./dates";

/** An item is "use soon" when it expires today or within this many days after today. */
export const USE_SOON_DAYS = 3;

/** Badge state of a best-before date relative to today. */
export type ExpiryStatus = "expired" | "use-soon" | "ok" | "unknown";

/**
 * Badge state of a best-before day: 'expired' when it is before today, 'use-soon' when it is today
 * or within USE_SOON_DAYS days after today, 'ok' when later, 'unknown' when there is no date or
 * either day is not a real 'YYYY-MM-DD' day. Never throws.
 * Examples (today "2026-03-10"): "2026-03-09" → expired; "2026-03-10" / "2026-03-13" → use-soon;
 * "2026-03-14" → ok; null → unknown.
 */
export function expiryStatus(expiresOn: string | null, today: string): ExpiryStatus {
  if (!expiresOn || !isValidDay(expiresOn) || !isValidDay(today)) return "unknown";
  if (expiresOn < today) return "expired";
  return expiresOn <= addDays(today, USE_SOON_DAYS) ? "use-soon" : "ok";
}

/**
 * Comparator for Array.prototype.sort: soonest best-before first, items without a (valid) date
 * last, ties keep their order (sort is stable). Accepts anything with an `expiresOn` field.
 * Example: [{expiresOn: null}, {expiresOn: "2026-03-02"}, {expiresOn: "2026-03-01"}] sorts to
 * "2026-03-01", "2026-03-02", null.
 */
export function compareByExpiry(a: { expiresOn?: string | null }, b: { expiresOn?: string | null }): number {
  const x = a.expiresOn && isValidDay(a.expiresOn) ? a.expiresOn : null;
  const y = b.expiresOn && isValidDay(b.expiresOn) ? b.expiresOn : null;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
}
