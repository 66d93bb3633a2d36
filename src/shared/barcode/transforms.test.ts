import { describe, expect, it } from "vitest";
import { pad, rotate, scale } from "./geometry";
import { adjustGamma, contrastStretch, fromLuminance, grayscale, hasTransparency, invert, sharpen, toLuminance } from "./transforms";
import type { RgbaImage } from "./types";

/** Grey image from rows of luma values. */
function grey(rows: number[][]): RgbaImage {
  return fromLuminance(rows.flat(), rows[0].length, rows.length);
}

/** Rows of luma values of an image. */
function rows(image: RgbaImage): number[][] {
  const lum = [...toLuminance(image)];
  return Array.from({ length: image.height }, (_, y) => lum.slice(y * image.width, (y + 1) * image.width));
}

function rgba(pixels: [number, number, number, number][], width: number): RgbaImage {
  return { data: new Uint8ClampedArray(pixels.flat()), width, height: pixels.length / width };
}

describe("luminance and grayscale", () => {
  it("uses zxing's BT.601 integer weights", () => {
    const img = rgba(
      [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 255],
        [255, 255, 255, 255],
      ],
      4,
    );
    expect([...toLuminance(img)]).toEqual([76, 150, 29, 255]);
  });

  it("composites translucent pixels over white", () => {
    const img = rgba(
      [
        [0, 0, 0, 0],
        [0, 0, 0, 255],
        [0, 0, 0, 128],
      ],
      3,
    );
    expect([...toLuminance(img)]).toEqual([255, 0, 127]);
    expect(hasTransparency(img)).toBe(true);
    expect(hasTransparency(grayscale(img))).toBe(false);
  });

  it("grayscale returns an opaque grey image and leaves the input alone", () => {
    const img = rgba([[200, 100, 50, 255]], 1);
    const before = [...img.data];
    expect([...grayscale(img).data]).toEqual([124, 124, 124, 255]);
    expect([...img.data]).toEqual(before);
  });
});

describe("tone transforms", () => {
  it("invert maps luma v to 255 − v", () => {
    expect(rows(invert(grey([[0, 100, 255]])))).toEqual([[255, 155, 0]]);
  });

  it("contrastStretch maps the darkest and lightest tones to 0 and 255", () => {
    expect(rows(contrastStretch(grey([[100, 110, 120, 130, 140]]), 0))).toEqual([[0, 64, 128, 191, 255]]);
  });

  it("contrastStretch clips outliers beyond the percentiles", () => {
    const line = [0, ...Array<number>(98).fill(100), 150, 255];
    const out = rows(contrastStretch(grey([line]), 1))[0];
    expect(out[0]).toBe(0);
    expect(out[1]).toBe(0);
    expect(out[99]).toBe(255);
    expect(out[100]).toBe(255);
  });

  it("contrastStretch leaves a flat image flat", () => {
    expect(
      rows(
        contrastStretch(
          grey([
            [90, 90],
            [90, 90],
          ]),
        ),
      ),
    ).toEqual([
      [90, 90],
      [90, 90],
    ]);
  });

  it("adjustGamma: 2 darkens mid-tones, 0.5 lightens them, ends stay put", () => {
    expect(rows(adjustGamma(grey([[0, 128, 255]]), 2))).toEqual([[0, 64, 255]]);
    expect(rows(adjustGamma(grey([[0, 64, 255]]), 0.5))).toEqual([[0, 128, 255]]);
    expect(() => adjustGamma(grey([[0]]), 0)).toThrow(RangeError);
  });

  it("sharpen leaves flat areas alone and steepens an edge", () => {
    expect(
      rows(
        sharpen(
          grey([
            [80, 80, 80],
            [80, 80, 80],
            [80, 80, 80],
          ]),
        ),
      ),
    ).toEqual([
      [80, 80, 80],
      [80, 80, 80],
      [80, 80, 80],
    ]);
    const edge = rows(
      sharpen(
        grey([
          [50, 50, 200, 200],
          [50, 50, 200, 200],
          [50, 50, 200, 200],
        ]),
        1,
      ),
    )[1];
    expect(edge[1]).toBeLessThan(50);
    expect(edge[2]).toBeGreaterThan(200);
  });
});

describe("geometry", () => {
  const img = grey([
    [1, 2, 3],
    [4, 5, 6],
  ]);

  it("rotates by quarter turns clockwise", () => {
    expect(rows(rotate(img, 90))).toEqual([
      [4, 1],
      [5, 2],
      [6, 3],
    ]);
    expect(rows(rotate(img, 180))).toEqual([
      [6, 5, 4],
      [3, 2, 1],
    ]);
    expect(rows(rotate(img, 270))).toEqual([
      [3, 6],
      [2, 5],
      [1, 4],
    ]);
    expect(rows(rotate(img, -90))).toEqual(rows(rotate(img, 270)));
    expect(rows(rotate(img, 360))).toEqual(rows(img));
  });

  it("rotates by any angle onto a canvas that holds the whole picture, corners light", () => {
    const square = grey(Array.from({ length: 20 }, () => Array<number>(20).fill(0)));
    const turned = rotate(square, 45);
    expect(turned.width).toBe(29); // 20·√2 rounded up
    expect(turned.height).toBe(29);
    const out = rows(turned);
    expect(out[14][14]).toBe(0); // centre stays dark
    expect(out[0][0]).toBe(0); // uncovered corner: brightest luma of the input (0 here)
    const lit = rotate(
      grey([
        [0, 255],
        [255, 0],
      ]),
      30,
    );
    expect(rows(lit)[0][0]).toBe(255);
  });

  it("scale enlarges bilinearly and shrinks by box averaging", () => {
    const up = scale(grey([[0, 200]]), 2);
    expect(up.width).toBe(4);
    expect(up.height).toBe(2);
    expect(rows(up)[0]).toEqual([0, 50, 150, 200]);
    expect(
      rows(
        scale(
          grey([
            [0, 100, 200, 40],
            [0, 100, 200, 40],
          ]),
          0.5,
        ),
      ),
    ).toEqual([[50, 120]]);
    expect(scale(grey([[7]]), 0.1)).toMatchObject({ width: 1, height: 1 });
    expect(() => scale(img, 0)).toThrow(RangeError);
  });

  it("pad adds a border in the brightest luma", () => {
    expect(rows(pad(grey([[0, 9]]), 1))).toEqual([
      [9, 9, 9, 9],
      [9, 0, 9, 9],
      [9, 9, 9, 9],
    ]);
  });
});
