// Projection profiles of ink pixels: skew of the text lines and the text lines themselves.
// Works on pixels rather than blobs, so faint dot-matrix print that breaks into fragments gives
// the same answer as solid print.

/** Ink pixel positions as interleaved x, y pairs. */
export type Points = Float32Array;

/** Row counts of `points` projected along angle `deg` (y' = y − x·tan), in bins of 1 px from `y0`. */
export function projectRows(points: Points, deg: number, stride = 1): { counts: Float64Array; y0: number } {
  const tan = Math.tan((deg * Math.PI) / 180);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < points.length; i += 2 * stride) {
    const y = points[i + 1] - points[i] * tan;
    if (y < min) min = y;
    if (y > max) max = y;
  }
  if (min > max) return { counts: new Float64Array(0), y0: 0 };
  const y0 = Math.floor(min);
  const counts = new Float64Array(Math.floor(max) - y0 + 1);
  for (let i = 0; i < points.length; i += 2 * stride) counts[Math.floor(points[i + 1] - points[i] * tan) - y0]++;
  return { counts, y0 };
}

function sharpness(points: Points, deg: number, stride: number): number {
  const { counts } = projectRows(points, deg, stride);
  let s = 0;
  for (let i = 0; i < counts.length; i++) s += counts[i] * counts[i];
  return s;
}

/**
 * Skew of the text lines in degrees, positive when lines descend to the right (image y grows
 * downwards): the angle whose row projection of the ink is sharpest (largest Σ count², the
 * projection-profile criterion of Postl 1986), searched over ±maxDeg in 0.25° steps on at most
 * ~20 000 sampled points, then refined in 0.05° steps on all of them. 0 for no ink.
 */
export function estimateSkew(points: Points, maxDeg = 8): number {
  const n = points.length / 2;
  if (n === 0) return 0;
  const stride = Math.max(1, Math.floor(n / 20_000));
  const search = (from: number, to: number, step: number, s: number) => {
    let best = 0;
    let bestScore = -1;
    const steps = Math.round((to - from) / step);
    for (let i = 0; i <= steps; i++) {
      const d = from + i * step;
      const score = sharpness(points, d, s);
      if (score > bestScore || (score === bestScore && Math.abs(d) < Math.abs(best))) {
        bestScore = score;
        best = d;
      }
    }
    return best;
  };
  const coarse = search(-maxDeg, maxDeg, 0.25, stride);
  const fine = search(coarse - 0.25, coarse + 0.25, 0.05, Math.max(1, Math.floor(stride / 4)));
  return Math.round(fine * 100) / 100;
}

/** A text line in the deskewed frame: rows top..bottom (inclusive) and its ink pixel count. */
export interface TextLine {
  top: number;
  bottom: number;
  ink: number;
}

/** Max of counts[a..b]. */
function peak(counts: Float64Array, a: number, b: number): number {
  let m = 0;
  for (let i = a; i <= b; i++) if (counts[i] > m) m = counts[i];
  return m;
}

/**
 * Split run [a, b] where two touching lines meet: at its lowest row in the middle 30 % of the run
 * when that row holds under 30 % of the smaller of the two peaks beside it; recursively. (Dips
 * nearer the ends are a line's own thin strokes: the bar rows of E or T hold more ink than the
 * rows between them, much more so in faint dot-matrix print.)
 */
function splitAtValleys(counts: Float64Array, a: number, b: number, out: [number, number][]): void {
  const edge = Math.max(3, Math.ceil(0.35 * (b - a + 1)));
  let m = -1;
  for (let i = a + edge; i <= b - edge; i++) if (m < 0 || counts[i] < counts[m]) m = i;
  if (m >= 0 && counts[m] < 0.1 * Math.min(peak(counts, a, m), peak(counts, m, b))) {
    splitAtValleys(counts, a, m - 1, out);
    splitAtValleys(counts, m + 1, b, out);
    return;
  }
  out.push([a, b]);
}

/**
 * Text lines from the row projection at angle `deg`: runs of rows holding at least 8 % of the
 * 90th-percentile row count (speckle between lines stays below it), with gaps of ≤ `joinGap` rows
 * closed (dot-matrix print has blank rows between its dot rows), runs split where two lines touch
 * (splitAtValleys) and runs under `minRows` rows dropped.
 */
