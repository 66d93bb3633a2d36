/**
 * Bounded expansion of a repeat rule (issue 19 finding 3). The rrule library walks every period
 * from the first day and, for a rule that never matches, on to the year 9999 (16 s for one
 * planner read): its `between` can neither start at the window nor stop without a match. This walk
 * keeps rrule's meaning (recurrence-calendar.ts) and bounds the work:
 * - without COUNT it jumps arithmetically to the first period that reaches the window and stops
 *   at the window's end, so the cost depends on the window, never on how far the first day lies;
 * - with COUNT it must count from the first day, so it walks (skipping months BYMONTH excludes);
 * - every period and every candidate day is one step; before MAX_STEPS it stops (`exhausted`).
 */
import { dateOf, dayNumber, monthCandidates, monthLength, passes, pickPositions, weekdayOf, withDefaults } from "./recurrence-calendar";
import type { ParsedRule } from "./recurrence-parse";

/**
 * Most steps (periods + candidate days; a DAILY period is its one day) one expansion takes: a few
 * milliseconds of work at worst (bench/recurrence.ts).
 */
export const MAX_STEPS = 10_000;
/** Most steps one period can take (a year: 732 BYYEARDAY days, or 12 months × 31, plus itself). */
const PERIOD_MAX_STEPS = 733;

/**
 * Result of one expansion: day numbers in order, steps taken, whether MAX_STEPS cut it short, and
 * the last day it looked at (every occurrence up to `reached` is known).
 */
export interface Expansion {
  days: number[];
  steps: number;
  exhausted: boolean;
  reached: number;
}

/**
 * The periods of a rule from its first day: the k-th period's days, the first period ending on or
 * after a day, and the next period worth looking at when BYMONTH rules out all of period k
 * (null: look at k; Infinity: no later period can hold an allowed month).
 */
interface Periods {
  range(k: number): [number, number];
  firstEndingOnOrAfter(n: number): number;
  skip(k: number, ps: number, pe: number): number | null;
}

const ceilDiv = (a: number, b: number): number => Math.max(0, Math.ceil(a / b));
const monthIndex = (n: number): number => {
  const { y, m } = dateOf(n);
  return y * 12 + m - 1;
};
const monthRange = (mi: number): [number, number] => {
  const y = Math.floor(mi / 12);
  const m = mi - y * 12 + 1;
  const first = dayNumber(y, m, 1);
  return [first, first + monthLength(y, m) - 1];
};
const yearRange = (y: number): [number, number] => [dayNumber(y, 1, 1), dayNumber(y + 1, 1, 1) - 1];

function periodsOf(r: ParsedRule, first: number): Periods {
  const i = r.interval;
  const allowed = (mi: number) => r.byMonth.length === 0 || r.byMonth.includes((((mi % 12) + 12) % 12) + 1);
  // DAILY/WEEKLY: a period (≤ 7 days) touches at most two months; jump to the next allowed one.
  const skipDays = (self: Periods, ps: number, pe: number): number | null => {
    if (allowed(monthIndex(ps)) || allowed(monthIndex(pe))) return null;
    let mi = monthIndex(pe) + 1;
    while (!allowed(mi)) mi++;
    return self.firstEndingOnOrAfter(monthRange(mi)[0]);
  };
  switch (r.freq) {
    case "DAILY":
      return {
        range: (k) => [first + k * i, first + k * i],
        firstEndingOnOrAfter: (n) => ceilDiv(n - first, i),
        skip(_k, ps, pe) {
          return skipDays(this, ps, pe);
        },
      };
    case "WEEKLY": {
      // dateutil/rrule: the first period runs from the first day to the end of its week (WKST).
      const ws = first - ((weekdayOf(first) - r.wkst + 7) % 7);
      return {
        range: (k) => [k === 0 ? first : ws + 7 * i * k, ws + 7 * i * k + 6],
        firstEndingOnOrAfter: (n) => ceilDiv(n - ws - 6, 7 * i),
        skip(_k, ps, pe) {
          return skipDays(this, ps, pe);
        },
      };
    }
    case "MONTHLY": {
      const m0 = monthIndex(first);
      return {
        range: (k) => monthRange(m0 + k * i),
        firstEndingOnOrAfter: (n) => ceilDiv(monthIndex(n) - m0, i),
        // The months of periods k, k+1, … repeat within 12 periods: try those.
        skip: (k) => {
          if (allowed(m0 + k * i)) return null;
          for (let j = 1; j <= 12; j++) if (allowed(m0 + (k + j) * i)) return k + j;
          return Infinity;
        },
      };
    }
    case "YEARLY": {
      const y0 = dateOf(first).y;
      return { range: (k) => yearRange(y0 + k * i), firstEndingOnOrAfter: (n) => ceilDiv(dateOf(n).y - y0, i), skip: () => null };
    }
  }
}

