import { describe, expect, it } from "vitest";
import { preprocessForOcr, preprocessForOcrWithDecision, TARGET_TEXT_HEIGHT } from "./preprocess";
import { blankImage, drawTextRows, fillBox, levelAt, shade } from "../../../test/shared/ocr-images";

/** A 600 × 700 "receipt": 14 rows of 12 px glyphs, optionally skewed, on light paper. */
function receipt(skewDeg = 0) {
  const image = blankImage(600, 700, 235);
  const ink = drawTextRows(image, { glyph: 12, rows: 14, perRow: 30, skewDeg, left: 120, top: 150 });
  return { image, ink };
}

describe("preprocessForOcr", () => {
  it("measures the text height and scales it to the target", () => {
    const { decision, image } = preprocessForOcrWithDecision(receipt().image);
    expect(decision.textHeightPx).toBeGreaterThanOrEqual(11);
    expect(decision.textHeightPx).toBeLessThanOrEqual(13);
    expect(decision.scale).toBeCloseTo(TARGET_TEXT_HEIGHT / decision.textHeightPx!, 1);
    expect(image.width).toBe(decision.width);
    expect(image.height).toBe(decision.height);
  });

  it("finds and removes a 2° skew", () => {
    const { decision } = preprocessForOcrWithDecision(receipt(2).image);
    expect(decision.skewDeg).toBeGreaterThan(1.7);
    expect(decision.skewDeg).toBeLessThan(2.3);
    expect(preprocessForOcrWithDecision(receipt(-1.5).image).decision.skewDeg).toBeCloseTo(-1.5, 0);
    expect(preprocessForOcrWithDecision(receipt(0).image).decision.skewDeg).toBe(0);
  });

  it("crops to the text with a margin and keeps all of it", () => {
    const { ink } = receipt();
    const { decision } = preprocessForOcrWithDecision(receipt().image);
    const crop = decision.crop!;
    expect(crop.x).toBeLessThan(ink.x0);
    expect(crop.y).toBeLessThan(ink.y0);
    expect(crop.x + crop.width).toBeGreaterThan(ink.x1);
    expect(crop.y + crop.height).toBeGreaterThan(ink.y1);
    expect(crop.width).toBeLessThan(600);
    expect(crop.height).toBeLessThan(700);
  });

  it("paints a scanner border, a barcode and a dashed rule white, keeps the text", () => {
    const image = blankImage(600, 800, 235);
    fillBox(image, 0, 0, 600, 18, 10); // dark scanner edge across the top
    drawTextRows(image, { glyph: 12, rows: 12, perRow: 30, left: 120, top: 60 });
    for (let x = 0; x < 40; x++) fillBox(image, 130 + x * 8, 184, 4, 2, 0); // a dashed rule between rows 6 and 7
    for (let x = 0; x < 40; x++) fillBox(image, 150 + x * 8, 360, x % 3 === 0 ? 4 : 2, 50, 0); // barcode bars under the text
    const { image: out, decision } = preprocessForOcrWithDecision(image, { mode: "grey" });
    expect(decision.erasedBlobs).toBeGreaterThan(60);
    const toOut = (x: number, y: number) => [Math.round((x - decision.crop!.x) * decision.scale), Math.round((y - decision.crop!.y) * decision.scale)];
    const inside = ([x, y]: number[]) => x >= 0 && y >= 0 && x < out.width && y < out.height;
    const dash = toOut(130 + 8 * 10 + 2, 185);
    const bar = toOut(150 + 3 * 8 + 1, 385);
    expect(inside(dash)).toBe(true);
    expect(levelAt(out, dash[0], dash[1])).toBeGreaterThan(230);
    expect(!inside(bar) || levelAt(out, bar[0], bar[1]) > 230).toBe(true);
    const glyph = toOut(120 + 3, 60 + 6);
    expect(levelAt(out, glyph[0], glyph[1])).toBeLessThan(60);
  });

  it("flattens a shadow: paper becomes white, ink stays dark", () => {
    const { image } = receipt();
    shade(image, 0.45);
    const { image: out, decision } = preprocessForOcrWithDecision(image);
    expect(decision.mode).toBe("flatten");
    const paper = levelAt(out, 4, Math.round(out.height / 2));
    expect(paper).toBeGreaterThan(240);
    const [gx, gy] = [Math.round((120 + 3 - decision.crop!.x) * decision.scale), Math.round((150 + 6 - decision.crop!.y) * decision.scale)];
    expect(levelAt(out, gx, gy)).toBeLessThan(80);
  });

  it("returns opaque grey pixels, binarised to 0/255 in mode binarize", () => {
    const out = preprocessForOcr(receipt(1).image, { mode: "binarize" });
    const levels = new Set<number>();
    let bad = 0;
    for (let i = 0; i < out.data.length; i += 4) {
      if (out.data[i + 3] !== 255 || out.data[i] !== out.data[i + 1] || out.data[i] !== out.data[i + 2]) bad++;
      levels.add(out.data[i]);
    }
    expect(bad).toBe(0);
    expect([...levels].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it("leaves an image without text as it is (grey, same size) and says so", () => {
    const { image, decision } = preprocessForOcrWithDecision(blankImage(200, 100, 200));
    expect(decision.textHeightPx).toBeNull();
    expect(decision.summary).toMatch(/no text/);
    expect([image.width, image.height]).toEqual([200, 100]);
    expect(preprocessForOcrWithDecision(blankImage(1, 1)).image.width).toBe(1);
  });

  it("is deterministic", () => {
    const a = preprocessForOcr(receipt(1).image);
    const b = preprocessForOcr(receipt(1).image);
    expect(Buffer.compare(Buffer.from(a.data), Buffer.from(b.data))).toBe(0);
  });
});
