import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeRecurrenceRule, occurrenceDays, seriesProblem } from "./recurrence";
import { dateOf, dayNumber, weekdayOf } from "./recurrence-calendar";
import { EVERY_WEEKDAY_RULE, everyWeekOn } from "./recurrence-rules";

describe("recurring meals", () => {
  it("every Monday from a Monday, across a month end and the March DST change", () => {
    expect(occurrenceDays("2026-03-02", everyWeekOn(1), "2026-03-20", "2026-04-07")).toEqual(["2026-03-23", "2026-03-30", "2026-04-06"]);
  });

  it("every weekday skips weekends and the skipped day; nothing before the first day", () => {
    const days = occurrenceDays("2026-10-29", EVERY_WEEKDAY_RULE, "2026-10-25", "2026-11-03", new Set(["2026-11-02"]));
    expect(days).toEqual(["2026-10-29", "2026-10-30", "2026-11-03"]);
  });

  it("honours COUNT and UNTIL", () => {
    expect(occurrenceDays("2026-01-01", "FREQ=DAILY;COUNT=3", "2026-01-01", "2026-01-31")).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
    ]);
    expect(occurrenceDays("2026-01-01", "FREQ=WEEKLY;UNTIL=20260115T000000Z", "2026-01-01", "2026-02-28")).toHaveLength(3);
  });

  it("accepts prefixed, lower-case rules and refuses hourly or junk", () => {
    expect(normalizeRecurrenceRule("rrule:freq=weekly;byday=mo")).toBe("FREQ=WEEKLY;BYDAY=MO");
    expect(() => normalizeRecurrenceRule("FREQ=HOURLY")).toThrow(/daily, weekly/);
    expect(() => normalizeRecurrenceRule("every monday")).toThrow(RangeError);
    expect(() => normalizeRecurrenceRule("DTSTART:20260101\nFREQ=DAILY")).toThrow(RangeError);
  });
});

