// Grey planes for the OCR preprocessing (issue 4). Pure TypeScript: runs in the browser on canvas
// ImageData and in Node on sharp's raw output alike.

import type { RgbaImage } from "../barcode/types";

/** One byte per pixel (0 = black, 255 = white), row-major, width × height. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Luma plane of an RGBA image, ITU-R BT.601 weights in 1/256 steps (77, 150, 29 ≈ 0.299, 0.587,
 * 0.114: what tesseract's own pixReadMem → grey conversion uses, near enough). Translucent pixels
 * are composited over white. Input untouched.
 */
export function toGray(image: RgbaImage): GrayImage {
  const { data, width, height } = image;
  const n = width * height;
  const out = new Uint8Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const l = (77 * data[i] + 150 * data[i + 1] + 29 * data[i + 2] + 128) >> 8;
    const a = data[i + 3];
    out[p] = a === 255 ? l : Math.round((l * a + 255 * (255 - a)) / 255);
  }
  return { data: out, width, height };
}

/** Opaque grey RGBA image (R = G = B, alpha 255) from a grey plane. */
export function grayToRgba(gray: GrayImage): RgbaImage {
  const { data, width, height } = gray;
  const out = new Uint8ClampedArray(width * height * 4);
  // One 32-bit store per pixel; 0x010101 × v + alpha is the same bytes in either byte order.
  const words = new Uint32Array(out.buffer);
  for (let p = 0; p < data.length; p++) words[p] = (0xff000000 | (data[p] * 0x010101)) >>> 0;
  return { data: out, width, height };
}

/**
 * Box-filter downsampling by an integer factor (each output pixel = mean of a factor × factor
 * block; edge blocks are partial). factor 1 returns the input itself.
 */
export function downsampleGray(gray: GrayImage, factor: number): GrayImage {
  const f = Math.max(1, Math.floor(factor));
  if (f === 1) return gray;
  const width = Math.ceil(gray.width / f);
  const height = Math.ceil(gray.height / f);
  const sum = new Uint32Array(width * height);
  const count = new Uint32Array(width * height);
  for (let y = 0; y < gray.height; y++) {
    const row = Math.floor(y / f) * width;
    for (let x = 0; x < gray.width; x++) {
      const o = row + Math.floor(x / f);
      sum[o] += gray.data[y * gray.width + x];
      count[o]++;
    }
  }
  const data = new Uint8Array(width * height);
  for (let p = 0; p < data.length; p++) data[p] = Math.round(sum[p] / count[p]);
  return { data, width, height };
}
