/**
 * Reading a household's recipe export from another app (issue 21, item 1): the one entry point.
 * Everything happens in memory; nothing is stored. Formats: readers/*.ts (list in detect.ts).
 */
import { performance } from "node:perf_hooks";
import { sniffImage } from "../../lib/image-file";
import { yieldToEventLoop } from "../../lib/yield-to-event-loop";
import { detectReader } from "./detect";
import { decodeText, isGzipBytes, isZipBytes, type ArchiveFile } from "./files";
import { ArchiveRefusedError, DEFAULT_ARCHIVE_LIMITS, megabytes, UnknownArchiveFormatError, type ArchiveLimits } from "./limits";
import type { ArchiveImage, ArchiveRecipe, ReadContext, SkippedItem } from "./types";
import { openZip, zipBudget, type ZipBudget } from "./zip";

export interface ArchiveReadResult {
  /** The reader that recognised the file ("paprika", "mealie-backup", … see detect.ts). */
  format: string;
  recipes: ArchiveRecipe[];
  /** What was not taken, each with a reason (recipes that cannot be read, pictures too large …). */
  skipped: SkippedItem[];
}

/** Longest stretch of reading, ms, before other requests get a turn of the event loop. */
const SLICE_MS = 20;

function createContext(limits: ArchiveLimits, budget: ZipBudget, skipped: SkippedItem[]): ReadContext {
  let sliceStart = performance.now();
  /** The last file read quietly, as text: the detectors often peek at the same one in turn. */
  let peeked: { file: ArchiveFile; text: string } | null = null;
  const tooLarge = (name: string): null => {
    ctx.skip(name, `The picture is larger than ${megabytes(limits.maxImageBytes)}; the recipe was kept without it.`);
    return null;
  };
  const picture = (bytes: Buffer, name: string): ArchiveImage | null => {
    if (bytes.length > limits.maxImageBytes) return tooLarge(name);
    if (!sniffImage(bytes)) {
      ctx.skip(name, "The picture is not an image we can read; the recipe was kept without it.");
      return null;
    }
    return { bytes, name };
  };
  const ctx: ReadContext = {
    limits,
    skip: (name, reason) => skipped.push({ name, reason }),
    async text(file, quiet = false) {
      if (file.size > limits.maxTextBytes) {
        if (!quiet) ctx.skip(file.name, `The file is larger than ${megabytes(limits.maxTextBytes)}.`);
        return null;
      }
      if (peeked?.file === file) return peeked.text;
      const text = decodeText(await file.read());
      if (quiet) peeked = { file, text };
      return text;
    },
    async json(file, quiet = false) {
      const text = await ctx.text(file, quiet);
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        if (!quiet) ctx.skip(file.name, "The file is not valid JSON.");
        return null;
      }
    },
    async image(file) {
      if (!file) return null;
      if (file.size > limits.maxImageBytes) return tooLarge(file.name);
      return picture(await file.read(), file.name);
    },
    imageBytes: picture,
    async openZip(file) {
      const bytes = await file.read();
      if (!isZipBytes(bytes)) {
        ctx.skip(file.name, "The file is not a zip archive.");
        return [];
      }
      return openZip(bytes, limits, budget, file.depth + 1, (s) => ctx.skip(s.name, s.reason));
    },
    async tick() {
      if (performance.now() - sliceStart < SLICE_MS) return;
      await yieldToEventLoop();
      sliceStart = performance.now();
    },
  };
  return ctx;
}

/** Empty recipes are reported, untitled ones named, and at most limits.maxRecipes kept. */
function tidy(recipes: ArchiveRecipe[], limits: ArchiveLimits, skipped: SkippedItem[]): ArchiveRecipe[] {
  const out: ArchiveRecipe[] = [];
  recipes.forEach((r, i) => {
    if (r.title === "" && r.ingredients.length === 0 && r.steps.length === 0) {
      skipped.push({ name: `Recipe ${i + 1}`, reason: "The recipe is empty (no title, ingredients or steps)." });
      return;
    }
    if (out.length >= limits.maxRecipes) {
      skipped.push({ name: r.title || `Recipe ${i + 1}`, reason: `Only the first ${limits.maxRecipes} recipes of one file are read.` });
      return;
    }
    out.push(r.title === "" ? { ...r, title: "Untitled recipe" } : r);
  });
  return out;
}

/**
 * Reads every recipe in an export file of another recipe app.
 * Input: the uploaded file's bytes and name (the name only labels a single file; the format is
 * recognised from the contents), and optional limits (DEFAULT_ARCHIVE_LIMITS).
 * Output: the format, every recipe as an ArchiveRecipe (ingredient lines parsed by our parser,
 * times in minutes, the picture's bytes as found, capped at limits.maxImageBytes), and the
 * skipped items with reasons. A zip that holds only one zip is looked into.
 * @throws ArchiveRefusedError for hostile or damaged input (limits.ts, zip.ts), and for a single
 *   unzipped file over limits.maxTextBytes: nothing is returned.
 * @throws UnknownArchiveFormatError when no reader recognises the file.
 */
export async function readRecipeArchive(
  input: { bytes: Buffer; filename: string },
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<ArchiveReadResult> {
  const { bytes, filename } = input;
  if (bytes.length > limits.maxArchiveBytes) throw new ArchiveRefusedError(`the file is larger than ${megabytes(limits.maxArchiveBytes)}.`);
  if (!isZipBytes(bytes) && !isGzipBytes(bytes) && bytes.length > limits.maxTextBytes) {
    throw new ArchiveRefusedError(`a single recipe file may hold at most ${megabytes(limits.maxTextBytes)}; zip larger collections.`);
  }
  const skipped: SkippedItem[] = [];
  const budget = zipBudget(limits);
  const ctx = createContext(limits, budget, skipped);
  const upload: ArchiveFile = {
    name: filename.replace(/^.*[\\/]/, "") || "upload",
    size: bytes.length,
    depth: -1,
    read: async () => bytes,
  };
  let files = isZipBytes(bytes) ? await ctx.openZip(upload) : [{ ...upload, depth: 0 }];
  for (;;) {
    const reader = await detectReader(files, ctx);
    if (reader) {
      const recipes = tidy(await reader.read(files, ctx), limits, skipped);
      const seen = new Set<string>();
      const unique = skipped.filter((s) => !seen.has(`${s.name}\n${s.reason}`) && seen.add(`${s.name}\n${s.reason}`));
      return { format: reader.format, recipes, skipped: unique };
    }
    if (files.length === 1 && isZipBytes(await files[0].read())) files = await ctx.openZip(files[0]);
    else throw new UnknownArchiveFormatError(upload.name);
  }
}
