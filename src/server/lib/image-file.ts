/**
 * Uploaded images: what they really are (magic bytes — the client's content type is never
 * trusted), the SPEC §5 checks, and re-encoding before anything is stored.
 */
import sharp from "sharp";
import { AppError } from "../../shared/errors";

/** SPEC §9: largest image accepted, bytes (10 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §5 texts (toast descriptions) for a file that is not an image / is too large. */
export const NOT_AN_IMAGE = "Please select an image file (JPG, PNG, etc.)";
export const IMAGE_TOO_LARGE = "Please select an image smaller than 10MB";
/** Longest side of a stored image, px (a receipt stays readable; a phone photo shrinks ~2×). */
export const STORED_MAX_SIDE = 2000;
/** Largest decoded image, pixels (a decompression bomb is refused before it is decoded). */
export const MAX_INPUT_PIXELS = 100_000_000;

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

/**
 * Check that an image's header decodes and that it is not larger than MAX_INPUT_PIXELS (reads
 * the header only; cheap).
 * @throws AppError BAD_REQUEST (NOT_AN_IMAGE) otherwise.
 */
export async function assertDecodable(buf: Buffer): Promise<void> {
  let pixels = Infinity;
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    pixels = (meta.width ?? Infinity) * (meta.height ?? Infinity);
  } catch {
    // not decodable: refused below
  }
  if (!(pixels <= MAX_INPUT_PIXELS)) throw new AppError("BAD_REQUEST", NOT_AN_IMAGE);
}

/**
 * Re-encode an uploaded image for storage: EXIF orientation applied, then every metadata block
 * (EXIF with GPS, XMP, ICC) dropped, the first frame only, longest side at most STORED_MAX_SIDE,
 * transparency flattened on white, JPEG quality 85.
 * Output: { bytes, contentType: "image/jpeg", ext: "jpg" }.
 * @throws AppError BAD_REQUEST (NOT_AN_IMAGE) when the image cannot be decoded (corrupt, or HEIC
 *   which this sharp build does not read) or exceeds MAX_INPUT_PIXELS.
 */
export async function reencodeForStorage(buf: Buffer): Promise<{ bytes: Buffer; contentType: string; ext: string }> {
  try {
    const bytes = await sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
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
