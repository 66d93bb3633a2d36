/**
 * Uploaded images: what they really are (magic bytes — the client's content type is never
 * trusted), the SPEC §5 checks, the size checks before any decode, and re-encoding before
 * anything is stored.
 *
 * Every decode of an image in the server goes through `openImage` (issue 19 finding 4): the
 * header is read first and an image of more than MAX_INPUT_PIXELS is refused before a single
 * pixel is decoded, whatever its format (a 12 KB PNG can declare 10000 × 10000 pixels).
 */
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { AppError } from "../../shared/errors";

/** SPEC §9: largest image accepted, bytes (10 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §5 texts (toast descriptions) for a file that is not an image / is too large. */
export const NOT_AN_IMAGE = "Please select an image file (JPG, PNG, etc.)";
export const IMAGE_TOO_LARGE = "Please select an image smaller than 10MB";
/** Longest side of a stored image, px (a receipt stays readable; a phone photo shrinks ~2×). */
export const STORED_MAX_SIDE = 2000;
/**
 * Largest image decoded, pixels, counting every frame of an animated image (40 megapixels:
 * above any phone's default photo — 12–24 MP — and the 8K of a 33 MP frame; its RGBA decode is
 * 160 MB). A decompression bomb is refused before it is decoded (issue 19 finding 4).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic";

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString("latin1");

/** ISO-BMFF brands of AVIF and HEIF/HEIC images (the `ftyp` box's major brand). */
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/**
 * The image format by its first bytes, or null when the bytes are no image we accept:
 * JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; GIF "GIF87a"/"GIF89a"; WebP "RIFF"…"WEBP";
 * AVIF/HEIC an ISO-BMFF "ftyp" box with an image brand.
 */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(buf, 0, 6) === "GIF87a" || ascii(buf, 0, 6) === "GIF89a") return "gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "webp";
  if (ascii(buf, 4, 8) === "ftyp") {
    const brand = ascii(buf, 8, 12);
    if (AVIF_BRANDS.has(brand)) return "avif";
    if (HEIF_BRANDS.has(brand)) return "heic";
  }
  return null;
}

/**
 * SPEC §5 upload check (both answers 400, as the client's own check would refuse the file).
 * @throws AppError BAD_REQUEST with IMAGE_TOO_LARGE above IMAGE_MAX_BYTES, or with
 *   NOT_AN_IMAGE when the bytes are not an image we accept.
 */
export function assertImage(buf: Buffer): ImageKind {
  if (buf.length > IMAGE_MAX_BYTES) throw new AppError("BAD_REQUEST", IMAGE_TOO_LARGE);
  const kind = sniffImage(buf);
  if (!kind) throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  return kind;
}

/** What an image's header declares: format (sharp's name), size of one frame in px, frames. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  /** Frames of an animated image (GIF, WebP, AVIF sequence); 1 for a still image. */
  pages: number;
}

/** The refusal of an image with more than MAX_INPUT_PIXELS: names its size and the limit. */
export function tooManyPixelsMessage(h: Pick<ImageHeader, "width" | "height" | "pages">): string {
  const frames = h.pages > 1 ? ` in ${h.pages} frames` : "";
  return `This image is ${h.width} × ${h.height} pixels${frames}; images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Please choose a smaller image.`;
}

/**
 * Read an image's header (format, width, height, frames) without decoding a pixel, and check
 * that all its frames together have at most MAX_INPUT_PIXELS. Any format sharp reads (JPEG, PNG,
 * WebP, GIF, TIFF, AVIF/HEIF, SVG…); callers restrict formats themselves (assertImage).
 * @throws AppError BAD_REQUEST with NOT_AN_IMAGE when the header cannot be read, or with
 *   tooManyPixelsMessage when the image is larger.
 */
export async function readImageHeader(buf: Buffer): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    // The limit is checked below (the refusal names the size); metadata() reads the header only.
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  }
  const { width, height } = meta;
  if (!width || !height) throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  const header: ImageHeader = { format: meta.format ?? "unknown", width, height, pages: Math.max(1, meta.pages ?? 1) };
  if (width * height * header.pages > MAX_INPUT_PIXELS) throw new AppError("BAD_REQUEST", tooManyPixelsMessage(header));
  return header;
}

/**
 * Check that an image's header can be read and that it is not larger than MAX_INPUT_PIXELS
 * (readImageHeader; cheap, nothing is decoded). Used where the bytes are checked before they
 * are kept or handed on (raw uploads, food photos).
 * @throws AppError BAD_REQUEST (NOT_AN_IMAGE, or tooManyPixelsMessage).
 */
export async function assertDecodable(buf: Buffer): Promise<void> {
  await readImageHeader(buf);
}

/**
 * The one door to decoding an image in the server: readImageHeader first (refuses bombs before
 * any decode), then a sharp pipeline of the first frame only, with sharp's own pixel limit set
 * to MAX_INPUT_PIXELS as a second guard. `options` are passed to sharp (e.g. `failOn`).
 * Output: a sharp instance for the caller's pipeline.
 * @throws AppError BAD_REQUEST (NOT_AN_IMAGE, or tooManyPixelsMessage).
 */
export async function openImage(buf: Buffer, options: Omit<SharpOptions, "limitInputPixels" | "pages" | "animated"> = {}): Promise<Sharp> {
  await readImageHeader(buf);
  return sharp(buf, { ...options, limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
}

/**
 * Re-encode an uploaded image for storage: EXIF orientation applied, then every metadata block
 * (EXIF with GPS, XMP, ICC) dropped, the first frame only, longest side at most STORED_MAX_SIDE,
 * transparency flattened on white, JPEG quality 85.
 * Output: { bytes, contentType: "image/jpeg", ext: "jpg" }.
 * @throws AppError BAD_REQUEST: tooManyPixelsMessage above MAX_INPUT_PIXELS (before decoding);
 *   NOT_AN_IMAGE when the image cannot be decoded (corrupt, or HEIC which this sharp build does
 *   not read).
 */
export async function reencodeForStorage(buf: Buffer): Promise<{ bytes: Buffer; contentType: string; ext: string }> {
  const image = await openImage(buf, { failOn: "error" });
  try {
    const bytes = await image
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: "image/jpeg", ext: "jpg" };
  } catch {
    throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
  }
}
