import { describe, expect, it } from "vitest";
import { formatClock, formatDuration, stepTimers } from "./step-timers";

const secs = (text: string) => stepTimers(text).map((t) => t.seconds);

describe("stepTimers", () => {
  it("reads minutes, hours and seconds in English", () => {
    expect(stepTimers("Simmer 20 minutes.")).toEqual([{ text: "20 minutes", start: 7, end: 17, seconds: 1200 }]);
    expect(secs("Bake for 1 hour 15 minutes until golden")).toEqual([4500]);
    expect(secs("Bake for 1 hour and 15 minutes")).toEqual([4500]);
    expect(secs("Stir for 30 seconds")).toEqual([30]);
    expect(secs("Rest 10 mins, then fry 2 min.")).toEqual([600, 120]);
    expect(secs("Roast 1½ hours")).toEqual([5400]);
    expect(secs("Roast 1 1/2 hrs")).toEqual([5400]);
    expect(secs("Chill 2h")).toEqual([7200]);
    expect(secs("Let it rise for half an hour, then bake an hour")).toEqual([1800, 3600]);
  });

  it("keeps both ends of a range", () => {
    expect(stepTimers("Cook 5–7 min")).toEqual([{ text: "5–7 min", start: 5, end: 12, seconds: 420, minSeconds: 300 }]);
    expect(stepTimers("Boil 10 to 12 minutes")[0]).toMatchObject({ seconds: 720, minSeconds: 600 });
    expect(stepTimers("Bake 25-30 minutes")[0]).toMatchObject({ seconds: 1800, minSeconds: 1500 });
  });

  it("reads German, French, Spanish, Italian, Dutch and Portuguese", () => {
    expect(secs("20 Minuten köcheln lassen")).toEqual([1200]);
    expect(secs("1 Std. 30 Min. backen")).toEqual([5400]);
    expect(secs("1 Stunde und 10 Minuten garen")).toEqual([4200]);
    expect(secs("Cuire 1 h 30.")).toEqual([5400]);
    expect(secs("Laisser reposer 2 heures")).toEqual([7200]);
    expect(secs("Hornear 10 minutos")).toEqual([600]);
    expect(secs("Cocinar 1 hora y 20 minutos")).toEqual([4800]);
    expect(secs("Cuocere 1 ora e 10 minuti")).toEqual([4200]);
    expect(secs("Cuocere per 8 minuti")).toEqual([480]);
    expect(secs("2 uur laten rijzen, dan 1 minuut roeren")).toEqual([7200, 60]);
    expect(secs("Asse por 40 minutos, ou 1 hora")).toEqual([2400, 3600]);
    expect(stepTimers("5 bis 7 Minuten")[0]).toMatchObject({ seconds: 420, minSeconds: 300 });
  });

  it("starts nothing for amounts, temperatures and sizes", () => {
    expect(stepTimers("Preheat the oven to 180 °C and cut 2 cm cubes")).toEqual([]);
    expect(stepTimers("Add 200 g flour and 2 eggs; serves 4")).toEqual([]);
    expect(stepTimers("Season to taste")).toEqual([]);
    expect(stepTimers("Whisk the hummus")).toEqual([]);
    expect(stepTimers("Use 4 shallots")).toEqual([]);
  });

  it("does not keep zero or day-long times", () => {
    expect(stepTimers("0 minutes")).toEqual([]);
    expect(stepTimers("Marinate 48 hours")).toEqual([]);
  });
});

describe("formatting", () => {
  it("writes durations and countdowns", () => {
    expect(formatDuration(4500)).toBe("1 h 15 min");
    expect(formatDuration(45)).toBe("45 s");
    expect(formatClock(245)).toBe("4:05");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(formatClock(-3)).toBe("0:00");
  });
});