/** Candidate days of one period [lo, hi] (a superset of the days that pass the filters). */
function candidates(r: ParsedRule, lo: number, hi: number): number[] {
  if (r.freq === "WEEKLY") {
    const out: number[] = [];
    for (let n = lo; n <= hi; n++) if (r.byDay.length === 0 || r.byDay.some((b) => b.weekday === weekdayOf(n))) out.push(n);
    return out;
  }
  const { y, m } = dateOf(lo);
  if (r.freq === "MONTHLY") return r.byMonth.length > 0 && !r.byMonth.includes(m) ? [] : monthCandidates(r, y, m);
  if (r.byYearDay.length > 0) {
    const len = hi - lo + 1;
    return [...new Set(r.byYearDay.map((v) => (v > 0 ? lo + v - 1 : lo + len + v)))]
      .filter((n) => n >= lo && n <= hi)
      .sort((a, b) => a - b);
  }
  const months = r.byMonth.length > 0 ? [...r.byMonth].sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return months.flatMap((mo) => monthCandidates(r, y, mo));
}

/**
 * The occurrences of `rule` from its first day `first` (a day number; DTSTART) that fall in
 * [from, to] (day numbers, inclusive), in order, at most `limit` of them. The first day counts only
 * when the rule matches it (as in rrule). Output: the days, the steps taken, and `exhausted` when
 * MAX_STEPS stopped the walk early (days found before then are right; later ones are missing).
 * Never throws; cost ≤ MAX_STEPS steps whatever the rule, first day and window.
 */
export function expandRule(rule: ParsedRule, first: number, from: number, to: number, limit = Infinity): Expansion {
  const r = withDefaults(rule, first);
  const until = r.untilDay === null ? Infinity : dayNumber(...(r.untilDay.split("-").map(Number) as [number, number, number]));
  const lo = Math.max(from, first);
  const hi = Math.min(to, until);
  const out: Expansion = { days: [], steps: 0, exhausted: false, reached: hi };
  if (hi < lo || limit <= 0) return out;
  out.reached = lo - 1;
  const periods = periodsOf(r, first);
  const nthInYear = r.freq === "YEARLY" && r.byMonth.length === 0;
  let counted = 0;
  for (let k = r.count === null ? periods.firstEndingOnOrAfter(lo) : 0; ;) {
    if (out.steps > MAX_STEPS - PERIOD_MAX_STEPS) return { ...out, exhausted: true };
    const [ps, pe] = periods.range(k);
    if (!(ps <= hi)) return { ...out, reached: hi }; // also a period past the Date range (NaN)
    out.steps += 1;
    const next = periods.skip(k, ps, pe);
    if (next !== null) {
      if (next === Infinity) return { ...out, reached: hi };
      k = Math.max(k + 1, next);
      out.reached = Math.min(hi, periods.range(k)[0] - 1);
      continue;
    }
    let days: number[];
    if (r.freq === "DAILY") {
      // The period is its one day (one step); BYSETPOS of a one-day set keeps it at 1 or -1.
      days = passes(r, ps, false) && (r.bySetPos.length === 0 || r.bySetPos.includes(1) || r.bySetPos.includes(-1)) ? [ps] : [];
    } else {
      const cands = candidates(r, ps, pe);
      out.steps += cands.length;
      days = cands.filter((n) => passes(r, n, nthInYear));
      if (r.bySetPos.length > 0) days = pickPositions(days, r.bySetPos);
    }
    for (const n of days) {
      if (n < first) continue;
      if (n > hi) return { ...out, reached: hi };
      counted += 1;
      if (n >= lo) out.days.push(n);
      if (out.days.length >= limit || counted === r.count) return { ...out, reached: n };
    }
    out.reached = Math.min(hi, pe);
    k += 1;
  }
}
