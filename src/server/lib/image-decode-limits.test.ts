/**
 * Issue 19 finding 4 at the library level: every function of the server that decodes an image
 * refuses a decompression bomb from its header, before decoding, with a 400 naming its size.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors";
import { makeImageBombs, pngDeclaring, type ImageBomb } from "../../../test/server/security/image-bomb-files";
import { imageFileToRgba } from "./barcode";
import { MAX_INPUT_PIXELS, openImage, readImageHeader, reencodeForStorage, tooManyPixelsMessage } from "./image-file";
import { decodeImage } from "./ocr";

import { toRecipeWebp } from "./recipe-images";
let bombs: ImageBomb[];
beforeAll(async () => {
  bombs = await makeImageBombs();
}, 60_000);

/** The decoders of the server, each given the raw file. */
const DECODERS: Record<string, (file: Buffer) => Promise<unknown>> = {
  "openImage (the one door)": async (file) => (await openImage(file)).raw().toBuffer(),
  "decodeImage (OCR)": decodeImage,
  "imageFileToRgba (barcode)": imageFileToRgba,
  "reencodeForStorage (receipts)": reencodeForStorage,
  "toRecipeWebp (recipe images)": toRecipeWebp,
};

describe("decode limits (MAX_INPUT_PIXELS, lib/image-file.ts)", () => {
  for (const [decoder, decode] of Object.entries(DECODERS)) {
    it(`${decoder} refuses every bomb from its header: 400 naming the size, within 250 ms`, async () => {
      for (const bomb of bombs) {
        const started = performance.now();
        const err = await decode(bomb.bytes).then(
          () => null,
          (e: unknown) => e,
        );
        const ms = performance.now() - started;
        expect(err, bomb.name).toBeInstanceOf(AppError);
        expect((err as AppError).status, bomb.name).toBe(400);
        expect((err as AppError).message, bomb.name).toBe(tooManyPixelsMessage(bomb));
        expect((err as AppError).message, bomb.name).toContain(`${bomb.width} × ${bomb.height} pixels`);
        expect(ms, `${bomb.name}: ${Math.round(ms)} ms`).toBeLessThan(250);
      }
    });
  }

  it("counts every frame: a GIF of 100 frames of 2000 × 2000 is 400 megapixels", async () => {
    const gif = bombs.find((b) => b.pages > 1)!;
    expect(gif.width * gif.height).toBeLessThan(MAX_INPUT_PIXELS);
    await expect(readImageHeader(gif.bytes)).rejects.toThrow("in 100 frames");
  });

  it("draws the line at MAX_INPUT_PIXELS: 8000 × 5000 is read, 8001 × 5000 is refused", async () => {
    expect(await readImageHeader(await pngDeclaring(8000, 5000))).toMatchObject({ format: "png", width: 8000, height: 5000, pages: 1 });
    await expect(readImageHeader(await pngDeclaring(8001, 5000))).rejects.toThrow("8001 × 5000 pixels");
  });

  it("still decodes ordinary photos (a 4000 × 3000 JPEG) in every decoder", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();
    for (const [decoder, decode] of Object.entries(DECODERS)) await expect(decode(photo), decoder).resolves.toBeTruthy();
  });
});

/** Packages that decode image files (sharp and the common pure-JS decoders). */
const DECODER_PACKAGES = /^(sharp|jimp|pngjs|jpeg-js|upng-js|omggif|gifuct-js|canvas|@napi-rs\/canvas|image-js|decode-gif)$/;

/** Every source file the server runs (main.ts and cli.ts and all they import), with its package imports. */
function runtimeImports(): Map<string, string[]> {
  const root = path.resolve(import.meta.dirname, "..");
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const packages: string[] = [];
    seen.set(file, packages);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)(?![^;]*\btype\b\s*\{)[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith(".")) packages.push(spec);
      else {
        const base = path.resolve(path.dirname(file), spec);
        const next = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => existsSync(f));
        if (next) visit(next);
      }
    }
  };
  for (const entry of ["main.ts", "cli.ts"]) visit(path.join(root, entry));
  return new Map([...seen].map(([f, p]) => [path.relative(root, f), p]));
}

describe("one door to the decoders", () => {
  it("among the files the server runs, only lib/image-file.ts imports an image decoder (so every decode passes its header check)", () => {
    const files = runtimeImports();
    expect(files.size).toBeGreaterThan(100);
    expect(files.has(path.join("modules", "images", "service.ts"))).toBe(true);
    const importers = [...files].filter(([, packages]) => packages.some((p) => DECODER_PACKAGES.test(p))).map(([f]) => f);
    expect(importers).toEqual([path.join("lib", "image-file.ts")]);
  });
});
