/**
 * Caps on what reading one recipe archive may cost (issue 21, "hostile archives are refused
 * cleanly"), and the two errors that end a read. Every byte count is a count of bytes; every cap
 * is checked before the work it bounds (a size before JSON.parse, declared zip sizes before
 * inflating, which yauzl then holds the entry to).
 */
import { AppError } from "../../../shared/errors";
import { IMAGE_MAX_BYTES } from "../../lib/image-file";

export interface ArchiveLimits {
  /** The uploaded file itself (the import route's multipart limit, issue 21: 200 MB). */
  maxArchiveBytes: number;
  /** Files inside one archive, nested zips included; more → the archive is refused. */
  maxEntries: number;
  /** One file inside an archive once inflated; a larger one is skipped with a reason. */
  maxEntryBytes: number;
  /** All kept files together once inflated, nested zips included; more → refused. */
  maxTotalBytes: number;
  /** Inflated ÷ compressed size of one entry; above it (for entries over ratioFloorBytes) → refused as a zip bomb. */
  maxRatio: number;
  /** Entries at most this large are not held to maxRatio (small files of zeros compress 1000×). */
  ratioFloorBytes: number;
  /** Zips inside zips: the outer archive is depth 0, a Tandoor per-recipe zip depth 1; deeper than this → refused. */
  maxZipDepth: number;
  /** One JSON, CSV, HTML, Markdown or Cooklang text, checked before it is parsed; larger → skipped. */
  maxTextBytes: number;
  /** One picture as found (stored pictures are re-encoded later by lib/recipe-images.ts); larger → dropped, with a reason. */
  maxImageBytes: number;
  /** Recipes read from one archive; the rest are listed as skipped. */
  maxRecipes: number;
}

const MB = 1024 * 1024;

/**
 * The defaults. Sizes: a Mealie backup `database.json` of 349 recipes is 2.5 MB, so 64 MB of JSON
 * holds ~9,000; JSON and text compress 5–20× in practice, so a ratio of 100 only stops bombs;
 * pictures follow the upload limit of lib/image-file.ts (IMAGE_MAX_BYTES, 10 MB).
 */
export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = {
  maxArchiveBytes: 200 * MB,
  maxEntries: 50_000,
  maxEntryBytes: 64 * MB,
  maxTotalBytes: 1024 * MB,
  maxRatio: 100,
  ratioFloorBytes: 1 * MB,
  maxZipDepth: 2,
  maxTextBytes: 64 * MB,
  maxImageBytes: IMAGE_MAX_BYTES,
  maxRecipes: 20_000,
};

/** A byte count for people: "64 MB", "200 KB", "512 bytes" (binary units, as the limits above). */
export function megabytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
}

/**
 * The file is not a recipe export this reader knows (no reader recognised its contents).
 * HTTP 400 through the app's error handler; the CLI exits 1.
 */
export class UnknownArchiveFormatError extends AppError {
  constructor(filename: string) {
    super("BAD_REQUEST", `${filename || "This file"} is not a recipe export we can read.`);
    this.name = "UnknownArchiveFormatError";
  }
}

/**
 * The whole file is refused before anything is taken from it: a zip bomb, a path-traversal name,
 * zips nested too deep, too many files, a damaged zip. `reason` is a sentence for the person.
 */
export class ArchiveRefusedError extends AppError {
  readonly reason: string;

  constructor(reason: string) {
    super("BAD_REQUEST", `This archive was refused: ${reason}`);
    this.name = "ArchiveRefusedError";
    this.reason = reason;
  }
}
