/**
 * The repeat-rule grammar meals support (issue 7 item 4, bounded in issue 19 finding 3): a
 * subset of the RFC 5545 RRULE value, parsed strictly. Parts, separated by ";", each at most once:
 *   FREQ=DAILY|WEEKLY|MONTHLY|YEARLY (required) · INTERVAL=n · COUNT=n · UNTIL=YYYYMMDD[THHMMSS[Z]]
 *   BYDAY=MO,TU… (with an ordinal like 1MO or -1FR only for MONTHLY and YEARLY) · BYMONTHDAY=±1..31
 *   (not with WEEKLY) · BYMONTH=1..12 · BYYEARDAY=±1..366 (YEARLY only) · BYSETPOS=±n · WKST=MO…
 * Time parts (BYHOUR, BYMINUTE, BYSECOND), BYWEEKNO, BYEASTER, TZID and DTSTART are not part of it
 * (a meal happens on a day; its first day is the entry's `day`). This file reads a rule; the limits
 * a new rule must keep are in recurrence-limits.ts.
 */

export type Freq = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";

/** One BYDAY item: weekday 0 = Sunday … 6 = Saturday (like Date.getUTCDay), n = ordinal or 0. */
export interface ByDay {
  weekday: number;
  n: number;
}

/** A parsed rule. Lists are empty when the part is absent; `untilDay` is 'YYYY-MM-DD' (inclusive). */
export interface ParsedRule {
  freq: Freq;
  interval: number;
  count: number | null;
  untilDay: string | null;
  byDay: ByDay[];
  byMonthDay: number[];
  byMonth: number[];
  byYearDay: number[];
  bySetPos: number[];
  /** Week start for WEEKLY periods, 0 = Sunday … 6 = Saturday; RFC 5545 default Monday. */
  wkst: number;
  /** The rule as stored: upper case, parts trimmed, no "RRULE:" prefix. */
  text: string;
}

/** RFC 5545 weekday codes in Date.getUTCDay order. */
export const WEEKDAY_CODE_LIST = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

const FREQS: readonly Freq[] = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"];
const SUB_DAILY = new Set(["HOURLY", "MINUTELY", "SECONDLY"]);
const KNOWN = new Set(["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYYEARDAY", "BYSETPOS", "WKST"]);
/** The message for text that is not a rule at all (kept from issue 7). */
export const NOT_A_RULE = "Enter a repeat rule like FREQ=WEEKLY;BYDAY=MO";

/** A whole number written in decimal digits with an optional sign, within ±limit; else null. */
function integer(text: string, limit: number): number | null {
  if (!/^[+-]?\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= limit ? n : null;
}

/** A comma list of non-zero integers within ±max. @throws RangeError naming `part`. */
function intList(part: string, text: string, max: number, signed: boolean): number[] {
  const out = text.split(",").map((v) => integer(v.trim(), max));
  if (out.some((n) => n === null || n === 0 || (!signed && n < 0)))
    throw new RangeError(`${part} takes ${signed ? `whole numbers from -${max} to ${max}, not 0` : `whole numbers from 1 to ${max}`}`);
  return [...new Set(out as number[])];
}

/** UNTIL=YYYYMMDD, YYYYMMDDTHHMMSS or …Z as its calendar day. @throws RangeError. */
function untilDay(text: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(text);
  const bad = new RangeError("UNTIL takes a date like 20261231 or 20261231T000000Z");
  if (!m) throw bad;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) throw bad;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function byDayList(text: string, freq: Freq): ByDay[] {
  const out = text.split(",").map((item) => {
    const m = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item.trim());
    if (!m) throw new RangeError("BYDAY takes weekdays like MO,TU or, monthly and yearly, 1MO or -1FR");
    const n = m[1] === undefined ? 0 : Number(m[1]);
    if (m[1] !== undefined && n === 0) throw new RangeError("BYDAY ordinals are 1, 2, … or -1, -2, …, not 0");
    return { weekday: WEEKDAY_CODE_LIST.indexOf(m[2] as (typeof WEEKDAY_CODE_LIST)[number]), n };
  });
  if (out.some((d) => d.n !== 0) && freq !== "MONTHLY" && freq !== "YEARLY")
    throw new RangeError("BYDAY with an ordinal (like 1MO) needs FREQ=MONTHLY or FREQ=YEARLY");
  if (out.some((d) => d.n !== 0) && out.some((d) => d.n === 0))
    throw new RangeError("Use BYDAY with ordinals (1MO) or without (MO), not both in one rule");
  const seen = new Set(out.map((d) => `${d.n}${d.weekday}`));
  return out.filter((d) => seen.delete(`${d.n}${d.weekday}`));
}

