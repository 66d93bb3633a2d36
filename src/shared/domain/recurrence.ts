/**
 * Recurring meals (issue 7 item 4): a meal plan entry's `recurrenceRule` is an RFC 5545 RRULE
 * value ("FREQ=WEEKLY;BYDAY=MO" = every Monday, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" = every
 * weekday), anchored at the entry's `day` (DTSTART). Days are calendar days, expanded in UTC so
 * daylight-saving changes never move an occurrence. Expansion uses the rrule library.
 */
import * as rruleNs from "rrule";

// rrule ships CommonJS for Node and ESM for bundlers: take the classes from wherever they are.
const rrule = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs;

/** Frequencies a meal may repeat at (finer ones — hourly, minutely — make no sense for meals). */
const MEAL_FREQUENCIES = new Set([rrule.RRule.DAILY, rrule.RRule.WEEKLY, rrule.RRule.MONTHLY, rrule.RRule.YEARLY]);

/** Upper bound on occurrences returned for one window (a year of daily meals fits). */
export const MAX_OCCURRENCES = 400;

function utcMidnight(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Normalise and check a rule typed by a client. Input: an RRULE value with or without the
 * "RRULE:" prefix, any case. Output: the canonical value (upper case, no prefix, no DTSTART).
 * @throws RangeError with a user-readable message when it is not an RRULE, has DTSTART (the
 *   entry's day is the start), or repeats more often than daily.
 */
export function normalizeRecurrenceRule(input: string): string {
  const value = input
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
  if (value === "" || /DTSTART/.test(value)) throw new RangeError("Enter a repeat rule like FREQ=WEEKLY;BYDAY=MO");
  let options: ReturnType<typeof rrule.RRule.parseString>;
  try {
    options = rrule.RRule.parseString(value);
  } catch {
    throw new RangeError("Enter a repeat rule like FREQ=WEEKLY;BYDAY=MO");
  }
  if (options.freq === undefined || !MEAL_FREQUENCIES.has(options.freq))
    throw new RangeError("Meals repeat daily, weekly, monthly or yearly");
  return value;
}

/**
 * The days in [startDay, endDay] (inclusive, 'YYYY-MM-DD') on which a recurring entry occurs.
 * Input: the entry's first day (DTSTART), its rule (normalizeRecurrenceRule form), the window,
 * and days skipped (EXDATE). Output: sorted days, at most MAX_OCCURRENCES. Never throws: a rule
 * that no longer parses yields only the first day when it lies in the window.
 */
export function occurrenceDays(
  firstDay: string,
  rule: string,
  startDay: string,
  endDay: string,
  skipped: ReadonlySet<string> = new Set(),
): string[] {
  let days: string[];
  try {
    const rr = rrule.rrulestr(`RRULE:${rule}`, { dtstart: utcMidnight(firstDay) });
    const from = utcMidnight(startDay < firstDay ? firstDay : startDay);
    days = rr.between(from, utcMidnight(endDay), true, (_d, i) => i < MAX_OCCURRENCES).map(dayOf);
  } catch {
    days = firstDay >= startDay && firstDay <= endDay ? [firstDay] : [];
  }
  return days.filter((d) => !skipped.has(d));
}
