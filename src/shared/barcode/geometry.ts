// Geometric transforms on RgbaImage for the barcode retry passes (issue 4): rescale, rotate, add a
// border. Pure TypeScript like ./transforms.ts; every function returns a new grey, opaque image.

import { fromLuminance, toLuminance } from "./transforms";
import type { RgbaImage } from "./types";

/**
 * Grey copy resized by `factor` (> 0; 0.5 halves, 2 doubles each side; at least 1 × 1 pixel).
 * Shrinking averages the source box under each output pixel (no aliasing of thin bars);
 * enlarging interpolates bilinearly.
 */
export function scale(image: RgbaImage, factor: number): RgbaImage {
  if (!(factor > 0)) throw new RangeError(`scale factor must be > 0, got ${factor}`);
  const { width: sw, height: sh } = image;
  const w = Math.max(1, Math.round(sw * factor));
  const h = Math.max(1, Math.round(sh * factor));
  const src = toLuminance(image);
  const out = new Uint8Array(w * h);
  const fx = sw / w;
  const fy = sh / h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      out[y * w + x] =
        factor < 1 ? boxAverage(src, sw, x * fx, y * fy, fx, fy) : bilinear(src, sw, sh, (x + 0.5) * fx - 0.5, (y + 0.5) * fy - 0.5);
    }
  }
  return fromLuminance(out, w, h);
}

function boxAverage(src: Uint8Array, sw: number, x0: number, y0: number, bw: number, bh: number): number {
  const xa = Math.floor(x0);
  const ya = Math.floor(y0);
  const xb = Math.max(xa + 1, Math.floor(x0 + bw));
  const yb = Math.max(ya + 1, Math.floor(y0 + bh));
  let sum = 0;
  for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) sum += src[y * sw + x];
  return Math.round(sum / ((xb - xa) * (yb - ya)));
}

function bilinear(src: Uint8Array, sw: number, sh: number, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), sw - 1);
  const cy = Math.min(Math.max(y, 0), sh - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, sw - 1);
  const y1 = Math.min(y0 + 1, sh - 1);
  const dx = cx - x0;
  const dy = cy - y0;
  const top = src[y0 * sw + x0] * (1 - dx) + src[y0 * sw + x1] * dx;
  const bottom = src[y1 * sw + x0] * (1 - dx) + src[y1 * sw + x1] * dx;
  return Math.round(top * (1 - dy) + bottom * dy);
}

/**
 * Grey copy rotated clockwise by `degrees` (any angle; negative turns anticlockwise). Quarter
 * turns (90, 180, 270) move pixels exactly, 90 and 270 swapping width and height. Other angles
 * interpolate bilinearly onto a canvas just large enough for the whole rotated picture, the
 * uncovered corners filled with the image's brightest luma (a light background, like paper).
 */
export function rotate(image: RgbaImage, degrees: number): RgbaImage {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn % 90 === 0) return quarterTurns(image, turn / 90);
  const { width: w, height: h } = image;
  const src = toLuminance(image);
  const rad = (turn * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const ow = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin));
  const oh = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos));
  let fill = 0;
  for (const v of src) if (v > fill) fill = v;
  const out = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      // Inverse mapping: output pixel centre → source coordinates (rotate back about the centres).
      const dx = x + 0.5 - ow / 2;
      const dy = y + 0.5 - oh / 2;
      const sx = dx * cos + dy * sin + w / 2 - 0.5;
      const sy = -dx * sin + dy * cos + h / 2 - 0.5;
      const inside = sx > -0.5 && sy > -0.5 && sx < w - 0.5 && sy < h - 0.5;
      out[y * ow + x] = inside ? bilinear(src, w, h, sx, sy) : fill;
    }
  }
  return fromLuminance(out, ow, oh);
}

function quarterTurns(image: RgbaImage, quarters: number): RgbaImage {
  const { width: w, height: h } = image;
  const src = toLuminance(image);
  if (quarters === 0) return fromLuminance(src, w, h);
  const ow = quarters === 2 ? w : h;
  const oh = quarters === 2 ? h : w;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = quarters === 1 ? [h - 1 - y, x] : quarters === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      out[ny * ow + nx] = src[y * w + x];
    }
  }
  return fromLuminance(out, ow, oh);
}

/**
 * Grey copy with a border of `margin` pixels on every side, filled with the image's brightest
 * luma: gives a symbol that touches the edge of the picture the quiet zone its detector needs.
 */
export function pad(image: RgbaImage, margin: number): RgbaImage {
  const m = Math.max(0, Math.round(margin));
  const { width: w, height: h } = image;
  const src = toLuminance(image);
  let fill = 0;
  for (const v of src) if (v > fill) fill = v;
  const ow = w + 2 * m;
  const out = new Uint8Array(ow * (h + 2 * m)).fill(fill);
  for (let y = 0; y < h; y++) out.set(src.subarray(y * w, (y + 1) * w), (y + m) * ow + m);
  return fromLuminance(out, ow, h + 2 * m);
}