/**
 * Read a repeat rule. Input: an RRULE value with or without "RRULE:", any case, parts in any order.
 * Output: the ParsedRule (defaults: INTERVAL 1, WKST MO). Only the grammar is checked here (not
 * caps like COUNT ≤ 1000): rules stored before those caps still read.
 * @throws RangeError with a user-readable reason naming the part (unknown or repeated part, bad
 *   value, FREQ missing or finer than daily, a part the frequency can't take).
 */
export function parseRecurrenceRule(input: string): ParsedRule {
  const text = input
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
  if (text === "" || /DTSTART/.test(text)) throw new RangeError(NOT_A_RULE);
  const parts = new Map<string, string>();
  for (const raw of text.split(";")) {
    const m = /^\s*([A-Z]+)\s*=\s*(\S.*?)\s*$/.exec(raw);
    if (!m) throw new RangeError(NOT_A_RULE);
    if (!KNOWN.has(m[1])) {
      if (/^(BYHOUR|BYMINUTE|BYSECOND|BYWEEKNO|BYEASTER|TZID|RDATE|EXDATE)$/.test(m[1]))
        throw new RangeError(
          `${m[1]} is not supported for meals: use FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYSETPOS, WKST`,
        );
      throw new RangeError(NOT_A_RULE);
    }
    if (parts.has(m[1])) throw new RangeError(`${m[1]} appears twice`);
    parts.set(m[1], m[2]);
  }
  const freqText = parts.get("FREQ") ?? "";
  if (!FREQS.includes(freqText as Freq)) {
    if (SUB_DAILY.has(freqText) || freqText === "") throw new RangeError("Meals repeat daily, weekly, monthly or yearly");
    throw new RangeError(NOT_A_RULE);
  }
  const freq = freqText as Freq;
  const num = (key: string): number | null => {
    const v = parts.get(key);
    if (v === undefined) return null;
    if (!/^\d{1,15}$/.test(v) || Number(v) === 0) throw new RangeError(`${key} takes a whole number of 1 or more`);
    return Number(v);
  };
  const list = (key: string, max: number, signed: boolean) => (parts.has(key) ? intList(key, parts.get(key)!, max, signed) : []);
  const wkst = parts.get("WKST");
  if (wkst !== undefined && !WEEKDAY_CODE_LIST.includes(wkst as (typeof WEEKDAY_CODE_LIST)[number]))
    throw new RangeError("WKST takes a weekday code: SU, MO, TU, WE, TH, FR or SA");
  if (parts.has("BYMONTHDAY") && freq === "WEEKLY") throw new RangeError("BYMONTHDAY can't be used with FREQ=WEEKLY (RFC 5545)");
  if (parts.has("BYYEARDAY") && freq !== "YEARLY") throw new RangeError("BYYEARDAY needs FREQ=YEARLY (RFC 5545)");
  if (parts.has("COUNT") && parts.has("UNTIL")) throw new RangeError("Use COUNT or UNTIL, not both (RFC 5545)");
  return {
    freq,
    interval: num("INTERVAL") ?? 1,
    count: num("COUNT"),
    untilDay: parts.has("UNTIL") ? untilDay(parts.get("UNTIL")!) : null,
    byDay: parts.has("BYDAY") ? byDayList(parts.get("BYDAY")!, freq) : [],
    byMonthDay: list("BYMONTHDAY", 31, true),
    byMonth: list("BYMONTH", 12, false),
    byYearDay: list("BYYEARDAY", 366, true),
    bySetPos: list("BYSETPOS", 366, true),
    wkst: wkst === undefined ? 1 : WEEKDAY_CODE_LIST.indexOf(wkst as (typeof WEEKDAY_CODE_LIST)[number]),
    text: [...parts].map(([k, v]) => `${k}=${v}`).join(";"),
  };
}
