import { describe, expect, it } from "vitest";
import { addOutcome, EMPTY_STATS } from "./decode-stats";

describe("camera test readout", () => {
  it("counts frames and reads, keeps the last read and the time per decode", () => {
    let s = addOutcome(EMPTY_STATS, { result: null, ms: 20 });
    s = addOutcome(s, { result: { text: "4006381333931", format: "EAN-13" }, ms: 10 });
    s = addOutcome(s, { result: null, ms: 30 });
    expect(s).toEqual({ frames: 3, reads: 1, lastMs: 30, totalMs: 60, last: { text: "4006381333931", format: "EAN-13" } });
  });
});
