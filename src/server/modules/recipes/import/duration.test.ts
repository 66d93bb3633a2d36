import { describe, expect, it } from "vitest";
import { durationToMinutes } from "./duration";

describe("durationToMinutes", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT0H45M", 45],
    ["PT90M", 90],
    ["P1DT2H", 1560],
    ["PT1HMS", 60],
    ["1 hour 30 minutes", 90],
    ["1 hr 5 mins", 65],
    ["45 min", 45],
    ["1h30", 90],
    ["1 1/2 hours", 90],
    ["20 Minuten", 20],
  ])("%s → %i minutes", (text, minutes) => {
    expect(durationToMinutes(text)).toBe(minutes);
  });

  it("gives null for zero, empty or wordy values", () => {
    expect(durationToMinutes("PT0M")).toBeNull();
    expect(durationToMinutes("")).toBeNull();
    expect(durationToMinutes("overnight")).toBeNull();
    expect(durationToMinutes(undefined)).toBeNull();
  });
});
