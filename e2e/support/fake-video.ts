import { writeFileSync } from "node:fs";
import bwipjs from "bwip-js/node";
import sharp from "sharp";

/** Frame size of the fake camera (Chromium's fake device plays the file at its own size). */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * Renders a barcode with bwip-js (e.g. bcid "ean13", text "4006381333931") as a PNG, centred on
 * a white 640×480 frame with a grey border, like a phone camera pointed at a product.
 */
export async function barcodeFrame(bcid: string, text: string): Promise<Buffer> {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 18,
    includetext: true,
    backgroundcolor: "FFFFFF",
    paddingwidth: 12,
    paddingheight: 8,
  });
  const code = await sharp(png).resize({ width: 360, height: 200, fit: "inside" }).toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 120, g: 120, b: 110 } } })
    .composite([
      {
        input: await sharp({ create: { width: 440, height: 280, channels: 3, background: "#ffffff" } })
          .png()
          .toBuffer(),
        gravity: "center",
      },
      { input: code, gravity: "center" },
    ])
    .png()
    .toBuffer();
}

/** RGB → planar I420 (BT.601, studio range), the layout a y4m "C420" frame holds. */
function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const out = Buffer.alloc(ySize + 2 * cSize);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [rgb[i], rgb[i + 1], rgb[i + 2]];
      out[y * width + x] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        out[ySize + c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        out[ySize + cSize + c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  return out;
}

/**
 * Writes a y4m file for `--use-file-for-fake-video-capture`: `frames` copies of the image (any
 * format sharp reads), scaled to 640×480, at 10 fps. Chromium loops the file.
 */
export async function writeY4m(path: string, image: Buffer, frames = 5): Promise<void> {
  const rgb = await sharp(image).resize(WIDTH, HEIGHT, { fit: "contain", background: "#ffffff" }).removeAlpha().raw().toBuffer();
  const frame = rgbToI420(rgb, WIDTH, HEIGHT);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from("FRAME\n"), frame);
  writeFileSync(path, Buffer.concat(parts));
}
