import { describe, expect, it } from "vitest";
import type { Component } from "./components";
import { nonTextBlobs, ruleBlobs } from "./layout";
import { barcodeLines, estimateSkew, findTextLines, findTextLinesInStrips, lineHeight, type Points } from "./profile";

/** Ink points of `rows` text rows: glyphs `h` px tall, 1.8 h apart, lines sloping by `deg`. */
function rowsOfInk(rows: number, h: number, deg = 0, width = 400): Points {
  const slope = Math.tan((deg * Math.PI) / 180);
  const pts: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let x = 10; x < width; x++) {
      if (x % 10 >= 6) continue; // glyph gaps
      for (let dy = 0; dy < h; dy++) if ((x + dy) % 3 !== 0) pts.push(x, 20 + r * 1.8 * h + dy + x * slope);
    }
  }
  return Float32Array.from(pts);
}

const comp = (minX: number, minY: number, w: number, h: number, fill = 0.4): Component => ({ minX, minY, maxX: minX + w - 1, maxY: minY + h - 1, area: Math.round(w * h * fill) });

describe("projection profiles", () => {
  it("estimates skew to a tenth of a degree", () => {
    expect(estimateSkew(rowsOfInk(10, 12, 0))).toBe(0);
    expect(Math.abs(estimateSkew(rowsOfInk(10, 12, 2.4)) - 2.4)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(estimateSkew(rowsOfInk(10, 12, -3.1)) + 3.1)).toBeLessThanOrEqual(0.1);
    expect(estimateSkew(new Float32Array(0))).toBe(0);
  });

  it("finds the text lines and their height", () => {
    const lines = findTextLines(rowsOfInk(6, 12), 0);
    expect(lines).toHaveLength(6);
    expect(lines.every((l) => l.bottom - l.top + 1 === 12)).toBe(true);
    expect(lineHeight(lines)).toBe(12);
    expect(lineHeight([])).toBeNull();
  });

  it("keeps neighbouring lines apart per strip when the page is curled", () => {
    // Rows slope 1.5° — the whole-width profile smears them together, quarter-width strips do not.
    const pts = rowsOfInk(6, 10, 1.5, 800);
    expect(lineHeight(findTextLinesInStrips(pts))).toBeLessThanOrEqual(16);
    expect(lineHeight(findTextLines(pts, 0))!).toBeGreaterThan(30);
  });

  it("tells a barcode from a line of text by how much ink runs the full height", () => {
    const bars: number[] = [];
    for (let x = 0; x < 200; x++) if (x % 4 < 2) for (let y = 100; y < 140; y++) bars.push(x, y);
    const barcode = Float32Array.from(bars);
    const line = { top: 100, bottom: 139, ink: bars.length / 2 };
    expect(barcodeLines(barcode, [line], 20)).toHaveLength(1);
    // Double-height "E"s: one upright stroke and three bars each.
    const glyphs: number[] = [];
    for (let g = 0; g < 20; g++) {
      for (let y = 20; y < 60; y++) glyphs.push(g * 10, y, g * 10 + 1, y);
      for (const bar of [20, 38, 57]) for (let x = 2; x < 7; x++) for (let y = bar; y < bar + 3; y++) glyphs.push(g * 10 + x, y);
    }
    const text = Float32Array.from(glyphs);
    expect(barcodeLines(text, [{ top: 20, bottom: 59, ink: text.length / 2 }], 20)).toHaveLength(0);
  });
});

describe("non-text blobs", () => {
  const th = 20;
  it("flags borders, blots and barcode runs, not letters or double-height titles", () => {
    const letters = Array.from({ length: 12 }, (_, i) => comp(i * 16, 0, 12, 20));
    const title = Array.from({ length: 12 }, (_, i) => comp(i * 30, 100, 14, 40)); // double-height, condensed
    const border = comp(0, 300, 600, 80, 0.9);
    const blot = comp(0, 400, 32, 32, 0.8);
    const bars = Array.from({ length: 14 }, (_, i) => comp(i * 5, 500, 2, 45, 1));
    const flags = nonTextBlobs([...letters, ...title, border, blot, ...bars], th);
    expect(flags.slice(0, 24).some(Boolean)).toBe(false);
    expect(flags.slice(24)).toEqual(new Array(16).fill(true));
  });

  it("flags dashed rules and solid rules, keeps hyphens in text rows", () => {
    const dashes = Array.from({ length: 10 }, (_, i) => comp(i * 12, 50, 8, 3, 1));
    const rule = comp(0, 80, 200, 3, 1);
    const textRow = [...Array.from({ length: 10 }, (_, i) => comp(i * 12, 120, 8, 20)), comp(40, 128, 8, 3, 1)];
    const flags = ruleBlobs([...dashes, rule, ...textRow], th, [], (c) => (c.minY + c.maxY) / 2);
    expect(flags.slice(0, 11)).toEqual(new Array(11).fill(true));
    expect(flags.slice(11).some(Boolean)).toBe(false);
  });
});
