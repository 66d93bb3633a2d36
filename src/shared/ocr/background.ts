// Background flattening: divide each pixel by an estimate of the paper brightness around it, so
// shadows, gradients and greyish paper become white while the ink keeps its anti-aliased edges
// (which tesseract's LSTM reads better than hard Sauvola edges on clean print).

import type { GrayImage } from "./gray";

/**
 * Paper brightness per cell of `cell` × `cell` px: the mean of the cell's pixels brighter than the
 * cell mean (in a cell with text those are mostly paper), raised to the median of its 3 × 3
 * neighbourhood of cells (a cell filled by a bold glyph borrows its neighbours' paper; a
 * shading gradient is not biased upwards as a neighbourhood maximum would be).
 */
function paperGrid(gray: GrayImage, cell: number): { grid: Float64Array; gw: number; gh: number } {
  const { data, width, height } = gray;
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const raw = new Float64Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const x0 = gx * cell;
      const y0 = gy * cell;
      const x1 = Math.min(width, x0 + cell);
      const y1 = Math.min(height, y0 + cell);
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += data[y * width + x];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      let upper = 0;
      let n = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const v = data[y * width + x];
          if (v >= mean) {
            upper += v;
            n++;
          }
        }
      }
      raw[gy * gw + gx] = n > 0 ? upper / n : mean;
    }
  }
  const grid = new Float64Array(gw * gh);
  const near: number[] = [];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      near.length = 0;
      for (let y = Math.max(0, gy - 1); y <= Math.min(gh - 1, gy + 1); y++) {
        for (let x = Math.max(0, gx - 1); x <= Math.min(gw - 1, gx + 1); x++) near.push(raw[y * gw + x]);
      }
      near.sort((a, b) => a - b);
      // The upper median: a cell filled by a bold glyph is outvoted, a shading gradient is not biased.
      grid[gy * gw + gx] = Math.max(raw[gy * gw + gx], near[near.length >> 1]);
    }
  }
  return { grid, gw, gh };
}

/**
 * Flatten the background of `gray` in place: v → min(255, 255 · v / paper), paper interpolated
 * bilinearly between cell centres of paperGrid(cell). Cells should be about one or two text
 * heights (a cell must see some paper). Returns the same image for chaining.
 */
export function flattenBackground(gray: GrayImage, cell: number): GrayImage {
  const c = Math.max(4, Math.round(cell));
  const { grid, gw, gh } = paperGrid(gray, c);
  const { data, width, height } = gray;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / c - 0.5));
    const gy0 = Math.floor(fy);
    const gy1 = Math.min(gh - 1, gy0 + 1);
    const ty = fy - gy0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / c - 0.5));
      const gx0 = Math.floor(fx);
      const gx1 = Math.min(gw - 1, gx0 + 1);
      const tx = fx - gx0;
      const top = grid[gy0 * gw + gx0] * (1 - tx) + grid[gy0 * gw + gx1] * tx;
      const bottom = grid[gy1 * gw + gx0] * (1 - tx) + grid[gy1 * gw + gx1] * tx;
      const paper = top * (1 - ty) + bottom * ty;
      const o = y * width + x;
      data[o] = paper <= 0 ? 255 : Math.min(255, Math.round((255 * data[o]) / paper));
    }
  }
  return gray;
}
