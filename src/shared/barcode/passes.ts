// The decode passes, cheapest first. "live" runs LIVE_PASS only; "thorough" runs LIVE_PASS and then
// RETRY_PASSES until one gives a trusted result. Each retry pass is generic (no knowledge of any
// test image) and targets one way real photos fail; bench/barcodes.md shows what each one buys.

import type { ReaderOptions } from "zxing-wasm/reader";
import { pad, rotate, scale } from "./geometry";
import { adjustGamma, contrastStretch, invert, sharpen } from "./transforms";
import { BARCODE_FORMATS, type RgbaImage } from "./types";

export interface DecodePass {
  /** Short id, shown by the benchmark. */
  name: string;
  /** Skip the pass unless this holds for the (alpha-flattened) input image. */
  when?: (image: RgbaImage) => boolean;
  /** Image to read instead of the input. */
  transform?: (image: RgbaImage) => RgbaImage;
  /** zxing-wasm options on top of BASE_OPTIONS. */
  options: ReaderOptions;
}

/**
 * Options of every pass: our formats, at most one symbol (lets zxing stop early), and "Plain" text
 * (the content bytes as text, per ECI or guessed character set; zxing's default "HRI" escapes
 * control and non-ASCII bytes, e.g. "<U+82>", which corrupts binary PDF417/QR payloads).
 */
export const BASE_OPTIONS: ReaderOptions = {
  formats: [...BARCODE_FORMATS],
  maxNumberOfSymbols: 1,
  textMode: "Plain",
  tryHarder: true,
  tryDownscale: true,
};

const minSide = (image: RgbaImage) => Math.min(image.width, image.height);

/**
 * Largest image, in pixels, a retry pass may create (4 megapixels): beyond it one zxing pass
 * costs over a second on a phone, and photos that large already give a barcode enough pixels.
 */
export const MAX_PASS_PIXELS = 4_000_000;
/** True when `image` scaled by `factor` stays within MAX_PASS_PIXELS. */
const fits = (factor: number) => (image: RgbaImage) => image.width * image.height * factor * factor <= MAX_PASS_PIXELS;
/** `image`, shrunk when needed to at most `pixels` pixels. */
function within(image: RgbaImage, pixels: number): RgbaImage {
  const factor = Math.sqrt(pixels / (image.width * image.height));
  return factor < 1 ? scale(image, factor) : image;
}

/**
 * One camera frame: zxing's "try harder" scan (more scan lines, downscaled copy of large frames),
 * upright and dark-on-light only. Rotation and inversion are left to the thorough passes: the
 * user re-aims within 500 ms, and most frames hold no barcode at all, so each one must be cheap.
 */
export const LIVE_PASS: DecodePass = { name: "live", options: { tryRotate: false, tryInvert: false } };

/** zxing's native rotated (90/180/270°) and inverted (light-on-dark; 2D formats only) scans. */
const ALL_TURNS: ReaderOptions = { tryRotate: true, tryInvert: true };

/**
 * What a real scanner tries after a failed frame, cheapest first. Every pass alone was run on all
 * 144 corpus images with no misread (`npm run bench:barcodes -- --audit`); passes that did misread
 * were left out (see bench/barcodes.md: sharpening at native size, gamma 0.5, single-line reads).
 * - turns: zxing's native rotated (90/180/270°) scans, and its inverted scan (2D codes only).
 * - invert: light-on-dark linear codes, which zxing's own tryInvert does not cover.
 * - global-histogram / fixed-threshold: the other binarizers (uneven light defeats the local one).
 * - stretch: 1–99 % contrast stretch for dim or hazy photos.
 * - gamma-2: spreads the light tones of a bright label that a dark scene squeezes together.
 * - up-1.25 / up-1.5: thin bars in low-resolution photos (a module under ~2 px blurs into its
 *   neighbours); the smallest steps that change how bar edges fall on pixels.
 * - turn-45: linear codes read only within about ±25° of a scan direction; 45° (with the native
 *   quarter turns: 135°, 225°, 315°) covers the diagonals. The turned canvas is up to twice the
 *   picture's area, so pictures over MAX_PASS_PIXELS / 2 are shrunk first.
 * - Upscaling passes are skipped when their result would exceed MAX_PASS_PIXELS.
 * - up-1.5-sharpen: blur; sharpening after upscaling (at native size it invents bars).
 * - up-2 and quiet-zone only for small images (min side < 300 px), where they are cheap and where
 *   symbols cropped tight to the picture's edge occur; down-0.5 only for large ones (min side
 *   ≥ 800 px), beyond zxing's own ÷3 downscale.
 */
export const RETRY_PASSES: DecodePass[] = [
  { name: "turns", options: ALL_TURNS },
  { name: "invert", transform: (i) => invert(i), options: ALL_TURNS },
  { name: "global-histogram", options: { ...ALL_TURNS, binarizer: "GlobalHistogram" } },
  { name: "stretch", transform: (i) => contrastStretch(i), options: ALL_TURNS },
  { name: "gamma-2", transform: (i) => adjustGamma(i, 2), options: ALL_TURNS },
  { name: "fixed-threshold", transform: (i) => contrastStretch(i), options: { ...ALL_TURNS, binarizer: "FixedThreshold" } },
  { name: "quiet-zone", when: (i) => minSide(i) < 300, transform: (i) => pad(i, Math.ceil(minSide(i) / 8)), options: ALL_TURNS },
  { name: "up-1.25", when: fits(1.25), transform: (i) => scale(i, 1.25), options: ALL_TURNS },
  { name: "down-0.5", when: (i) => minSide(i) >= 800, transform: (i) => scale(i, 0.5), options: ALL_TURNS },
  { name: "up-1.5", when: fits(1.5), transform: (i) => scale(i, 1.5), options: ALL_TURNS },
  { name: "turn-45", transform: (i) => rotate(within(i, MAX_PASS_PIXELS / 2), 45), options: ALL_TURNS },
  { name: "up-1.5-sharpen", when: fits(1.5), transform: (i) => sharpen(scale(i, 1.5), 1), options: ALL_TURNS },
  { name: "up-2", when: (i) => minSide(i) < 300, transform: (i) => scale(i, 2), options: ALL_TURNS },
];
