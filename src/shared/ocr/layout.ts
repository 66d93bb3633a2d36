// Geometry helpers of the OCR layout analysis: boxes, the deskew rotation, and which blobs are
// certainly not text (scanner borders, punched holes, barcodes, big hand-drawn marks).

import { boxHeight, boxWidth, type Component } from "./components";

/** Axis-aligned box in pixels (x, y = top-left). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rotate point (x, y) by −deg about (cx, cy): the frame in which lines skewed by deg are level. */
export function deskewPoint(x: number, y: number, deg: number, cx: number, cy: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * cos + dy * sin, cy - dx * sin + dy * cos];
}

/**
 * Blobs that are not text, to be painted white before OCR: anything taller than 3 text heights
 * (borders, hand-drawn marks), wide-and-tall blobs (over 3 × 1.5 text heights: shadows, logos),
 * very long ones (over 10 text heights: torn paper edges, thick rules; words do not touch),
 * solid round blots over 1.4 text heights (punched holes, ink dots; letters fill well under 60 %
 * of their box) and barcodes: runs of 10 or more thin bars (over 1.5 text heights tall, under
 * 0.35 of that wide) less than half a text height apart (tall condensed letters stand further
 * apart). Stamps and double-height titles (≤ 3 text heights) stay.
 * Output: one flag per component.
 */
export function nonTextBlobs(components: readonly Component[], textHeight: number): boolean[] {
  const bars = new Map<number, number[]>();
  const flags = components.map((c, i) => {
    const w = boxWidth(c);
    const h = boxHeight(c);
    if (h > 3 * textHeight) return true;
    if (w > 3 * textHeight && h > 1.5 * textHeight) return true;
    if (w > 10 * textHeight && h >= 0.35 * textHeight) return true;
    if (h > 1.5 * textHeight && w < 0.35 * h) {
      const key = Math.round((c.minY + c.maxY) / 2 / textHeight);
      bars.set(key, [...(bars.get(key) ?? []), i]);
    }
    return h > 1.4 * textHeight && w > 1.2 * textHeight && c.area > 0.6 * w * h;
  });
  for (const [key, list] of bars) {
    const row = [...list, ...(bars.get(key + 1) ?? [])].sort((a, b) => components[a].minX - components[b].minX);
    let start = 0;
    for (let j = 1; j <= row.length; j++) {
      const gap = j < row.length ? components[row[j]].minX - components[row[j - 1]].maxX : Infinity;
      if (gap < 0.5 * textHeight) continue;
      if (j - start >= 10) for (let t = start; t < j; t++) flags[row[t]] = true;
      start = j;
    }
  }
  return flags;
}

/** Band index (quarter text heights) → flat blobs centred in it. */
function flatBands(components: readonly Component[], textHeight: number, rowOf: (c: Component) => number): Map<number, number[]> {
  const bands = new Map<number, number[]>();
  components.forEach((c, i) => {
    const h = boxHeight(c);
    if (h >= 0.35 * textHeight || boxWidth(c) < 2 * h) return;
    const key = Math.round(rowOf(c) / (textHeight / 4));
    bands.set(key, [...(bands.get(key) ?? []), i]);
  });
  return bands;
}

/**
 * Ruled separators, to be painted white before OCR. Receipts print them between sections;
 * tesseract reads them as "——" or "eee" and, worse, merges them into the text line they touch.
 *  - solid rules: blobs over 3 text heights long and under 0.35 of one tall;
 *  - dashed rows: 6 or more flat blobs (under 0.35 text height tall, at least twice as wide)
 *    centred in one band of half a text height, crossed by at most a quarter as many other
 *    blobs (faint dot-matrix letters also break into flat bars, but upright strokes cross them);
 *  - blobs under half a text height tall centred in a `ruleRows` band (isolated thin rows of
 *    dots, dashes or stars; see ink.isolatedThinRows).
 * `rowOf` gives a blob's centre row in the deskewed frame. Output: one flag per component.
 */
export function ruleBlobs(components: readonly Component[], textHeight: number, ruleRows: readonly { top: number; bottom: number }[], rowOf: (c: Component) => number): boolean[] {
  const flags = components.map((c) => {
    const h = boxHeight(c);
    if (h < 0.35 * textHeight && boxWidth(c) > 3 * textHeight) return true;
    if (h >= 0.5 * textHeight || ruleRows.length === 0) return false;
    const y = rowOf(c);
    return ruleRows.some((r) => y >= r.top - 1 && y <= r.bottom + 1);
  });
  const bands = flatBands(components, textHeight, rowOf);
  const quarter = textHeight / 4;
  for (const [key, list] of bands) {
    const flats = [...list, ...(bands.get(key + 1) ?? [])];
    if (flats.length < 6) continue;
    const y = (key + 0.5) * quarter;
    let crossing = 0;
    for (const c of components) {
      const h = boxHeight(c);
      const mid = rowOf(c);
      if (c.area >= 3 && !(h < 0.35 * textHeight && boxWidth(c) >= 2 * h) && mid - h / 2 <= y && mid + h / 2 >= y) crossing++;
    }
    if (crossing <= 0.25 * flats.length) for (const i of flats) flags[i] = true;
  }
  return flags;
}
