import { describe, expect, it } from "vitest";
import { displayDay, displayQty, displayUnit } from "./format";

describe("pantry display formats", () => {
  it("shows quantities without float noise or trailing zeros", () => {
    expect(displayQty("2.50")).toBe("2.5");
    expect(displayQty("1000")).toBe("1,000");
    expect(displayQty("0.333")).toBe("0.33");
    expect(displayQty("abc")).toBe("abc");
  });
  it("uses the singular of a unit for exactly 1, never '1 pieces'", () => {
    expect(displayUnit("1", "pieces")).toBe("piece");
    expect(displayUnit("1.0", "cups")).toBe("cup");
    expect(displayUnit("1", "lbs")).toBe("lb");
    expect(displayUnit("1", "kg")).toBe("kg");
    expect(displayUnit("2", "pieces")).toBe("pieces");
    expect(displayUnit("0.5", "cups")).toBe("cups");
    expect(displayUnit("1", "bottles")).toBe("bottle");
    expect(displayUnit("1", "ea")).toBe("piece");
  });
  it("shows best-before days short, with the year only when it is not this year", () => {
    expect(displayDay("2026-11-25", "2026-03-01")).toBe("Nov 25");
    expect(displayDay("2027-01-03", "2026-12-30")).toBe("Jan 3, 2027");
    expect(displayDay("not-a-day", "2026-03-01")).toBe("not-a-day");
  });
});
