// Pure image transforms on RgbaImage for the barcode retry passes (issue 4). No DOM, no Node APIs:
// the browser worker, the server and the tests run the same code. Every function returns a new
// image and leaves its input untouched. Colour output is always grey (R = G = B), alpha 255.

import type { RgbaImage } from "./types";

/**
 * Luma of one RGBA pixel, 0–255, with the integer weights zxing-cpp and zxing-wasm use for their
 * own RGBA → luminance conversion (306, 601, 117 / 1024 ≈ ITU-R BT.601 0.299, 0.587, 0.114), so a
 * transformed image binarizes as the original would. Translucent pixels are composited over white
 * (how a viewer shows a transparent PNG; zxing itself ignores alpha and would see black).
 */
function luma(data: Uint8ClampedArray, i: number): number {
  const l = (306 * data[i] + 601 * data[i + 1] + 117 * data[i + 2] + 512) >> 10;
  const a = data[i + 3];
  return a === 255 ? l : Math.round((l * a + 255 * (255 - a)) / 255);
}

/** Luminance plane of `image`: one byte per pixel, row-major, width × height (alpha over white). */
export function toLuminance(image: RgbaImage): Uint8Array {
  const n = image.width * image.height;
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) out[p] = luma(image.data, p * 4);
  return out;
}

/** True when any pixel of `image` is not fully opaque (alpha < 255). */
export function hasTransparency(image: RgbaImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** Grey RGBA image (alpha 255) from a luminance plane of width × height bytes. */
export function fromLuminance(lum: ArrayLike<number>, width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, i = 0; p < width * height; p++, i += 4) {
    const v = lum[p];
    data[i] = v;
    data[i + 1] = v;
    data[i + 2] = v;
    data[i + 3] = 255;
  }
  return { data, width, height };
}

/** Grey, opaque copy of `image` (BT.601 luma, translucent pixels composited over white). */
export function grayscale(image: RgbaImage): RgbaImage {
  return fromLuminance(toLuminance(image), image.width, image.height);
}

/** Negative of `image` (255 − luma): reads light-on-dark codes with dark-on-light detectors. */
export function invert(image: RgbaImage): RgbaImage {
  const lum = toLuminance(image);
  for (let p = 0; p < lum.length; p++) lum[p] = 255 - lum[p];
  return fromLuminance(lum, image.width, image.height);
}

/**
 * Linear contrast stretch: the luma at the `clipPercent` low percentile maps to 0 and the one at
 * the (100 − clipPercent) percentile to 255, values beyond are clipped. A flat image (both
 * percentiles equal) is returned as plain grey. Default 1 % clipping ignores specular highlights
 * and sensor noise.
 */
export function contrastStretch(image: RgbaImage, clipPercent = 1): RgbaImage {
  const lum = toLuminance(image);
  const hist = new Uint32Array(256);
  for (const v of lum) hist[v]++;
  const clip = Math.floor((lum.length * Math.min(Math.max(clipPercent, 0), 49)) / 100);
  let lo = 0;
  for (let seen = 0; lo < 255 && seen + hist[lo] <= clip; lo++) seen += hist[lo];
  let hi = 255;
  for (let seen = 0; hi > 0 && seen + hist[hi] <= clip; hi--) seen += hist[hi];
  if (hi > lo) {
    const k = 255 / (hi - lo);
    for (let p = 0; p < lum.length; p++) lum[p] = Math.min(255, Math.max(0, Math.round((lum[p] - lo) * k)));
  }
  return fromLuminance(lum, image.width, image.height);
}

/**
 * Gamma curve on luma: out = 255 × (in / 255) ^ gamma. A gamma above 1 darkens mid-tones and
 * spreads the light tones apart (bars on a bright, washed-out label in a darker scene); below 1
 * does the opposite.
 * @throws RangeError when gamma is not a positive number.
 */
export function adjustGamma(image: RgbaImage, gamma: number): RgbaImage {
  if (!(gamma > 0)) throw new RangeError(`gamma must be > 0, got ${gamma}`);
  const curve = new Uint8Array(256);
  for (let v = 0; v < 256; v++) curve[v] = Math.round(255 * Math.pow(v / 255, gamma));
  const lum = toLuminance(image);
  for (let p = 0; p < lum.length; p++) lum[p] = curve[lum[p]];
  return fromLuminance(lum, image.width, image.height);
}

/**
 * Unsharp mask on luma: out = in + amount × (in − mean of the 3 × 3 neighbourhood), clamped to
 * 0–255. `amount` 1 is a moderate sharpen; edges use their nearest in-image neighbours.
 */
export function sharpen(image: RgbaImage, amount = 1): RgbaImage {
  const { width: w, height: h } = image;
  const lum = toLuminance(image);
  const out = new Uint8Array(lum.length);
  for (let y = 0; y < h; y++) {
    const ys = [Math.max(0, y - 1) * w, y * w, Math.min(h - 1, y + 1) * w];
    for (let x = 0; x < w; x++) {
      const xl = Math.max(0, x - 1);
      const xr = Math.min(w - 1, x + 1);
      let sum = 0;
      for (const row of ys) sum += lum[row + xl] + lum[row + x] + lum[row + xr];
      const v = lum[y * w + x];
      out[y * w + x] = Math.min(255, Math.max(0, Math.round(v + amount * (v - sum / 9))));
    }
  }
  return fromLuminance(out, w, h);
}
