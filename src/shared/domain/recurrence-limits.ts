/**
 * Limits a new repeat rule and plan day must keep (issue 19 finding 3): checks that need no first
 * day. A rule breaking one could never give a meal day, or asks for absurd spans; each check
 * answers the reason, naming the rule part. Rules stored before these limits still expand (the
 * expansion is bounded on its own, recurrence-expand.ts).
 */
import type { Freq, ParsedRule } from "./recurrence-parse";
import { WEEKDAY_CODE_LIST } from "./recurrence-parse";

/** First and last day a meal can be planned on (and a rule's UNTIL can name). */
export const PLAN_FIRST_DAY = "1900-01-01";
export const PLAN_LAST_DAY = "2200-12-31";
/** Most meals one COUNT may ask for (daily meals for almost three years). */
export const MAX_COUNT = 1000;
/** Largest INTERVAL per frequency: about ten years between two meals. */
export const MAX_INTERVAL: Record<Freq, number> = { DAILY: 3660, WEEKLY: 520, MONTHLY: 120, YEARLY: 10 };
/** Most days one period holds, so BYSETPOS beyond it can pick nothing. */
const PERIOD_DAYS: Record<Freq, { max: number; name: string }> = {
  DAILY: { max: 1, name: "a day (1 day)" },
  WEEKLY: { max: 7, name: "a week (at most 7 days)" },
  MONTHLY: { max: 31, name: "a month (at most 31 days)" },
  YEARLY: { max: 366, name: "a year (at most 366 days)" },
};
/** Longest length of each month (February in a leap year). */
const MONTH_MAX = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const list = (xs: number[]) => xs.join(",");

/** Month (1–12) and day of month of day-of-year `doy` in a leap or common year. */
function monthDayOfYearDay(doy: number, leap: boolean): { m: number; d: number; len: number } {
  let rest = doy;
  for (let m = 1; ; m++) {
    const len = m === 2 ? (leap ? 29 : 28) : MONTH_MAX[m - 1];
    if (rest <= len || m === 12) return { m, d: rest, len };
    rest -= len;
  }
}

/** BYYEARDAY values that land on an allowed month and (when given) an allowed BYMONTHDAY in some year. */
function yearDaysMeetingMonths(r: ParsedRule): boolean {
  const months = r.byMonth.length > 0 ? r.byMonth : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return [false, true].some((leap) => {
    const yearLen = leap ? 366 : 365;
    return r.byYearDay.some((v) => {
      const doy = v > 0 ? v : yearLen + 1 + v;
      if (doy < 1 || doy > yearLen) return false;
      const { m, d, len } = monthDayOfYearDay(doy, leap);
      return months.includes(m) && (r.byMonthDay.length === 0 || r.byMonthDay.some((x) => x === d || x === d - len - 1));
    });
  });
}

/**
 * Check a parsed rule against the limits that need no first day. Input: parseRecurrenceRule's
 * result. Output: null when it keeps them, else the reason (a sentence naming the part), e.g.
 * "BYMONTHDAY=31 never falls in BYMONTH=2", "COUNT can be at most 1000".
 */
export function ruleLimitProblem(r: ParsedRule): string | null {
  if (r.interval > MAX_INTERVAL[r.freq]) return `INTERVAL can be at most ${MAX_INTERVAL[r.freq]} with FREQ=${r.freq} (about ten years)`;
  if (r.count !== null && r.count > MAX_COUNT) return `COUNT can be at most ${MAX_COUNT}`;
  if (r.untilDay !== null && (r.untilDay < PLAN_FIRST_DAY || r.untilDay > PLAN_LAST_DAY))
    return `UNTIL must be a day from ${PLAN_FIRST_DAY} to ${PLAN_LAST_DAY}`;
  if (r.bySetPos.length > 0) {
    if (r.byDay.length + r.byMonthDay.length + r.byMonth.length + r.byYearDay.length === 0)
      return "BYSETPOS needs BYDAY, BYMONTHDAY, BYMONTH or BYYEARDAY to pick from";
    const period = PERIOD_DAYS[r.freq];
    const far = r.bySetPos.filter((p) => Math.abs(p) > period.max);
    if (far.length > 0) return `BYSETPOS=${list(far)} can't pick from ${period.name}`;
  }
  const nthLimit = r.freq === "MONTHLY" || r.byMonth.length > 0 ? 5 : 53;
  const farNth = r.byDay.find((b) => Math.abs(b.n) > nthLimit);
  if (farNth)
    return `BYDAY=${farNth.n}${WEEKDAY_CODE_LIST[farNth.weekday]} never happens: a ${nthLimit === 5 ? "month" : "year"} has at most ${nthLimit} of each weekday`;
  const months = r.byMonth.length > 0 ? r.byMonth : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (r.byMonthDay.length > 0 && !r.byMonthDay.some((v) => months.some((m) => Math.abs(v) <= MONTH_MAX[m - 1])))
    return `BYMONTHDAY=${list(r.byMonthDay)} never falls in BYMONTH=${list(r.byMonth)}`;
  if (r.byYearDay.length > 0 && !yearDaysMeetingMonths(r)) {
    const other = [
      r.byMonth.length > 0 ? `BYMONTH=${list(r.byMonth)}` : "",
      r.byMonthDay.length > 0 ? `BYMONTHDAY=${list(r.byMonthDay)}` : "",
    ];
    return `BYYEARDAY=${list(r.byYearDay)} never falls on ${other.filter(Boolean).join(" and ")}`;
  }
  return null;
}
