import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  fromDayString,
  isBeforeToday,
  isValidDay,
  longDateWithOrdinal,
  ordinal,
  toDayString,
  weekDays,
  weekStartSunday,
  windowDays,
} from "./dates";

const originalTz = process.env.TZ;
/** Runs `fn` with the process in another time zone (Node re-reads TZ when it is assigned). */
function inZone<T>(tz: string, fn: () => T): T {
  process.env.TZ = tz;
  try {
    return fn();
  } finally {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  }
}
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("toDayString", () => {
  it("uses the local calendar day, not the UTC day", () => {
    inZone("America/New_York", () => {
      expect(toDayString(new Date(2026, 2, 1, 23, 30))).toBe("2026-03-01");
      expect(toDayString(new Date(2026, 2, 8, 0, 30))).toBe("2026-03-08");
    });
    inZone("Pacific/Auckland", () => {
      expect(toDayString(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
    });
  });

  it("throws for an invalid Date", () => {
    expect(() => toDayString(new Date("nope"))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it("adds and subtracts days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-10", 0)).toBe("2026-03-10");
  });

  it("does not drift across daylight-saving changes", () => {
    for (const tz of ["America/New_York", "Europe/London", "Australia/Sydney"]) {
      inZone(tz, () => {
        expect(addDays("2026-03-07", 1), tz).toBe("2026-03-08");
        expect(addDays("2026-03-28", 2), tz).toBe("2026-03-30");
        expect(addDays("2026-10-31", 1), tz).toBe("2026-11-01");
        expect(addDays("2026-11-01", 1), tz).toBe("2026-11-02");
        expect(addDays("2026-04-05", -7), tz).toBe("2026-03-29");
      });
    }
  });

  it("rejects malformed or impossible days", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("26-1-1", 1)).toThrow(RangeError);
    expect(isValidDay("2026-02-29")).toBe(false);
    expect(isValidDay("2028-02-29")).toBe(true);
  });
});

describe("weeks and windows", () => {
  it("starts weeks on Sunday", () => {
    expect(weekStartSunday("2026-11-23")).toBe("2026-11-22"); // Monday → Sunday before
    expect(weekStartSunday("2026-11-22")).toBe("2026-11-22"); // Sunday stays
    expect(weekStartSunday("2026-11-28")).toBe("2026-11-22"); // Saturday
  });

  it("lists the 7 days of the week from Sunday", () => {
    expect(weekDays("2026-03-04")).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
    ]);
    inZone("America/New_York", () => {
      expect(weekDays("2026-03-10")).toEqual([
        "2026-03-08",
        "2026-03-09",
        "2026-03-10",
        "2026-03-11",
        "2026-03-12",
        "2026-03-13",
        "2026-03-14",
      ]);
    });
  });

  it("lists a 4-day planner window by default", () => {
    expect(windowDays("2026-02-27")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(windowDays("2026-02-27", 2)).toEqual(["2026-02-27", "2026-02-28"]);
    expect(windowDays("2026-02-27", 0)).toEqual([]);
  });
});

describe("longDateWithOrdinal (SPEC §2)", () => {
  it("writes weekday, month, day with ordinal, year", () => {
    expect(longDateWithOrdinal(new Date(2026, 10, 23))).toBe("Monday, November 23rd, 2026");
    expect(longDateWithOrdinal(new Date(2026, 0, 1))).toBe("Thursday, January 1st, 2026");
    expect(longDateWithOrdinal(fromDayString("2026-02-12"))).toBe("Thursday, February 12th, 2026");
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
    [101, "101st"],
    [111, "111th"],
  ])("ordinal(%d) → %s", (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe("isBeforeToday (SPEC §5: earlier dates cannot be selected)", () => {
  it("compares calendar days", () => {
    expect(isBeforeToday("2026-03-07", "2026-03-08")).toBe(true);
    expect(isBeforeToday("2026-03-08", "2026-03-08")).toBe(false);
    expect(isBeforeToday("2026-03-09", "2026-03-08")).toBe(false);
    expect(isBeforeToday("2025-12-31", "2026-01-01")).toBe(true);
  });

  it("accepts today as a Date in local time", () => {
    inZone("America/New_York", () => {
      const lateEvening = new Date(2026, 2, 8, 23, 59);
      expect(isBeforeToday("2026-03-08", lateEvening)).toBe(false);
      expect(isBeforeToday("2026-03-07", lateEvening)).toBe(true);
    });
  });
});
