import { describe, expect, it } from "vitest";
import { durationToMinutes, wholeDurationMinutes } from "./recipe-duration";

describe("durationToMinutes: a recipe time field", () => {
  it.each<[unknown, number]>([
    [45, 45],
    ["45", 45],
    ["PT1H30M", 90],
    ["P0DT0H45M", 45],
    ["PT0H15M", 15],
    ["PT90M", 90],
    ["P1DT2H", 1560],
    ["PT0.5H", 30],
    ["PT1HMS", 60],
    ["1:30", 90],
    ["1 hour 30 minutes", 90],
    ["2 Hours 30 Minutes", 150],
    ["1 hr 5 mins", 65],
    ["45 min", 45],
    ["1h30", 90],
    ["1 1/2 hours", 90],
    ["1 1/2 hrs", 90],
    ["1-1/2 hours", 90],
    ["½ hour", 30],
    ["1 Day", 1440],
    ["20 Minuten", 20],
    ["30 Minuten", 30],
    ["1 Stunde 10 Min.", 70],
    ["1,5 Stunden", 90],
  ])("%s → %i minutes", (value, minutes) => {
    expect(durationToMinutes(value)).toBe(minutes);
  });

  it("plans for the longest end of a range", () => {
    expect(durationToMinutes("10-13 Minutes")).toBe(13);
    expect(durationToMinutes("1 to 2 hours")).toBe(120);
  });

  it("passes over the words around the time parts", () => {
    expect(durationToMinutes("Prep: 15 mins")).toBe(15);
    expect(durationToMinutes("1 hour, 30 minutes")).toBe(90);
    expect(durationToMinutes("30 mins (plus 1 hour chilling)")).toBe(90);
    expect(durationToMinutes("1 hour 30 at 180 degrees")).toBe(60);
  });

  it("gives null for zero, empty, wordy or absurd values", () => {
    expect(durationToMinutes("PT0M")).toBeNull();
    expect(durationToMinutes("PT")).toBeNull();
    expect(durationToMinutes("")).toBeNull();
    expect(durationToMinutes(0)).toBeNull();
    expect(durationToMinutes("overnight")).toBeNull();
    expect(durationToMinutes("soon")).toBeNull();
    expect(durationToMinutes(undefined)).toBeNull();
    expect(durationToMinutes(null)).toBeNull();
    expect(durationToMinutes(1e9)).toBeNull();
  });

  it("gives null for a negative ISO duration, as broken recipe plugins write, instead of reading its digits", () => {
    expect(durationToMinutes("PT-1200H5M")).toBeNull();
    expect(durationToMinutes("P-1D")).toBeNull();
  });
});

describe("wholeDurationMinutes: a line that is only a time", () => {
  it("reads the ways recipes write a duration, in several languages", () => {
    expect(wholeDurationMinutes("1h30")).toBe(90);
    expect(wholeDurationMinutes("1 Std. 30 Min.")).toBe(90);
    expect(wholeDurationMinutes("1½ hours")).toBe(90);
    expect(wholeDurationMinutes("PT1H5M")).toBe(65);
    expect(wholeDurationMinutes("about 45 minutes (plus chilling)")).toBe(45);
    expect(wholeDurationMinutes("1 heure 15")).toBe(75);
    expect(wholeDurationMinutes("1 ora e 10 minuti")).toBe(70);
    expect(wholeDurationMinutes("1 hour and 20 minutes")).toBe(80);
    expect(wholeDurationMinutes("45")).toBe(45);
  });

  it("takes the upper end of a range, as a time field does", () => {
    expect(wholeDurationMinutes("20-25 min")).toBe(25);
    expect(wholeDurationMinutes("20 a 25 minutos")).toBe(25);
  });

  it("refuses text that holds more than a duration", () => {
    expect(wholeDurationMinutes("until golden")).toBeNull();
    expect(wholeDurationMinutes("25 minutes or until set")).toBeNull();
    expect(wholeDurationMinutes("Prep: 15 mins")).toBeNull();
    expect(wholeDurationMinutes("2 eggs")).toBeNull();
    expect(wholeDurationMinutes("0 min")).toBeNull();
  });
});