export function findTextLines(points: Points, deg: number, joinGap = 2, minRows = 3): TextLine[] {
  const { counts, y0 } = projectRows(points, deg);
  if (counts.length === 0) return [];
  const sorted = Float64Array.from(counts).sort();
  const threshold = Math.max(1, 0.08 * sorted[Math.floor(sorted.length * 0.9)]);
  const runs: [number, number][] = [];
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] < threshold) continue;
    const last = runs[runs.length - 1];
    if (last && i - last[1] - 1 <= joinGap) last[1] = i;
    else runs.push([i, i]);
  }
  const split: [number, number][] = [];
  for (const run of runs) splitAtValleys(counts, run[0], run[1], split);
  return split
    .filter(([a, b]) => b - a + 1 >= minRows)
    .map(([a, b]) => {
      let ink = 0;
      for (let j = a; j <= b; j++) ink += counts[j];
      return { top: a + y0, bottom: b + y0, ink };
    });
}

/**
 * Text height in pixels: the ink-weighted median height of the text lines (long printed lines
 * outweigh stray marks and short stamps). Null when there is no line.
 */
export function lineHeight(lines: readonly TextLine[]): number | null {
  if (lines.length === 0) return null;
  const sorted = [...lines].map((l) => ({ h: l.bottom - l.top + 1, ink: l.ink })).sort((a, b) => a.h - b.h);
  const half = sorted.reduce((s, l) => s + l.ink, 0) / 2;
  let acc = 0;
  for (const l of sorted) {
    acc += l.ink;
    if (acc >= half) return l.h;
  }
  return sorted[sorted.length - 1].h;
}

/**
 * Text lines found separately in `strips` vertical strips of equal width (deskewed frame, deg 0):
 * curled or photographed-at-an-angle receipts have lines that are level nowhere across the whole
 * width but nearly so within a strip, so per-strip profiles keep neighbouring lines apart.
 */
export function findTextLinesInStrips(points: Points, strips = 4): TextLine[] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    if (points[i] < min) min = points[i];
    if (points[i] > max) max = points[i];
  }
  if (min > max) return [];
  const width = (max - min) / strips + 1e-6;
  const counts = new Array<number>(strips).fill(0);
  for (let i = 0; i < points.length; i += 2) counts[Math.min(strips - 1, Math.floor((points[i] - min) / width))]++;
  const parts = counts.map((n) => new Float32Array(2 * n));
  const fill = new Array<number>(strips).fill(0);
  for (let i = 0; i < points.length; i += 2) {
    const s = Math.min(strips - 1, Math.floor((points[i] - min) / width));
    parts[s][fill[s]++] = points[i];
    parts[s][fill[s]++] = points[i + 1];
  }
  return parts.flatMap((p) => findTextLines(p, 0)).sort((a, b) => a.top - b.top);
}

/**
 * Lines that are barcodes, not text: at least 1.4 text heights tall and 6 wide, with at least 80 %
 * of their ink in columns inked over half the line's height (bars run the full height of a
 * barcode — measured 0.90–0.95 on receipt barcodes; in text only upright strokes do: 0.1–0.6).
 */
export function barcodeLines(points: Points, lines: readonly TextLine[], textHeight: number): TextLine[] {
  return lines.filter((line) => {
    const height = line.bottom - line.top + 1;
    if (height < 1.4 * textHeight) return false;
    const columns = new Map<number, number>();
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < points.length; i += 2) {
      const y = points[i + 1];
      if (y < line.top || y >= line.bottom + 1) continue;
      const x = Math.floor(points[i]);
      columns.set(x, (columns.get(x) ?? 0) + 1);
      if (x < min) min = x;
      if (x > max) max = x;
    }
    if (max - min + 1 < 6 * textHeight) return false;
    let ink = 0;
    let inFull = 0;
    for (const n of columns.values()) {
      ink += n;
      if (n >= 0.5 * height) inFull += n;
    }
    return inFull >= 0.8 * ink;
  });
}
