/**
 * The shapes shared by the archive readers (readers/*.ts), the reading entry point
 * (read-archive.ts) and the CLI `read-recipe-archive`.
 */
import type { RecipeDraft } from "../../../shared/schemas/recipe-draft";
import type { ArchiveFile } from "./files";
import type { ArchiveLimits } from "./limits";

/** A picture found in the archive, bytes exactly as found (re-encoded only when stored). */
export interface ArchiveImage {
  bytes: Buffer;
  /** Its path in the archive, or a name the source gave it ("photo.jpg"). */
  name: string;
}

/**
 * One recipe read from an archive: the common draft plus its picture, and (an addition to the
 * brief's shape) `imageUrl`, the address of a picture the source only links to (Plan to Eat,
 * My Recipe Box, schema.org files), for the import job to fetch through the guarded fetch.
 */
export type ArchiveRecipe = RecipeDraft & { image: ArchiveImage | null; imageUrl: string | null };

/** Something not taken from the archive, with a reason a person can act on. */
export interface SkippedItem {
  name: string;
  reason: string;
}

/** What a reader may ask of the reading run: limits, reporting, and guarded access to contents. */
export interface ReadContext {
  limits: ArchiveLimits;
  /** Report something not taken (a recipe that cannot be read, a picture too large). */
  skip(name: string, reason: string): void;
  /**
   * The file as text (see files.ts decodeText); null when over limits.maxTextBytes, reported
   * through skip unless `quiet` (detection peeks quietly).
   */
  text(file: ArchiveFile, quiet?: boolean): Promise<string | null>;
  /** The file as JSON; null when too large or not JSON (reported unless `quiet`). */
  json(file: ArchiveFile, quiet?: boolean): Promise<unknown>;
  /** A picture from a file, checked by size and magic bytes; null (and reported) when refused. */
  image(file: ArchiveFile | null): Promise<ArchiveImage | null>;
  /** A picture from bytes the source embeds (Paprika's base64 photo); null (and reported) when refused. */
  imageBytes(bytes: Buffer, name: string): ArchiveImage | null;
  /** The files of a zip inside the archive (one level deeper; same caps and budget). */
  openZip(file: ArchiveFile): Promise<ArchiveFile[]>;
  /** Let other requests run now and then during long reads (call once per recipe). */
  tick(): Promise<void>;
}

/** One export format: recognises its files and reads every recipe in them. */
export interface ArchiveReader {
  /** Stable name, printed by the bench ("paprika", "mealie-backup", …). */
  format: string;
  /** True when these files are this format's export (looks at names, and at contents via ctx). */
  detect(files: readonly ArchiveFile[], ctx: ReadContext): Promise<boolean>;
  /** Every recipe in the files; what cannot be read is reported through ctx.skip. */
  read(files: readonly ArchiveFile[], ctx: ReadContext): Promise<ArchiveRecipe[]>;
}
