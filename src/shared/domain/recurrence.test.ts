import { describe, expect, it } from "vitest";
import { normalizeRecurrenceRule, occurrenceDays } from "./recurrence";
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
