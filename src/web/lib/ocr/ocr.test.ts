import { describe, expect, it } from "vitest";
import { overallProgress, stageOfStatus } from "./ocr";

describe("OCR progress", () => {
  it("maps each stage onto its share of the bar", () => {
    expect(overallProgress("preparing", 0)).toBe(0);
    expect(overallProgress("preparing", 1)).toBeCloseTo(0.1);
    expect(overallProgress("loading", 0.5)).toBeCloseTo(0.2);
    expect(overallProgress("reading", 0)).toBeCloseTo(0.3);
    expect(overallProgress("reading", 1)).toBe(1);
  });

  it("with the engine already warm, reading fills the bar from 10 % (no loading step)", () => {
    expect(overallProgress("preparing", 1, true)).toBeCloseTo(0.1);
    expect(overallProgress("reading", 0, true)).toBeCloseTo(0.1);
    expect(overallProgress("reading", 0.5, true)).toBeCloseTo(0.55);
    expect(overallProgress("reading", 1, true)).toBe(1);
  });

  it("clamps odd progress values", () => {
    expect(overallProgress("reading", 2)).toBe(1);
    expect(overallProgress("reading", -1)).toBeCloseTo(0.3);
    expect(overallProgress("loading", Number.NaN)).toBeCloseTo(0.1);
  });

  it("treats tesseract's recognising status as reading, the rest as loading", () => {
    expect(stageOfStatus("recognizing text")).toBe("reading");
    expect(stageOfStatus("loading language traineddata")).toBe("loading");
    expect(stageOfStatus("initializing api")).toBe("loading");
  });
});
