/**
 * Zip archives read in memory with yauzl (https://github.com/thejoshwolfe/yauzl, MIT): the central
 * directory is read first and every cap of limits.ts is checked on the declared sizes before a
 * byte is inflated; yauzl then holds each entry to its declared size (validateEntrySizes), so a
 * lying header fails instead of inflating without end. File names are checked by yauzl
 * (absolute paths and ".." segments are errors) and never touch the filesystem.
 */
import yauzl from "yauzl";
import { isJunk, type ArchiveFile } from "./files";
import { ArchiveRefusedError, megabytes, type ArchiveLimits } from "./limits";

/** What is left to spend across one upload: nested zips draw on the same budget. */
export interface ZipBudget {
  entriesLeft: number;
  bytesLeft: number;
}

/** A new budget for one upload, from the limits. */
export const zipBudget = (limits: ArchiveLimits): ZipBudget => ({ entriesLeft: limits.maxEntries, bytesLeft: limits.maxTotalBytes });

/** Something in the zip that is not read, with the reason (a sentence for the person). */
export interface ZipSkip {
  name: string;
  reason: string;
}

const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): /;

/** yauzl's error → the refusal the person sees. */
function refusal(err: unknown): ArchiveRefusedError {
  const message = err instanceof Error ? err.message : String(err);
  const unsafe = UNSAFE_NAME.exec(message);
  if (unsafe) return new ArchiveRefusedError(`it holds a file with an unsafe name (${message.slice(unsafe[0].length)}).`);
  return new ArchiveRefusedError(`it is not a readable zip file (${message}).`);
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Opens a zip held in memory and lists its files (folders and junk such as `__MACOSX/` left out),
 * each read lazily. Entries that cannot be read (encrypted, an unknown compression method, over
 * limits.maxEntryBytes) are reported through `skip` and left out.
 * Input: the zip's bytes, the limits, the upload's shared budget, the nesting depth of this zip
 * (0 for the upload itself).
 * @throws ArchiveRefusedError when the zip is deeper than limits.maxZipDepth, is damaged, holds an
 *   unsafe name, more entries than the budget, an entry inflating more than limits.maxRatio times
 *   (above limits.ratioFloorBytes), or more inflated bytes than the budget. Reading a file later
 *   rejects with ArchiveRefusedError when its data does not match its declared size.
 */
export async function openZip(
  bytes: Buffer,
  limits: ArchiveLimits,
  budget: ZipBudget,
  depth: number,
  skip: (s: ZipSkip) => void,
): Promise<ArchiveFile[]> {
  if (depth > limits.maxZipDepth) throw new ArchiveRefusedError(`it holds zip files nested more than ${limits.maxZipDepth} deep.`);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { decodeStrings: true, validateEntrySizes: true, strictFileNames: false, autoClose: false });
  } catch (err) {
    throw refusal(err);
  }
  if (zip.entryCount > budget.entriesLeft) throw new ArchiveRefusedError(`it holds more than ${limits.maxEntries} files.`);
  const files: ArchiveFile[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      budget.entriesLeft -= 1;
      const name = entry.fileName;
      const size = entry.uncompressedSize;
      if (size > limits.ratioFloorBytes && size / Math.max(1, entry.compressedSize) > limits.maxRatio) {
        throw new ArchiveRefusedError(
          `${name} would unpack to ${megabytes(size)}, more than ${limits.maxRatio} times its packed size (a zip bomb).`,
        );
      }
      if (name.endsWith("/") || isJunk(name)) continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        skip({
          name,
          reason: entry.isEncrypted()
            ? "The file is encrypted."
            : `The file is packed with a method we cannot unpack (${entry.compressionMethod}).`,
        });
        continue;
      }
      if (size > limits.maxEntryBytes) {
        skip({ name, reason: `The file is larger than ${megabytes(limits.maxEntryBytes)}.` });
        continue;
      }
      budget.bytesLeft -= size;
      if (budget.bytesLeft < 0) throw new ArchiveRefusedError(`it would unpack to more than ${megabytes(limits.maxTotalBytes)}.`);
      files.push({
        name,
        size,
        depth,
        read: () =>
          readEntry(zip, entry).catch((err: unknown) => {
            throw new ArchiveRefusedError(
              `${name} does not match its own size or cannot be unpacked (${err instanceof Error ? err.message : String(err)}).`,
            );
          }),
      });
    }
  } catch (err) {
    if (err instanceof ArchiveRefusedError) throw err;
    throw refusal(err);
  }
  return files;
}
