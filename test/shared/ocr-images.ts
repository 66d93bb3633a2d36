// Synthetic images for the OCR preprocessing tests: "glyphs" are filled boxes, which is all the
// layout analysis looks at (heights, rows, skew, blobs). Test support only.

import type { RgbaImage } from "../../src/shared/barcode/types";

/** A width × height image of one grey level (opaque). */
export function blankImage(width: number, height: number, level = 255): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = data[i + 1] = data[i + 2] = level;
    data[i + 3] = 255;
  }
  return { data, width, height };
}

/** Paint the axis-aligned box [x, x + w) × [y, y + h) with a grey level (clipped to the image). */
export function fillBox(image: RgbaImage, x: number, y: number, w: number, h: number, level = 0): void {
  for (let yy = Math.max(0, Math.round(y)); yy < Math.min(image.height, Math.round(y + h)); yy++) {
    for (let xx = Math.max(0, Math.round(x)); xx < Math.min(image.width, Math.round(x + w)); xx++) {
      const i = (yy * image.width + xx) * 4;
      image.data[i] = image.data[i + 1] = image.data[i + 2] = level;
    }
  }
}

/** Grey level of pixel (x, y) (the red channel; our images are grey). */
export const levelAt = (image: RgbaImage, x: number, y: number) => image.data[(y * image.width + x) * 4];

export interface TextRows {
  /** Glyph height in px (the "capital height"). */
  glyph: number;
  rows: number;
  perRow: number;
  /** Degrees; positive = rows descend to the right. */
  skewDeg?: number;
  left?: number;
  top?: number;
  level?: number;
}

/**
 * Draw rows of glyph boxes (0.6 × glyph wide, 0.4 × glyph apart, rows 1.8 × glyph apart, every
 * fifth glyph a word gap) along lines sloping by skewDeg. Returns the bounding box of the ink.
 */
export function drawTextRows(image: RgbaImage, spec: TextRows): { x0: number; y0: number; x1: number; y1: number } {
  const { glyph, rows, perRow } = spec;
  const slope = Math.tan(((spec.skewDeg ?? 0) * Math.PI) / 180);
  const left = spec.left ?? 2 * glyph;
  const top = spec.top ?? 3 * glyph;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let r = 0; r < rows; r++) {
    for (let g = 0; g < perRow; g++) {
      if (g % 5 === 4) continue;
      const x = left + g * glyph;
      const y = top + r * 1.8 * glyph + x * slope;
      fillBox(image, x, y, 0.6 * glyph, glyph, spec.level ?? 0);
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x + 0.6 * glyph);
      box.y1 = Math.max(box.y1, y + glyph);
    }
  }
  return box;
}

/** Multiply every pixel by a left-to-right shading from `dark` (0–1) to 1: a shadow over the page. */
export function shade(image: RgbaImage, dark: number): void {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const f = dark + ((1 - dark) * x) / (image.width - 1);
      const i = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c] * f;
    }
  }
}
