// Crop + deskew + scale in one resampling pass (bilinear), so the image is interpolated once.

import type { GrayImage } from "./gray";
import type { Box } from "./layout";

/**
 * The geometric part of a preprocessing decision, in source pixels: rotate by −deg about
 * (cx, cy) (see layout.deskewPoint), keep `box` of the rotated frame, scale it by `scale`.
 */
export interface WarpSpec {
  box: Box;
  deg: number;
  cx: number;
  cy: number;
  scale: number;
}

/** Output size of a warp: the box times the scale, at least 1 × 1. */
export function warpSize(spec: WarpSpec): { width: number; height: number } {
  return { width: Math.max(1, Math.round(spec.box.width * spec.scale)), height: Math.max(1, Math.round(spec.box.height * spec.scale)) };
}

/** Source position of output pixel (0, v) and the source step per output pixel along the row. */
function rowStart(spec: WarpSpec, v: number): { x: number; y: number; dx: number; dy: number } {
  const a = (spec.deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const inv = 1 / spec.scale;
  const dyr = spec.box.y + (v + 0.5) * inv - 0.5 - spec.cy;
  const dx0 = spec.box.x + 0.5 * inv - 0.5 - spec.cx;
  return { x: spec.cx + dx0 * cos - dyr * sin, y: spec.cy + dx0 * sin + dyr * cos, dx: cos * inv, dy: sin * inv };
}

/**
 * Resample `gray` through `spec` with bilinear interpolation; positions outside the source are
 * white (255), so the receipt's surroundings never reach the OCR engine. For scales well below 1
 * downsample first (gray.downsampleGray) to avoid aliasing.
 */
export function warpGray(gray: GrayImage, spec: WarpSpec): GrayImage {
  const { width, height } = warpSize(spec);
  const out = new Uint8Array(width * height);
  const { data, width: sw, height: sh } = gray;
  for (let v = 0; v < height; v++) {
    let { x, y } = rowStart(spec, v);
    const { dx, dy } = rowStart(spec, v);
    for (let u = 0, o = v * width; u < width; u++, o++, x += dx, y += dy) {
      if (x < -0.5 || y < -0.5 || x > sw - 0.5 || y > sh - 0.5) {
        out[o] = 255;
        continue;
      }
      const xc = x < 0 ? 0 : x > sw - 1 ? sw - 1 : x;
      const yc = y < 0 ? 0 : y > sh - 1 ? sh - 1 : y;
      const x0 = xc | 0;
      const y0 = yc | 0;
      const x1 = x0 + 1 < sw ? x0 + 1 : x0;
      const r0 = y0 * sw;
      const r1 = (y0 + 1 < sh ? y0 + 1 : y0) * sw;
      const fx = xc - x0;
      const fy = yc - y0;
      const top = data[r0 + x0] + (data[r0 + x1] - data[r0 + x0]) * fx;
      const bottom = data[r1 + x0] + (data[r1 + x1] - data[r1 + x0]) * fx;
      out[o] = (top + (bottom - top) * fy + 0.5) | 0;
    }
  }
  return { data: out, width, height };
}

/**
 * Resample a 0/1 mask through `spec`, nearest neighbour; outside = 0. The mask may be smaller
 * than the image `spec` was made for by an integer `factor` (a mask of a downsampled analysis
 * copy, mw × mh); positions are divided by it.
 */
export function warpMask(mask: Uint8Array, mw: number, mh: number, spec: WarpSpec, factor = 1): Uint8Array {
  const { width, height } = warpSize(spec);
  const out = new Uint8Array(width * height);
  for (let v = 0; v < height; v++) {
    let { x, y } = rowStart(spec, v);
    const { dx, dy } = rowStart(spec, v);
    for (let u = 0, o = v * width; u < width; u++, o++, x += dx, y += dy) {
      const xi = Math.round((x + 0.5) / factor - 0.5);
      const yi = Math.round((y + 0.5) / factor - 0.5);
      if (xi >= 0 && yi >= 0 && xi < mw && yi < mh) out[o] = mask[yi * mw + xi];
    }
  }
  return out;
}
