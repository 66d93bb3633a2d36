// Helpers of the layout analysis (analyse.ts): ink point sets, the deskewed frame, the text box,
// mask dilation.

import { boxHeight, boxWidth, type Component } from "./components";
import { deskewPoint, type Box } from "./layout";
import type { Points, TextLine } from "./profile";

/** Grow a 0/1 mask by one pixel in all 8 directions. */
export function dilate(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (mask[y * w + x] === 0) continue;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) out[yy * w + xx] = 1;
      }
    }
  }
  return out;
}

/** Blobs that may be text: not page-sized (≤ 1/12 of the height or 80 px, ≤ ½ the width), not single pixels. */
export function maybeText(components: readonly Component[], w: number, h: number): boolean[] {
  return components.map((c) => boxHeight(c) <= Math.max(h / 12, 80) && boxWidth(c) <= w / 2 && c.area >= 2);
}

/** Positions (x, y pairs) of the pixels of the blobs flagged in `keep`; labels from labelComponents. */
export function inkPoints(labels: Int32Array, keep: readonly boolean[], w: number): Points {
  let n = 0;
  for (let p = 0; p < labels.length; p++) if (labels[p] >= 0 && keep[labels[p]]) n++;
  const points = new Float32Array(2 * n);
  let i = 0;
  for (let p = 0; p < labels.length; p++) {
    if (labels[p] < 0 || !keep[labels[p]]) continue;
    points[i++] = p % w;
    points[i++] = Math.floor(p / w);
  }
  return points;
}

/** Rotate every point by −deg about (cx, cy) (layout.deskewPoint): the deskewed frame. */
export function deskewPoints(points: Points, deg: number, cx: number, cy: number): Points {
  const out = new Float32Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    const [x, y] = deskewPoint(points[i], points[i + 1], deg, cx, cy);
    out[i] = x;
    out[i + 1] = y;
  }
  return out;
}

/** Percentile (0–1) of a numeric array, nearest rank. */
function percentile(values: Float32Array, q: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))];
}

/**
 * Text box in the deskewed frame: rows from the first to the last text line of ≥ 0.5 text height,
 * columns from the 0.2 to the 99.8 percentile of those lines' ink, grown by 1.5 text heights.
 */
export function textBoxOf(rotated: Points, lines: readonly TextLine[], textHeight: number): Box | null {
  const body = lines.filter((l) => l.bottom - l.top + 1 >= 0.5 * textHeight);
  if (body.length === 0) return null;
  const top = body[0].top;
  const bottom = body[body.length - 1].bottom;
  const xs: number[] = [];
  for (let i = 0; i < rotated.length; i += 2) if (rotated[i + 1] >= top && rotated[i + 1] <= bottom + 1) xs.push(rotated[i]);
  if (xs.length === 0) return null;
  const arr = Float32Array.from(xs);
  const margin = 1.5 * textHeight;
  const x0 = percentile(arr, 0.002) - margin;
  const x1 = percentile(arr, 0.998) + margin;
  return { x: Math.floor(x0), y: Math.floor(top - margin), width: Math.ceil(x1 - x0), height: Math.ceil(bottom + 1 - top + 2 * margin) };
}

/**
 * Rows of separator marks among fine profile runs (findTextLines with minRows 1): runs under 0.45
 * text height with no other run within a quarter text height above or below. Faint print breaks
 * a text line into several thin runs close together; a row of dashes stands alone.
 */
export function isolatedThinRows(runs: readonly TextLine[], textHeight: number): TextLine[] {
  const gap = 0.25 * textHeight;
  return runs.filter((r, i) => {
    if (r.bottom - r.top + 1 >= 0.45 * textHeight) return false;
    const above = i > 0 ? r.top - runs[i - 1].bottom - 1 : Infinity;
    const below = i + 1 < runs.length ? runs[i + 1].top - r.bottom - 1 : Infinity;
    return above >= gap && below >= gap;
  });
}
