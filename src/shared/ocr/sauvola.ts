// Sauvola adaptive thresholding (J. Sauvola, M. Pietikäinen, "Adaptive document image
// binarization", Pattern Recognition 33 (2000) 225–236): a pixel is ink when it is darker than
//   T = m · (1 + k · (s / R − 1))
// with m and s the mean and standard deviation of the grey values in a window around it and R the
// dynamic range of s (128 for 8-bit images). Unlike one global (Otsu) threshold it copes with
// shadows, gradients and dark scanner borders, which is why raw receipt photos read badly.

import type { GrayImage } from "./gray";

/** Sauvola parameters. */
export interface SauvolaOptions {
  /** Window side in pixels (odd; even values grow by one). ~2–4 text heights works for print. */
  window: number;
  /** Sensitivity k: 0.2 as in scikit-image's threshold_sauvola default; lower keeps faint ink. */
  k?: number;
  /** Dynamic range R of the standard deviation: 128 for 8-bit grey (Sauvola's paper). */
  r?: number;
}

/**
 * Ink mask of a grey image: 1 where the pixel is darker than its local Sauvola threshold, else 0
 * (row-major, width × height). Window statistics come from running column sums, so time is
 * O(pixels) whatever the window and extra memory is O(width) — fine for 10+ megapixel photos.
 * Windows are clipped at the borders (means over the pixels that exist).
 */
export function sauvolaMask(gray: GrayImage, options: SauvolaOptions): Uint8Array {
  const { data, width: w, height: h } = gray;
  const k = options.k ?? 0.2;
  const range = options.r ?? 128;
  const rad = Math.max(1, Math.floor(options.window / 2));
  const colSum = new Float64Array(w);
  const colSq = new Float64Array(w);
  const preSum = new Float64Array(w + 1);
  const preSq = new Float64Array(w + 1);
  const out = new Uint8Array(w * h);

  const addRow = (y: number, sign: number) => {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const v = data[o + x];
      colSum[x] += sign * v;
      colSq[x] += sign * v * v;
    }
  };
  for (let y = 0; y <= Math.min(rad, h - 1); y++) addRow(y, 1);

  for (let y = 0; y < h; y++) {
    if (y > 0 && y + rad < h) addRow(y + rad, 1);
    if (y - rad - 1 >= 0) addRow(y - rad - 1, -1);
    const rows = Math.min(h - 1, y + rad) - Math.max(0, y - rad) + 1;
    for (let x = 0; x < w; x++) {
      preSum[x + 1] = preSum[x] + colSum[x];
      preSq[x + 1] = preSq[x] + colSq[x];
    }
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const x0 = x - rad < 0 ? 0 : x - rad;
      const x1 = x + rad >= w ? w - 1 : x + rad;
      const n = (x1 - x0 + 1) * rows;
      const mean = (preSum[x1 + 1] - preSum[x0]) / n;
      const variance = (preSq[x1 + 1] - preSq[x0]) / n - mean * mean;
      const sd = variance > 0 ? Math.sqrt(variance) : 0;
      const t = mean * (1 + k * (sd / range - 1));
      out[o + x] = data[o + x] < t ? 1 : 0;
    }
  }
  return out;
}
