/**
 * Decompression bombs for the image tests (issue 19 finding 4), made at test time and small on
 * disk: real images that decode to hundreds of megapixels, and tiny files whose header declares
 * a huge size. Test support only.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

export interface ImageBomb {
  /** What it is, for test names. */
  name: string;
  bytes: Buffer;
  /** Size its header declares, px, and frames. */
  width: number;
  height: number;
  pages: number;
  /** True when the upload routes accept the format at all (sniffImage): JPEG, PNG, WebP, GIF, AVIF. */
  uploadable: boolean;
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const blank = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: WHITE } });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 1-bit greyscale PNG, all black: `height` rows of (filter byte + width/8 zero bytes), deflated. */
function onebitPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small PNG (8 × 8) whose IHDR is rewritten (with its CRC) to declare width × height. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await blank(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A small baseline JPEG whose SOF0 segment is rewritten to declare width × height. */
async function lyingJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await blank(16, 16).jpeg().toBuffer());
  for (let at = 2; at < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] >= 0xc0 && jpeg[at + 1] <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error("no SOF segment");
}

/**
 * A lossless WebP of one colour whose VP8L header is rewritten to 16383 × 16383 (WebP's largest):
 * one colour costs no bits per pixel, so the 38 bytes decode to 268 megapixels.
 */
async function webp16k(): Promise<Buffer> {
  const webp = Buffer.from(await blank(16, 16).webp({ lossless: true }).toBuffer());
  const side = 16383 - 1;
  webp.writeUInt32LE((webp.readUInt32LE(21) & 0xf0000000) | side | (side << 14), 21);
  return webp;
}

/** An AVIF whose `ispe` (image spatial extents) box is rewritten to declare width × height. */
async function lyingAvif(width: number, height: number): Promise<Buffer> {
  const avif = Buffer.from(await blank(16, 16).avif().toBuffer());
  const at = avif.indexOf(Buffer.from("ispe", "latin1"));
  avif.writeUInt32BE(width, at + 8);
  avif.writeUInt32BE(height, at + 12);
  return avif;
}

/** GIF blocks after the header: [start, end) of each extension or image, and the trailer's offset. */
function gifFrames(gif: Buffer): { bodyStart: number; frames: Buffer[] } {
  const flags = gif[10];
  const bodyStart = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const frames: Buffer[] = [];
  let at = bodyStart;
  let frameStart = at;
  const skipSubBlocks = (from: number) => {
    let p = from;
    while (gif[p] !== 0) p += gif[p] + 1;
    return p + 1;
  };
  while (gif[at] !== 0x3b) {
    if (gif[at] === 0x21) at = skipSubBlocks(at + 2);
    else if (gif[at] === 0x2c) {
      const local = gif[at + 9];
      at = skipSubBlocks(at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1);
      frames.push(gif.subarray(frameStart, at));
      frameStart = at;
    } else throw new Error(`unexpected GIF block ${gif[at]}`);
  }
  return { bodyStart, frames };
}

/** An animated GIF: the one frame of a width × height one-colour GIF, `pages` times. */
async function animatedGif(width: number, height: number, pages: number): Promise<Buffer> {
  const gif = await blank(width, height).gif({ effort: 1, colours: 2, dither: 0 }).toBuffer();
  const { bodyStart, frames } = gifFrames(gif);
  return Buffer.concat([gif.subarray(0, bodyStart), ...Array<Buffer>(pages).fill(frames[0]), Buffer.from([0x3b])]);
}

/** A small GIF whose screen and frame declare width × height. */
async function lyingGif(width: number, height: number): Promise<Buffer> {
  const gif = Buffer.from(await blank(8, 8).gif().toBuffer());
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const { bodyStart } = gifFrames(gif);
  const image = gif.indexOf(0x2c, bodyStart);
  gif.writeUInt16LE(width, image + 5);
  gif.writeUInt16LE(height, image + 7);
  return gif;
}

/**
 * Every bomb: real ones (a 12 KB 1-bit PNG of 10000 × 10000, an RGBA PNG of 12000 × 6000, a
 * JPEG of 9000 × 9000, a 38-byte WebP of 16383 × 16383, a GIF of 100 frames of 2000 × 2000, a
 * TIFF of 10000 × 10000) and headers that lie (PNG, JPEG, GIF, AVIF, SVG). Takes a few seconds.
 */
export async function makeImageBombs(): Promise<ImageBomb[]> {
  const bomb = (name: string, bytes: Buffer, width: number, height: number, pages = 1, uploadable = true): ImageBomb => ({
    name,
    bytes,
    width,
    height,
    pages,
    uploadable,
  });
  return [
    bomb("1-bit PNG 10000×10000", onebitPng(10000, 10000), 10000, 10000),
    bomb("RGBA PNG 12000×6000", await blank(12000, 6000, 4).png({ compressionLevel: 9 }).toBuffer(), 12000, 6000),
    bomb("JPEG 9000×9000", await blank(9000, 9000).jpeg({ quality: 10 }).toBuffer(), 9000, 9000),
    bomb("lossless WebP 16383×16383", await webp16k(), 16383, 16383),
    bomb("GIF of 100 frames of 2000×2000", await animatedGif(2000, 2000, 100), 2000, 2000, 100),
    bomb("TIFF 10000×10000", await blank(10000, 10000).tiff({ compression: "deflate" }).toBuffer(), 10000, 10000, 1, false),
    bomb("PNG declaring 50000×50000", await pngDeclaring(50000, 50000), 50000, 50000),
    bomb("JPEG declaring 65000×65000", await lyingJpeg(65000, 65000), 65000, 65000),
    bomb("GIF declaring 60000×60000", await lyingGif(60000, 60000), 60000, 60000),
    bomb("AVIF declaring 20000×20000", await lyingAvif(20000, 20000), 20000, 20000),
    bomb(
      "SVG declaring 100000×100000",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="9" height="9"/></svg>'),
      100000,
      100000,
      1,
      false,
    ),
  ];
}

/** Width and height of largestAllowedPhoto: 7999 × 5000 = 39,995,000 px, just under MAX_INPUT_PIXELS. */
export const LARGEST_PHOTO = { width: 7999, height: 5000 };

/**
 * Not a bomb: the largest image the server accepts (issue 19 "bounded work for every input"), a
 * 7999 × 5000 JPEG (quality 90) of soft colour blotches, like a photo out of focus, under the 10 MB
 * upload limit. Every reader must handle it without blocking the event loop. About a second to make.
 */
export async function largestAllowedPhoto(): Promise<ImageBomb> {
  const { width, height } = LARGEST_PHOTO;
  const seed = { width: Math.ceil(width / 64), height: Math.ceil(height / 64), channels: 3 as const };
  const noise = await sharp({ create: { ...seed, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .raw()
    .toBuffer();
  const bytes = await sharp(noise, { raw: seed }).resize(width, height).jpeg({ quality: 90 }).toBuffer();
  return { name: `largest allowed photo: JPEG ${width}×${height}`, bytes, width, height, pages: 1, uploadable: true };
}
