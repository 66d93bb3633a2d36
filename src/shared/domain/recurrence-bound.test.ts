import fc from "fast-check";
import * as rruleNs from "rrule";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { expandOccurrences, occurrenceDays, seriesProblem } from "./recurrence";
import { MAX_STEPS } from "./recurrence-expand";
import { dayArb, ruleArb } from "../../../test/shared/recurrence-arbitraries";

// rrule ships CommonJS for Node and ESM for bundlers: take the classes from wherever they are.
const rrule = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The slow reference: the rrule library walking from the first day (fine on small ranges). */
function reference(firstDay: string, rule: string, from: string, to: string): string[] {
  const rr = rrule.rrulestr(`RRULE:${rule}`, { dtstart: utc(firstDay) });
  return [...new Set(rr.between(utc(from), utc(to), true).map((d) => d.toISOString().slice(0, 10)))];
}

/**
 * Two rrule.js slips with BYSETPOS, where RFC 5545 and python-dateutil agree with us (pinned in
 * recurrence.test.ts): a negative position reaching before a short period picks its first day
 * (-2 of one day: `slice(-2)[0]`), and a day two positions pick is emitted, and counted for
 * COUNT, twice (Dates compared by identity). The comparison leaves those rules out.
 */
const rruleSlips = (rule: string) => /BYSETPOS=[^;]*-([2-9]|\d\d)/.test(rule) || (/COUNT=/.test(rule) && /BYSETPOS=[^;]*,/.test(rule));

/** Steps a 42-day window may cost without COUNT: two yearly periods (2 × 733) and change. */
const WINDOW_STEPS = 1_500;

describe("bounded recurrence expansion (issue 19 finding 3)", () => {
  it("any rule, also one stored before the limits, costs at most MAX_STEPS for a 42-day window; without COUNT at most two periods", () => {
    let most = 0;
    fc.assert(
      fc.property(ruleArb({ hostile: true }), dayArb(1, 9000), dayArb(1900, 2200), (rule, first, start) => {
        const end = addDays(start, 41);
        const run = expandOccurrences(first, rule, start, end);
        if (!run) return; // a rule that no longer reads: first day only, no expansion at all
        most = Math.max(most, run.steps);
        expect(run.steps).toBeLessThanOrEqual(MAX_STEPS);
        if (!/COUNT=/.test(rule)) expect(run.steps).toBeLessThanOrEqual(WINDOW_STEPS);
      }),
      { numRuns: 1500 },
    );
    expect(most).toBeGreaterThan(0);
  }, 60_000);

  it("valid rules: the same days as the rrule library on small ranges, wherever the window lies", () => {
    fc.assert(
      fc.property(
        ruleArb({ untilYears: [1900, 2205] }),
        dayArb(1900, 2195),
        fc.integer({ min: -40, max: 3 * 366 }),
        fc.integer({ min: 0, max: 60 }),
        (rule, first, offset, length) => {
          fc.pre(seriesProblem(first, rule) === null && !rruleSlips(rule));
          const start = addDays(first, offset);
          const end = addDays(start, length);
          expect(occurrenceDays(first, rule, start, end)).toEqual(reference(first, rule, start, end));
        },
      ),
      { numRuns: 600 },
    );
  }, 60_000);

  it("a window centuries after the first day: the same days as rrule, in a bounded number of steps", () => {
    const cases: [string, string, string][] = [
      ["1900-01-01", "FREQ=DAILY;INTERVAL=3", "2150-06-01"],
      ["1900-01-02", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=SU", "2199-12-01"],
      ["1903-01-31", "FREQ=MONTHLY", "2100-01-15"],
      ["1904-02-29", "FREQ=YEARLY", "2096-01-01"],
      ["1950-05-05", "FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR", "2188-03-01"],
      ["1900-01-01", "FREQ=YEARLY;BYMONTH=2,3;BYDAY=MO;BYSETPOS=-1", "2120-01-20"],
    ];
    for (const [first, rule, start] of cases) {
      const end = addDays(start, 41);
      const run = expandOccurrences(first, rule, start, end)!;
      expect(run.steps, rule).toBeLessThanOrEqual(WINDOW_STEPS);
      expect(occurrenceDays(first, rule, start, end), rule).toEqual(reference(first, rule, start, end));
    }
  }, 60_000);
});
