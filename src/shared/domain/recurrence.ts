/**
 * Recurring meals (issue 7 item 4): a meal plan entry's `recurrenceRule` is an RFC 5545 RRULE
 * value ("FREQ=WEEKLY;BYDAY=MO" = every Monday, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" = every
 * weekday), anchored at the entry's `day` (DTSTART). Days are calendar days, so daylight-saving
 * changes never move an occurrence.
 *
 * Issue 19 finding 3: one rule that never matches ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31" from the
 * year 0100) blocked the server for 16 s per planner read, because the rrule library walks from
 * the first day to the year 9999. Now the grammar is read strictly (recurrence-parse.ts), a new
 * rule must be able to match and keep the limits (recurrence-limits.ts, seriesProblem), and the
 * expansion itself is bounded (recurrence-expand.ts: jumps to the window, at most MAX_STEPS), so
 * rows stored before these checks can't stall a read either. rrule stays the reference the tests
 * compare the expansion with.
 */
import { dayNumberOf, dayString } from "./recurrence-calendar";
import { expandRule, type Expansion } from "./recurrence-expand";
import { PLAN_LAST_DAY, ruleLimitProblem } from "./recurrence-limits";
import { parseRecurrenceRule } from "./recurrence-parse";

/** Upper bound on occurrences returned for one window (a year of daily meals fits). */
export const MAX_OCCURRENCES = 400;

/**
 * Normalise and check a rule typed by a client (or found in an import file), without its first
 * day. Input: an RRULE value with or without the "RRULE:" prefix, any case. Output: the canonical
 * value (upper case, no prefix, parts trimmed).
 * @throws RangeError with a user-readable reason naming the part: not a rule, an unsupported or
 *   repeated part, finer than daily, a bad value, or a limit (COUNT ≤ 1000, INTERVAL, UNTIL in
 *   1900–2200, BYSETPOS within its period, BYMONTHDAY/BYYEARDAY that never fall in BYMONTH…).
 */
export function normalizeRecurrenceRule(input: string): string {
  const rule = parseRecurrenceRule(input);
  const problem = ruleLimitProblem(rule);
  if (problem) throw new RangeError(problem);
  return rule.text;
}

/**
 * Check a rule together with its first day (what normalizeRecurrenceRule can't see). Input: the
 * entry's day ('YYYY-MM-DD', a real day) and its rule. Output: null when the series gives at least
 * one meal day from `day` on and, with COUNT, can be counted to its end within the expansion's
 * step bound; else the reason: the rule's own problem, "UNTIL (…) is before the first day (…)",
 * "This rule never falls on a day between A and B", or COUNT too large for so rare a rule.
 * Cost: at most two bounded expansions (MAX_STEPS each).
 */
export function seriesProblem(day: string, input: string): string | null {
  let rule: ReturnType<typeof parseRecurrenceRule>;
  try {
    rule = parseRecurrenceRule(input);
  } catch (e) {
    return (e as Error).message;
  }
  const problem = ruleLimitProblem(rule);
  if (problem) return problem;
  if (rule.untilDay !== null && rule.untilDay < day) return `UNTIL (${rule.untilDay}) is before the meal's first day (${day})`;
  const first = dayNumberOf(day);
  const last = dayNumberOf(rule.untilDay ?? PLAN_LAST_DAY);
  const firstOne = expandRule(rule, first, first, last, 1);
  if (firstOne.days.length === 0) return `This rule never falls on a day between ${day} and ${dayString(firstOne.reached)}`;
  if (rule.count !== null && expandRule(rule, first, first, last).exhausted)
    return `COUNT=${rule.count} is too many for a rule that repeats this rarely: end it with UNTIL instead`;
  return null;
}

/**
 * The occurrences of a recurring entry in [startDay, endDay] (inclusive, 'YYYY-MM-DD') with the
 * work done, for callers and tests that watch the bound. Input as occurrenceDays. Output: the
 * Expansion (day numbers, steps ≤ MAX_STEPS, exhausted), or null when the stored rule no longer
 * reads. Never throws.
 */
export function expandOccurrences(firstDay: string, rule: string, startDay: string, endDay: string): Expansion | null {
  try {
    const parsed = parseRecurrenceRule(rule);
    return expandRule(parsed, dayNumberOf(firstDay), dayNumberOf(startDay), dayNumberOf(endDay), MAX_OCCURRENCES);
  } catch {
    return null;
  }
}

/**
 * The days in [startDay, endDay] (inclusive, 'YYYY-MM-DD') on which a recurring entry occurs.
 * Input: the entry's first day (DTSTART), its rule (normalizeRecurrenceRule form), the window,
 * and days skipped (EXDATE). Output: sorted days, at most MAX_OCCURRENCES. Costs at most MAX_STEPS
 * steps (about a millisecond) whatever the rule and days, also for rows stored before the limits.
 * Never throws: a rule that no longer reads yields only the first day when it lies in the window.
 */
export function occurrenceDays(
  firstDay: string,
  rule: string,
  startDay: string,
  endDay: string,
  skipped: ReadonlySet<string> = new Set(),
): string[] {
  const expansion = expandOccurrences(firstDay, rule, startDay, endDay);
  const days = expansion ? expansion.days.map(dayString) : firstDay >= startDay && firstDay <= endDay ? [firstDay] : [];
  return days.filter((d) => !skipped.has(d));
}
