// Decoding real barcodes that the test draws itself with bwip-js (never the shared corpus, which
// only bench/barcodes.ts reads), through the server entry points and the CLI.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBarcode } from "../../shared/barcode/decode";
import { BLOCK_LIMIT_MS, measureBlocking } from "../../../test/server/security/event-loop-probe";
import { largestAllowedPhoto } from "../../../test/server/security/image-bomb-files";
import { decodeBarcodeFile, decodeBarcodeRgba, imageFileToRgba } from "./barcode";

const draw = (opts: bwipjs.RenderOptions) => bwipjs.toBuffer({ scale: 2, paddingwidth: 10, paddingheight: 10, ...opts });
/** An EAN-13 on an opaque white background. */
const ean13 = (opts: Partial<bwipjs.RenderOptions> = {}) =>
  draw({ bcid: "ean13", text: "4006381333931", backgroundcolor: "FFFFFF", ...opts });

beforeAll(async () => {
  await decodeBarcodeFile(await ean13()); // compiles the wasm once in the pixel worker
  await decodeBarcodeRgba(await imageFileToRgba(await ean13())); // and on this thread (the pass tests below)
});

describe("decodeBarcodeFile", () => {
  it.each([
    ["ean13", "4006381333931", "4006381333931", "EAN-13"],
    ["ean8", "96385074", "96385074", "EAN-8"],
    ["upca", "036000291452", "036000291452", "UPC-A"],
    ["upce", "01234565", "012345000065", "UPC-E"],
    ["code128", "Pantry-42 / x", "Pantry-42 / x", "Code128"],
    ["code39", "PANTRY-42", "PANTRY-42", "Code39"],
    ["interleaved2of5", "12345670", "12345670", "ITF"],
    ["itf14", "10012345678902", "10012345678902", "ITF"],
    ["qrcode", "Pantry → Meals: crème fraîche", "Pantry → Meals: crème fraîche", "QRCode"],
    ["datamatrix", "Lot 42\tbest before 2027-01-31", "Lot 42\tbest before 2027-01-31", "DataMatrix"],
    ["pdf417", "PDF417 pantry label", "PDF417 pantry label", "PDF417"],
    ["azteccode", "Aztec pantry label", "Aztec pantry label", "Aztec"],
  ])("reads %s %j as %j (%s), transparent background included", async (bcid, text, expected, format) => {
    expect(await decodeBarcodeFile(await draw({ bcid, text }))).toEqual({ text: expected, format });
  });

  it("reads palette (8- and 1-bit), 16-bit RGB and greyscale PNG and JPEG files", async () => {
    const png = await ean13();
    const files = [
      await sharp(png).png({ palette: true, colours: 2 }).toBuffer(),
      await sharp(png).toColourspace("rgb16").png().toBuffer(),
      await sharp(png).greyscale().toColourspace("grey16").png().toBuffer(),
      await sharp(png).greyscale().png({ colours: 2, palette: true }).toBuffer(),
      await sharp(png).removeAlpha().greyscale().png().toBuffer(),
      await sharp(png).jpeg({ quality: 80 }).toBuffer(),
    ];
    for (const file of files) expect(await decodeBarcodeFile(file)).toEqual({ text: "4006381333931", format: "EAN-13" });
  });

  it("returns null for an image without a barcode and throws on bytes that are no image", async () => {
    const blank = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#f4f4f4" } })
      .png()
      .toBuffer();
    expect(await decodeBarcodeFile(blank)).toBeNull();
    await expect(decodeBarcodeFile(Buffer.from("not an image"))).rejects.toThrow();
  });
});

describe("the largest photo accepted (issue 19: bounded work for every input)", () => {
  it("reads an EAN-13 photographed in a 7999 × 5000 photo, and a photo without one, never blocking the event loop", async () => {
    const photo = await largestAllowedPhoto();
    // A code about 1100 px wide in an 8000 px photo: about 3 px per module once shrunk to MAX_DECODE_SIDE.
    const code = await ean13({ scale: 10 });
    const withCode = await sharp(photo.bytes)
      .composite([{ input: code, left: 3100, top: 2000 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const read = await measureBlocking(() => decodeBarcodeFile(withCode));
    expect(read.value).toEqual({ text: "4006381333931", format: "EAN-13" });
    expect(read.blocking.blockedMs).toBeLessThan(BLOCK_LIMIT_MS);
    // No code: every thorough pass runs (seconds of work), still off the event loop.
    const none = await measureBlocking(() => decodeBarcodeFile(photo.bytes));
    expect(none.value).toBeNull();
    expect(none.blocking.blockedMs).toBeLessThan(BLOCK_LIMIT_MS);
  }, 60_000);
});

describe("live vs thorough passes", () => {
  async function both(file: Buffer) {
    const image = await imageFileToRgba(file);
    return { live: await decodeBarcode(image, { passes: "live" }), thorough: await decodeBarcode(image, { passes: "thorough" }) };
  }
  const found = { text: "4006381333931", format: "EAN-13" };

  it("live reads an upright code in one pass", async () => {
    expect(await both(await ean13())).toEqual({ live: found, thorough: found });
  });

  it("only thorough reads a code turned 90° or 45°", async () => {
    for (const angle of [90, 45]) {
      expect(
        await both(
          await sharp(await ean13())
            .rotate(angle, { background: "#ffffff" })
            .png()
            .toBuffer(),
        ),
      ).toEqual({ live: null, thorough: found });
    }
  });

  it("only thorough reads a light-on-dark code", async () => {
    expect(await both(await ean13({ barcolor: "FFFFFF", backgroundcolor: "000000" }))).toEqual({ live: null, thorough: found });
  });

  it("only thorough reads a low-contrast code (grey 120 bars on grey 135)", async () => {
    expect(await both(await ean13({ barcolor: "787878", backgroundcolor: "878787" }))).toEqual({ live: null, thorough: found });
  });
});

describe("npm run cli -- decode-barcode", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pm-barcode-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("prints one JSON line per file and exits 1 when one fails", async () => {
    const a = path.join(dir, "a.png");
    const nope = path.join(dir, "nope.png");
    await writeFile(a, await draw({ bcid: "upca", text: "036000291452" }));
    await writeFile(
      nope,
      await sharp({ create: { width: 60, height: 40, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    const run = spawnSync("npx", ["tsx", "src/server/cli.ts", "decode-barcode", a, nope], { cwd: process.cwd(), encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(
      run.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      { file: a, text: "036000291452", format: "UPC-A" },
      { file: nope, error: "No barcode found" },
    ]);
  }, 30_000);
});
