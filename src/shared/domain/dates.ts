/**
 * Calendar days as 'YYYY-MM-DD' strings (SPEC §9: "Date sent as YYYY-MM-DD"; SPEC §3 meal plan
 * `day`). A day string has no time and no time zone: arithmetic on it is done with UTC calendar
 * fields, so adding days never drifts across daylight-saving changes. Conversion from a Date uses
 * the Date's local calendar fields (the user's own "today").
 * Weeks start on Sunday (SPEC §9: "weekly planner 7 days starting Sunday"); the enhanced planner
 * shows a 4-day window (SPEC §9).
 */

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days in the enhanced planner window (SPEC §9). */
export const PLANNER_WINDOW_DAYS = 4;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** True when `day` is a real calendar day written 'YYYY-MM-DD' ("2026-02-30" → false). */
export function isValidDay(day: string): boolean {
  return parseDay(day) !== null;
}

/** UTC midnight (ms) of a day string, or null when it is not a real 'YYYY-MM-DD' day. */
function parseDay(day: string): number | null {
  const m = typeof day === "string" ? DAY_RE.exec(day) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

function requireDay(day: string): number {
  const t = parseDay(day);
  if (t === null) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${String(day)}`);
  return t;
}

function fromUtc(t: number): string {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The local calendar day of a Date as 'YYYY-MM-DD' (not the UTC day: 23:30 on 1 March in
 * New York is "…-03-01"). Throws RangeError for an invalid Date.
 */
export function toDayString(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError("Invalid Date");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day string as a local Date at midnight (for calendars and `longDateWithOrdinal`). Throws RangeError when invalid. */
export function fromDayString(day: string): Date {
  const d = new Date(requireDay(day));
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/**
 * The day `n` days after `day` (n may be negative; non-integers are truncated).
 * Example: ("2026-03-07", 1) → "2026-03-08" in every time zone. Throws RangeError for a bad day.
 */
export function addDays(day: string, n: number): string {
  return fromUtc(requireDay(day) + Math.trunc(n) * MS_PER_DAY);
}

/** Day of week of a day string, 0 = Sunday … 6 = Saturday. Throws RangeError for a bad day. */
export function dayOfWeek(day: string): number {
  return new Date(requireDay(day)).getUTCDay();
}

/** The Sunday on or before `day` (SPEC §9 weeks start Sunday). Throws RangeError for a bad day. */
export function weekStartSunday(day: string): string {
  return addDays(day, -dayOfWeek(day));
}

/** The 7 days (Sunday … Saturday) of the week containing `day`. Throws RangeError for a bad day. */
export function weekDays(day: string): string[] {
  return windowDays(weekStartSunday(day), 7);
}

/**
 * `n` consecutive days starting at `startDay` (the enhanced planner uses n = 4, SPEC §9).
 * n < 1 or not finite → []. Throws RangeError for a bad day.
 */
export function windowDays(startDay: string, n: number = PLANNER_WINDOW_DAYS): string[] {
  requireDay(startDay);
  if (!Number.isFinite(n) || n < 1) return [];
  return Array.from({ length: Math.trunc(n) }, (_, i) => addDays(startDay, i));
}

/** English ordinal suffix: 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 111th. */
export function ordinal(n: number): string {
  const mod100 = Math.abs(n) % 100;
  const mod10 = Math.abs(n) % 10;
  const suffix = mod100 >= 11 && mod100 <= 13 ? "th" : mod10 === 1 ? "st" : mod10 === 2 ? "nd" : mod10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/**
 * SPEC §2 long date: weekday, month, day with ordinal, year, from the Date's local calendar.
 * Example: new Date(2026, 10, 23) → "Monday, November 23rd, 2026". Throws RangeError for an
 * invalid Date.
 */
export function longDateWithOrdinal(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError("Invalid Date");
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

/**
 * SPEC §5 add-to-plan rule: "dates earlier than the start of today cannot be selected".
 * True when `day` is before `today` (a day string, or a Date taken in local time).
 * Days compare as strings. Throws RangeError for an invalid day or Date.
 */
export function isBeforeToday(day: string, today: string | Date): boolean {
  requireDay(day);
  const t = typeof today === "string" ? (requireDay(today), today) : toDayString(today);
  return day < t;
}
