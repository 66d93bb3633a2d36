/**
 * Calendar arithmetic and day filters for repeat rules (issue 19 finding 3; the walk over periods
 * is recurrence-expand.ts). Days are integers (days since 1970-01-01 on the UTC calendar), so time
 * zones and daylight-saving changes never move an occurrence. The filters keep the RFC 5545 /
 * rrule meaning: BYxxx parts filter a period's days, an ordinal BYDAY counts within the month
 * (MONTHLY, or YEARLY with BYMONTH) or the year, BYSETPOS picks from the period's sorted days, and
 * a rule without day parts takes them from its first day.
 */
import type { ParsedRule } from "./recurrence-parse";

/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_SHIFT = 719_468;

/**
 * Day number of a calendar date (month 1–12, day 1–31; a day past the month's end rolls over).
 * Pure integer arithmetic (the civil-from-days method: years counted from March, 400-year eras),
 * so any year works and nothing is allocated.
 */
export function dayNumber(year: number, month: number, day: number): number {
  const y0 = year + Math.floor((month - 1) / 12);
  const m0 = ((((month - 1) % 12) + 12) % 12) + 1;
  const y = m0 <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m0 + (m0 > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - EPOCH_SHIFT;
}

/** 'YYYY-MM-DD' → day number (the string is trusted to be a valid day). */
export function dayNumberOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return dayNumber(y, m, d);
}

/** Calendar fields of a day number: year, month 1–12, day of month (inverse of dayNumber). */
export function dateOf(n: number): { y: number; m: number; d: number } {
  const z = n + EPOCH_SHIFT;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** Day number → 'YYYY-MM-DD'. */
export function dayString(n: number): string {
  const { y, m, d } = dateOf(n);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Weekday of a day number, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (n: number): number => (((n + 4) % 7) + 7) % 7;
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in month m (1–12) of year y. */
export const monthLength = (y: number, m: number): number => (m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]);
/** Days in year y. */
export const yearLength = (y: number): number => (isLeap(y) ? 366 : 365);

/** The rule with the RFC 5545 defaults a first day supplies (what rrule and dateutil do). */
export function withDefaults(r: ParsedRule, first: number): ParsedRule {
  if (r.byDay.length > 0 || r.byMonthDay.length > 0 || r.byYearDay.length > 0) return r;
  const { m, d } = dateOf(first);
  if (r.freq === "YEARLY") return { ...r, byMonth: r.byMonth.length > 0 ? r.byMonth : [m], byMonthDay: [d] };
  if (r.freq === "MONTHLY") return { ...r, byMonthDay: [d] };
  if (r.freq === "WEEKLY") return { ...r, byDay: [{ weekday: weekdayOf(first), n: 0 }] };
  return r;
}

/**
 * Does day `n` pass every BYxxx filter? `nthInYear`: an ordinal BYDAY counts within the year
 * (YEARLY without BYMONTH), else within the month. Loops without closures: this runs once per
 * candidate day.
 */
export function passes(r: ParsedRule, n: number, nthInYear: boolean): boolean {
  const { y, m, d } = dateOf(n);
  if (r.byMonth.length > 0 && !r.byMonth.includes(m)) return false;
  const monthLen = monthLength(y, m);
  if (r.byMonthDay.length > 0) {
    let ok = false;
    for (const v of r.byMonthDay) if (v === d || v === d - monthLen - 1) ok = true;
    if (!ok) return false;
  }
  const yearLen = yearLength(y);
  const jan1 = r.byYearDay.length > 0 || nthInYear ? dayNumber(y, 1, 1) : 0;
  if (r.byYearDay.length > 0) {
    const doy = n - jan1 + 1;
    let ok = false;
    for (const v of r.byYearDay) if (v === doy || v === doy - yearLen - 1) ok = true;
    if (!ok) return false;
  }
  if (r.byDay.length === 0) return true;
  const wd = weekdayOf(n);
  // The month or year an ordinal counts in: [lo, hi].
  const lo = nthInYear ? jan1 : n - d + 1;
  const hi = nthInYear ? jan1 + yearLen - 1 : lo + monthLen - 1;
  for (const b of r.byDay) {
    if (b.weekday !== wd) continue;
    if (b.n === 0 || (b.n > 0 ? Math.floor((n - lo) / 7) + 1 === b.n : -(Math.floor((hi - n) / 7) + 1) === b.n)) return true;
  }
  return false;
}

/** Candidate days of a month (a superset of those that pass), from the most selective part. */
export function monthCandidates(r: ParsedRule, y: number, m: number): number[] {
  const first = dayNumber(y, m, 1);
  const len = monthLength(y, m);
  if (r.byMonthDay.length > 0)
    return [...new Set(r.byMonthDay.map((v) => (v > 0 ? v : len + 1 + v)))]
      .filter((d) => d >= 1 && d <= len)
      .sort((a, b) => a - b)
      .map((d) => first + d - 1);
  if (r.byDay.length > 0) {
    const out: number[] = [];
    for (const wd of new Set(r.byDay.map((b) => b.weekday)))
      for (let n = first + ((wd - weekdayOf(first) + 7) % 7); n < first + len; n += 7) out.push(n);
    return out.sort((a, b) => a - b);
  }
  return Array.from({ length: len }, (_, i) => first + i);
}

/** BYSETPOS: the days at the given positions (1 = first, -1 = last) of a period's sorted set. */
export function pickPositions(days: number[], positions: number[]): number[] {
  const picked = new Set<number>();
  for (const p of positions) {
    const i = p > 0 ? p - 1 : days.length + p;
    if (i >= 0 && i < days.length) picked.add(days[i]);
  }
  return [...picked].sort((a, b) => a - b);
}