describe("repeat-rule limits (issue 19 finding 3)", () => {
  it.each([
    ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31", /BYMONTHDAY=31 never falls in BYMONTH=2/],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", /BYMONTHDAY=30 never falls in BYMONTH=2/],
    ["FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31", /BYMONTHDAY=31 never falls in BYMONTH=4,6,9,11/],
    ["FREQ=YEARLY;BYYEARDAY=367", /BYYEARDAY takes whole numbers/],
    ["FREQ=YEARLY;BYYEARDAY=-1;BYMONTH=1", /BYYEARDAY=-1 never falls on BYMONTH=1/],
    ["FREQ=YEARLY;BYYEARDAY=32;BYMONTHDAY=2", /BYYEARDAY=32 never falls on BYMONTHDAY=2/],
    ["FREQ=MONTHLY;BYDAY=MO;BYSETPOS=32", /BYSETPOS=32 can't pick from a month/],
    ["FREQ=DAILY;BYDAY=MO;BYSETPOS=2", /BYSETPOS=2 can't pick from a day/],
    ["FREQ=WEEKLY;BYSETPOS=1", /BYSETPOS needs/],
    ["FREQ=YEARLY;BYDAY=54MO", /a year has at most 53/],
    ["FREQ=YEARLY;BYMONTH=2;BYDAY=6MO", /a month has at most 5/],
    ["FREQ=WEEKLY;BYDAY=1MO", /needs FREQ=MONTHLY or FREQ=YEARLY/],
    ["FREQ=MONTHLY;BYDAY=1MO,TU", /not both/],
    ["FREQ=DAILY;COUNT=0", /COUNT takes a whole number of 1 or more/],
    ["FREQ=DAILY;COUNT=1001", /COUNT can be at most 1000/],
    ["FREQ=DAILY;COUNT=5;UNTIL=20260101", /COUNT or UNTIL, not both/],
    ["FREQ=DAILY;UNTIL=18991231", /UNTIL must be a day from 1900-01-01/],
    ["FREQ=DAILY;UNTIL=20260230", /UNTIL takes a date/],
    ["FREQ=YEARLY;INTERVAL=11", /INTERVAL can be at most 10 with FREQ=YEARLY/],
    ["FREQ=DAILY;INTERVAL=abc", /INTERVAL takes a whole number/],
    ["FREQ=WEEKLY;BYMONTHDAY=1", /BYMONTHDAY can't be used with FREQ=WEEKLY/],
    ["FREQ=MONTHLY;BYYEARDAY=1", /BYYEARDAY needs FREQ=YEARLY/],
    ["FREQ=DAILY;FREQ=WEEKLY", /FREQ appears twice/],
    ["FREQ=DAILY;BYWEEKNO=1", /BYWEEKNO is not supported/],
    ["FREQ=DAILY;BYDAY=XX", /BYDAY takes weekdays/],
    ["INTERVAL=2", /daily, weekly, monthly or yearly/],
  ])("refuses %s with its reason", (rule, reason) => {
    expect(() => normalizeRecurrenceRule(rule)).toThrow(reason);
  });

  it("checks a rule against its first day: UNTIL before it, never matching from it, COUNT too large for a rare rule", () => {
    expect(seriesProblem("2026-06-01", "FREQ=DAILY;UNTIL=20260531")).toMatch(
      /UNTIL \(2026-05-31\) is before the meal's first day \(2026-06-01\)/,
    );
    expect(seriesProblem("2026-01-05", "FREQ=DAILY;INTERVAL=7;BYDAY=TU")).toMatch(
      /never falls on a day between 2026-01-05 and \d{4}-\d\d-\d\d/,
    );
    expect(seriesProblem("2026-01-31", "FREQ=YEARLY;BYMONTH=2")).toMatch(/never falls on a day between 2026-01-31 and 2200-12-31/);
    expect(seriesProblem("2026-01-01", "FREQ=DAILY;BYMONTHDAY=13;BYDAY=FR;COUNT=1000")).toMatch(/COUNT=1000 is too many/);
    expect(seriesProblem("2026-01-01", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;COUNT=100")).toBeNull();
    for (const ok of [
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
      "FREQ=DAILY;COUNT=1000",
      "FREQ=WEEKLY;BYDAY=MO;COUNT=1000",
      "FREQ=MONTHLY;BYDAY=5FR",
    ])
      expect(seriesProblem("2026-01-01", ok), ok).toBeNull();
  });

  it("BYSETPOS picks nothing beyond a short period (RFC 5545; rrule.js would pick its first day) and a day once", () => {
    // 1970-01-01 is a Thursday: the first weekly period (WKST=SU) holds only Friday the 2nd.
    expect(occurrenceDays("1970-01-01", "FREQ=WEEKLY;BYDAY=SU,FR;BYSETPOS=-2;WKST=SU", "1970-01-01", "1970-01-11")).toEqual([
      "1970-01-04",
      "1970-01-11",
    ]);
    expect(occurrenceDays("2026-01-01", "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1,-5;COUNT=2", "2026-01-01", "2026-03-31")).toEqual([
      "2026-01-05",
      "2026-02-02",
    ]);
  });

  it("a stored rule outside the grammar shows its first day only; the calendar arithmetic agrees with Date in years 1–9999", () => {
    expect(occurrenceDays("2026-01-01", "FREQ=DAILY;BYHOUR=8", "2025-12-01", "2026-01-31")).toEqual(["2026-01-01"]);
    fc.assert(
      fc.property(fc.integer({ min: dayNumber(1, 1, 1), max: dayNumber(9999, 12, 31) }), (n) => {
        const d = new Date(0);
        d.setUTCFullYear(1970, 0, 1 + n);
        const { y, m, d: day } = dateOf(n);
        expect([y, m, day]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]);
        expect(dayNumber(y, m, day)).toBe(n);
        expect(weekdayOf(n)).toBe(d.getUTCDay());
      }),
      { numRuns: 2000 },
    );
  });
});
