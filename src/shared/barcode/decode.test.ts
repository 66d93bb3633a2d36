// The pipeline without a wasm engine: it must refuse to run rather than let zxing-wasm fall back
// to its CDN. Decoding itself is tested in src/server/lib/barcode.test.ts (needs the wasm file).
import { describe, expect, it } from "vitest";
import { decodeBarcode, passesFor } from "./decode";
import { configureBarcodeReader, isBarcodeReaderConfigured } from "./reader";

const image = { data: new Uint8ClampedArray(4 * 4).fill(255), width: 2, height: 2 };

describe("decodeBarcode before configureBarcodeReader", () => {
  it("throws instead of loading zxing-wasm from a CDN", async () => {
    expect(isBarcodeReaderConfigured()).toBe(false);
    await expect(decodeBarcode(image, { passes: "live" })).rejects.toThrow(/configureBarcodeReader/);
  });

  it("configureBarcodeReader wants exactly one wasm source", () => {
    expect(() => configureBarcodeReader({})).toThrow(TypeError);
    expect(() => configureBarcodeReader({ wasmBinary: new ArrayBuffer(8), locateFile: (p) => p })).toThrow(TypeError);
    expect(isBarcodeReaderConfigured()).toBe(false);
  });
});

describe("passesFor", () => {
  it("live is one pass; thorough starts with it and then retries, all names unique", () => {
    expect(passesFor("live").map((p) => p.name)).toEqual(["live"]);
    const thorough = passesFor("thorough").map((p) => p.name);
    expect(thorough[0]).toBe("live");
    expect(thorough).toContain("turns");
    expect(thorough).toContain("invert");
    expect(new Set(thorough).size).toBe(thorough.length);
  });
});
