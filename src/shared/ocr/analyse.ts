// Layout analysis of a receipt photo for the OCR preprocessing: one Sauvola pass and one
// connected-component pass over a copy of at most ANALYSIS_MAX_PIXELS pixels, then projection
// profiles of the ink.

import { labelComponents, type Component } from "./components";
import { downsampleGray, type GrayImage } from "./gray";
import { deskewPoints, dilate, inkPoints, isolatedThinRows, maybeText, textBoxOf } from "./ink";
import { deskewPoint, nonTextBlobs, ruleBlobs, type Box } from "./layout";
import { barcodeLines, estimateSkew, findTextLines, findTextLinesInStrips, lineHeight } from "./profile";
import { sauvolaMask } from "./sauvola";

/** Larger photos are analysed on a box-downsampled copy (integer factor): bounds time and memory. */
export const ANALYSIS_MAX_PIXELS = 1_200_000;

/** What the analysis found, in pixels of the full-size input. */
export interface LayoutAnalysis {
  /** Text-line height (ink-weighted median over quarter-width strips, ≈ capital height on receipts), null without text. */
  textHeight: number | null;
  /** Skew of the text lines in degrees (positive: lines descend to the right). */
  skewDeg: number;
  /** Centre of rotation used for deskewing (≈ the image centre). */
  cx: number;
  cy: number;
  /** Text box in the deskewed frame, with a margin of 1.5 text heights; null without text. */
  box: Box | null;
  /** Text lines found and non-text blobs to erase. */
  lines: number;
  erased: number;
  /** 1 where a non-text blob (grown by one pixel) lies, at analysis resolution. */
  eraseMask: Uint8Array;
  /** Analysis resolution: the input divided by `factor`. */
  maskWidth: number;
  maskHeight: number;
  factor: number;
}

/**
 * Analyse a grey receipt image: Sauvola ink mask (window ≈ 1/25 of the shorter side, at least 15
 * px, k = 0.2), connected components, skew and text lines from projection profiles of the ink
 * (profile.ts), the marks that are not text (layout.nonTextBlobs, layout.ruleBlobs,
 * profile.barcodeLines) and the box around the rest. Pure computation; never throws (an empty or
 * blank image gives textHeight null).
 */
export function analyseLayout(gray: GrayImage): LayoutAnalysis {
  const factor = Math.max(1, Math.ceil(Math.sqrt((gray.width * gray.height) / ANALYSIS_MAX_PIXELS)));
  const small = downsampleGray(gray, factor);
  const { width: w, height: h } = small;
  const window = Math.max(15, Math.round(Math.min(w, h) / 25)) | 1;
  const ink = sauvolaMask(small, { window, k: 0.2 });
  const { labels, components } = labelComponents(ink, w, h);
  // Rotation centre: the analysis copy's centre, in full-size pixels (= the image centre, give or
  // take a partial edge block).
  const result: LayoutAnalysis = {
    textHeight: null,
    skewDeg: 0,
    cx: (w * factor) / 2,
    cy: (h * factor) / 2,
    box: null,
    lines: 0,
    erased: 0,
    eraseMask: new Uint8Array(w * h),
    maskWidth: w,
    maskHeight: h,
    factor,
  };
  const candidates = maybeText(components, w, h);
  const points = inkPoints(labels, candidates, w);
  const skewDeg = estimateSkew(points);
  const rotated = deskewPoints(points, skewDeg, w / 2, h / 2);
  // Height from per-strip lines (robust to curl); then what is not text; then the text box from
  // whole-width lines of what remains.
  const lines = findTextLinesInStrips(rotated);
  const height = lineHeight(lines);
  if (height === null) return result;

  const rowOf = (c: Component) => deskewPoint((c.minX + c.maxX) / 2, (c.minY + c.maxY) / 2, skewDeg, w / 2, h / 2)[1];
  const ruleRows = isolatedThinRows(findTextLines(rotated, 0, 1, 1), height);
  const rules = ruleBlobs(components, height, ruleRows, rowOf);
  const nonText = nonTextBlobs(components, height);
  const barcodes = barcodeLines(rotated, findTextLines(rotated, 0), height);
  const inBarcode = (c: Component) => barcodes.some((l) => rowOf(c) >= l.top && rowOf(c) <= l.bottom);
  const erase = components.map((c, i) => rules[i] || nonText[i] || (barcodes.length > 0 && inBarcode(c)));
  const kept = deskewPoints(inkPoints(labels, candidates.map((k, i) => k && !erase[i]), w), skewDeg, w / 2, h / 2);
  const box = textBoxOf(kept, findTextLines(kept, 0), height);
  if (box === null) return result;
  const mask = new Uint8Array(w * h);
  for (let p = 0; p < labels.length; p++) if (labels[p] >= 0 && erase[labels[p]]) mask[p] = 1;
  return {
    ...result,
    textHeight: height * factor,
    skewDeg,
    box: { x: box.x * factor, y: box.y * factor, width: box.width * factor, height: box.height * factor },
    lines: lines.length,
    erased: erase.filter(Boolean).length,
    eraseMask: dilate(mask, w, h),
  };
}
