import { describe, expect, it } from "vitest";
import { flattenBackground } from "./background";
import { labelComponents } from "./components";
import { downsampleGray, grayToRgba, toGray, type GrayImage } from "./gray";
import { sauvolaMask } from "./sauvola";
import { blankImage, drawTextRows, fillBox, shade } from "../../../test/shared/ocr-images";
import { warpGray, warpMask } from "./warp";

const grey = (w: number, h: number, f: (x: number, y: number) => number): GrayImage => {
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[y * w + x] = f(x, y);
  return { data, width: w, height: h };
};

describe("grey planes", () => {
  it("converts RGBA with BT.601 weights, compositing translucent pixels over white", () => {
    const data = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
    expect([...toGray({ data, width: 4, height: 1 }).data]).toEqual([77, 149, 29, 255]);
  });

  it("writes opaque grey RGBA and box-downsamples by an integer factor", () => {
    expect([...grayToRgba(grey(2, 1, (x) => x * 100)).data]).toEqual([0, 0, 0, 255, 100, 100, 100, 255]);
    const small = downsampleGray(grey(4, 2, (x) => (x < 2 ? 0 : 200)), 2);
    expect([small.width, small.height, ...small.data]).toEqual([2, 1, 0, 200]);
  });
});

describe("sauvolaMask", () => {
  it("finds dark text under a shadow that defeats one global threshold", () => {
    const image = blankImage(300, 120, 230);
    drawTextRows(image, { glyph: 14, rows: 3, perRow: 18, left: 20, top: 20, level: 60 });
    shade(image, 0.2);
    const gray = toGray(image);
    const ink = sauvolaMask(gray, { window: 41 });
    // A glyph in the dark corner and one in the light corner are ink; the paper between is not.
    expect(ink[28 * 300 + 24]).toBe(1);
    expect(ink[28 * 300 + 20 + 14 * 17 + 4]).toBe(1);
    expect(ink[5 * 300 + 10]).toBe(0);
    expect(ink[5 * 300 + 290]).toBe(0);
    // The dark paper at the left is darker than the light-corner glyph: no single threshold works.
    expect(gray.data[5 * 300 + 2]).toBeLessThan(gray.data[28 * 300 + 20 + 14 * 17 + 4]);
  });
});

describe("labelComponents", () => {
  it("labels 8-connected blobs with their boxes and areas", () => {
    const mask = new Uint8Array([1, 1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0]);
    const { labels, components } = labelComponents(mask, 5, 4);
    expect(components).toHaveLength(2);
    expect(components[0]).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1, area: 3 });
    expect(components[1]).toEqual({ minX: 2, minY: 1, maxX: 4, maxY: 3, area: 5 });
    expect(labels[2]).toBe(-1);
  });

  it("merges a U shape whose arms meet late (union of two provisional labels)", () => {
    const mask = new Uint8Array([1, 0, 1, 1, 0, 1, 1, 1, 1]);
    expect(labelComponents(mask, 3, 3).components).toHaveLength(1);
  });
});

describe("warp", () => {
  const ramp = grey(40, 20, (x, y) => (x * 3 + y) % 256);
  const box = { x: 0, y: 0, width: 40, height: 20 };

  it("is the identity at scale 1 without rotation", () => {
    const out = warpGray(ramp, { box, deg: 0, cx: 20, cy: 10, scale: 1 });
    expect([...out.data]).toEqual([...ramp.data]);
  });

  it("crops, scales and fills outside with white", () => {
    const out = warpGray(ramp, { box: { x: 10, y: 5, width: 10, height: 5 }, deg: 0, cx: 20, cy: 10, scale: 2 });
    expect([out.width, out.height]).toEqual([20, 10]);
    expect(Math.abs(out.data[0] - ramp.data[5 * 40 + 10])).toBeLessThanOrEqual(2);
    const outside = warpGray(ramp, { box: { x: -10, y: 0, width: 10, height: 5 }, deg: 0, cx: 20, cy: 10, scale: 1 });
    expect(outside.data.every((v) => v === 255)).toBe(true);
  });

  it("rotates by −deg about the centre (a 90° turn maps the top edge to the right edge)", () => {
    const square = grey(21, 21, (_x, y) => (y === 0 ? 0 : 255));
    const out = warpGray(square, { box: { x: 0, y: 0, width: 21, height: 21 }, deg: -90, cx: 10, cy: 10, scale: 1 });
    expect(out.data[10 * 21 + 20]).toBeLessThan(20);
    expect(out.data[10 * 21 + 0]).toBe(255);
  });

  it("samples a smaller mask by its factor", () => {
    const mask = new Uint8Array([0, 1, 0, 0]);
    const out = warpMask(mask, 2, 2, { box: { x: 0, y: 0, width: 4, height: 4 }, deg: 0, cx: 2, cy: 2, scale: 1 }, 2);
    expect([...out]).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("flattenBackground", () => {
  it("whitens shaded paper and keeps ink dark", () => {
    const image = blankImage(600, 60, 220);
    fillBox(image, 20, 20, 8, 16, 40);
    fillBox(image, 570, 20, 8, 16, 40);
    shade(image, 0.5);
    const gray = toGray(image);
    expect(gray.data[5 * 600 + 5]).toBeLessThan(120);
    const flat = flattenBackground(gray, 24);
    expect(flat.data[5 * 600 + 5]).toBeGreaterThan(235);
    expect(flat.data[5 * 600 + 595]).toBeGreaterThan(235);
    expect(flat.data[28 * 600 + 23]).toBeLessThan(70);
    expect(flat.data[28 * 600 + 573]).toBeLessThan(70);
  });
});
