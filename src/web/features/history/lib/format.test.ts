import { describe, expect, it } from "vitest";
import { describeRecord, timeAgo } from "./format";

describe("history formatting", () => {
  it("names the action and the amount without a sign", () => {
    expect(describeRecord({ action: "add", delta: "2.50", unit: "kg" })).toBe("Added 2.5 kg");
    expect(describeRecord({ action: "deduct", delta: "-1", unit: "pieces" })).toBe("Used 1 piece");
    expect(describeRecord({ action: "remove", delta: "-3", unit: "cups" })).toBe("Removed 3 cups");
    expect(describeRecord({ action: "add", delta: "2", unit: "pieces" })).toBe("Added 2 pieces");
    expect(describeRecord({ action: "deduct", delta: "-1", unit: "cups" })).toBe("Used 1 cup");
  });
  it("says how long ago", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(timeAgo("2026-11-23T11:59:40Z", now)).toBe("just now");
    expect(timeAgo("2026-11-23T11:15:00Z", now)).toBe("45 min ago");
    expect(timeAgo("2026-11-22T12:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2026-11-20T11:00:00Z", now)).toBe("3 days ago");
  });
});
