// Receipt photo → image for tesseract (issue 4), decided per image: crop to the text, deskew,
// scale the text to the height tesseract reads best, paint non-text marks white (borders, holes,
// barcodes, ruled separators, big handwriting) and flatten the paper's shading.
// Pure TypeScript, no DOM or Node APIs: the browser runs it on canvas ImageData, Node on sharp's
// raw RGBA output. Measured choices and their numbers: bench/receipts.md.

import type { RgbaImage } from "../barcode/types";
import { analyseLayout } from "./analyse";
import { flattenBackground } from "./background";
import { downsampleGray, grayToRgba, toGray, type GrayImage } from "./gray";
import type { Box } from "./layout";
import { sauvolaMask } from "./sauvola";
import { warpGray, warpMask, type WarpSpec } from "./warp";

/**
 * Text height (px, ≈ capital height on receipts) the output is scaled to. The tesseract docs
 * ("Improving the quality of the output") advise an x-height of at least ~20 px; on our receipt
 * bench (bench/receipts.md) targets of 24, 28, 32 and 36 px gave median CER 0.098, 0.098, 0.094
 * and 0.097 (mean 0.111, 0.114, 0.107, 0.111): a plateau, 32 px slightly best.
 */
export const TARGET_TEXT_HEIGHT = 32;
/** Scale limits: never shrink text below half nor enlarge above 4× (beyond, blur dominates). */
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 4;
/** Skews smaller than this (degrees) are left alone: rotation costs a resampling blur. */
export const MIN_DESKEW_DEG = 0.3;

/**
 * How the output pixels are made after the warp: background-flattened grey (the default: best on
 * the bench), plain grey, or Sauvola-binarised black/white (measured worse: 0.136 vs 0.098 median
 * CER — tesseract's LSTM reads anti-aliased edges better than hard ones).
 */
export type OcrOutputMode = "flatten" | "grey" | "binarize";

/** Knobs for the bench and tests; the defaults are what the app uses. */
export interface OcrPreprocessOptions {
  targetTextHeight?: number;
  mode?: OcrOutputMode;
  /** Sauvola k for mode "binarize" (default 0.2). */
  k?: number;
}

/** What was done to an image, for logs, the bench and the browser's "how we read it" hint. */
export interface OcrPreprocessDecision {
  /** Text height found in the input (px), or null when no text-like blobs were found. */
  textHeightPx: number | null;
  scale: number;
  skewDeg: number;
  /** Kept region, in the deskewed frame of the input (px); null = whole image. */
  crop: Box | null;
  mode: OcrOutputMode;
  /** Non-text blobs painted white (borders, holes, barcodes, separators, big marks). */
  erasedBlobs: number;
  width: number;
  height: number;
  /** One-line human summary, e.g. "text 11 px → ×2.55, deskew -1.2°, crop 612×980, 14 marks erased, flatten". */
  summary: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function summarise(d: Omit<OcrPreprocessDecision, "summary">): string {
  if (d.textHeightPx === null) return "no text found: image unchanged (grey)";
  const parts = [`text ${Math.round(d.textHeightPx)} px → ×${d.scale}`];
  if (d.skewDeg !== 0) parts.push(`deskew ${d.skewDeg}°`);
  if (d.crop) parts.push(`crop ${d.crop.width}×${d.crop.height}`);
  if (d.erasedBlobs > 0) parts.push(`${d.erasedBlobs} marks erased`);
  parts.push(d.mode);
  return parts.join(", ");
}

/** Warp with a prior integer box-downsample when shrinking by more than ×0.7 (anti-aliasing). */
function resample(gray: GrayImage, spec: WarpSpec): GrayImage {
  const f = spec.scale < 0.7 ? Math.floor(1 / spec.scale) : 1;
  if (f === 1) return warpGray(gray, spec);
  const small = downsampleGray(gray, f);
  const box = { x: spec.box.x / f, y: spec.box.y / f, width: spec.box.width / f, height: spec.box.height / f };
  return warpGray(small, { box, deg: spec.deg, cx: spec.cx / f, cy: spec.cy / f, scale: spec.scale * f });
}

/**
 * Preprocess a receipt photo for OCR and say what was done.
 * Input: RGBA pixels (canvas ImageData or sharp raw output), any size.
 * Output: { image: opaque grey RGBA (R = G = B), decision }.
 * Steps: grey → layout analysis (analyse.ts: text height, skew, text box, non-text marks) → one
 * bilinear warp (crop to the text box, deskew when |skew| ≥ MIN_DESKEW_DEG, scale the text to
 * TARGET_TEXT_HEIGHT within MIN_SCALE..MAX_SCALE; no scaling within ±10 %) → background
 * flattening (or grey / Sauvola, see OcrOutputMode) → non-text marks painted white. Without any
 * text line found the grey image is returned at its size. Deterministic; never throws.
 */
export function preprocessForOcrWithDecision(image: RgbaImage, options: OcrPreprocessOptions = {}): { image: RgbaImage; decision: OcrPreprocessDecision } {
  const gray = toGray(image);
  const layout = analyseLayout(gray);
  const mode = options.mode ?? "flatten";
  if (layout.textHeight === null || layout.box === null) {
    const d = { textHeightPx: null, scale: 1, skewDeg: 0, crop: null, mode, erasedBlobs: 0, width: gray.width, height: gray.height };
    return { image: grayToRgba(gray), decision: { ...d, summary: summarise(d) } };
  }
  const target = options.targetTextHeight ?? TARGET_TEXT_HEIGHT;
  let scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, target / layout.textHeight));
  if (Math.abs(scale - 1) < 0.1) scale = 1;
  scale = round2(scale);
  const deg = Math.abs(layout.skewDeg) >= MIN_DESKEW_DEG ? layout.skewDeg : 0;
  const spec: WarpSpec = { box: layout.box, deg, cx: layout.cx, cy: layout.cy, scale };
  const out = resample(gray, spec);
  const textHeight = layout.textHeight * scale;

  if (mode === "flatten") flattenBackground(out, 1.5 * textHeight);
  if (mode === "binarize") {
    const ink = sauvolaMask(out, { window: Math.round(3 * textHeight) | 1, k: options.k ?? 0.2 });
    for (let p = 0; p < ink.length; p++) out.data[p] = ink[p] === 1 ? 0 : 255;
  }
  const erase = warpMask(layout.eraseMask, layout.maskWidth, layout.maskHeight, spec, layout.factor);
  for (let p = 0; p < erase.length; p++) if (erase[p] === 1) out.data[p] = 255;
  const d = {
    textHeightPx: round2(layout.textHeight),
    scale,
    skewDeg: deg,
    crop: layout.box,
    mode,
    erasedBlobs: layout.erased,
    width: out.width,
    height: out.height,
  };
  return { image: grayToRgba(out), decision: { ...d, summary: summarise(d) } };
}

/**
 * Prepare a receipt photo for OCR (issue 4): see preprocessForOcrWithDecision, which also returns
 * what was done. Output: opaque grey RGBA pixels to hand to tesseract.js (browser: put them on a
 * canvas; Node: encode as PNG).
 */
export function preprocessForOcr(image: RgbaImage, options: OcrPreprocessOptions = {}): RgbaImage {
  return preprocessForOcrWithDecision(image, options).image;
}
