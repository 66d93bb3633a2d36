/**
 * Issue 21 item 2, "a preview before anything is stored" (POST /api/recipes/import-archive):
 * read an uploaded archive, keep what was read for the import job, and say what would come in.
 *
 * Steps:
 * 1. read the archive (modules/recipe-archive readRecipeArchive; it yields to other requests while
 *    it reads, and refuses hostile files with a 400 before anything is kept);
 * 2. find duplicates against the household's recipes (shared/domain/recipe-duplicates.ts), and
 *    recipes the file holds twice (the later one is marked with the earlier: inFileDuplicates);
 * 3. store the import row: drafts as jsonb, each picture's future storage key, the preview;
 * 4. stage the pictures in file storage, bytes as found (re-encoded only when imported), a few
 *    at a time with a turn of the event loop between;
 * 5. drop the household's oldest previews beyond MAX_OPEN_PREVIEWS.
 * Nothing is written to the recipes.
 */
import { randomUUID } from "node:crypto";
import {
  duplicateFinder,
  normalizeRecipeText,
  sourceUrlKey,
  titleAndIngredientsKey,
  type DuplicateMatch,
} from "../../shared/domain/recipe-duplicates";
import type { ImportPreview, ImportPreviewItem } from "../../shared/schemas/recipe-imports";
import type { StagedDraft } from "../db/schema/recipe-imports";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { yieldToEventLoop } from "../lib/yield-to-event-loop";
import { readRecipeArchive } from "../modules/recipe-archive/read-archive";
import { isGzipBytes, isZipBytes } from "../modules/recipe-archive/files";
import { DEFAULT_ARCHIVE_LIMITS, UnknownArchiveFormatError } from "../modules/recipe-archive/limits";
import * as importsRepo from "../modules/recipe-imports/repository";
import { pruneOpenPreviews } from "../modules/recipe-imports/service";
import { deleteStagedFiles, stagedImageKey } from "../modules/recipe-imports/staged-files";
import * as recipesRepo from "../modules/recipes/repository";

/** Recipes one import keeps (the rest are listed as skipped): 5× the 1,000 of issue 21, about 25 MB of drafts. */
export const IMPORT_MAX_RECIPES = 5000;
/** Pictures written to storage at once while staging. */
const STAGE_CONCURRENCY = 8;

/**
 * A single file that is neither a zip nor gzip and holds a NUL byte in its first 4 KB (a picture,
 * a PDF …) is no text export of any format we read; refused before the readers decode megabytes
 * of it as text. UTF-16 text (with its byte-order mark) is let through.
 */
function isBinaryNonArchive(bytes: Buffer): boolean {
  if (isZipBytes(bytes) || isGzipBytes(bytes)) return false;
  const bom = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  return !bom && bytes.subarray(0, 4096).includes(0);
}

/**
 * Recipes repeated within one file, by the same two rules and in the same order as duplicates of
 * the household's own (shared/domain/recipe-duplicates.ts: same source URL, else same title and
 * ingredients; a blank title matches only by URL). Input: the recipes in file order. Output: per
 * recipe, the first earlier recipe it repeats ({index, title}) and why, or nulls. O(n).
 */
export function inFileDuplicates(
  recipes: readonly { title: string; sourceUrl: string | null; ingredientNames: readonly string[] }[],
): { duplicateInFile: { index: number; title: string } | null; duplicateReason: DuplicateMatch["duplicateReason"] }[] {
  const byUrl = new Map<string, number>();
  const byContent = new Map<string, number>();
  return recipes.map((r, index) => {
    const url = sourceUrlKey(r.sourceUrl);
    const content = normalizeRecipeText(r.title) === "" ? null : titleAndIngredientsKey(r.title, r.ingredientNames);
    const sameUrl = url === null ? undefined : byUrl.get(url);
    const same = content === null ? undefined : byContent.get(content);
    if (url !== null && !byUrl.has(url)) byUrl.set(url, index);
    if (content !== null && !byContent.has(content)) byContent.set(content, index);
    if (sameUrl !== undefined) return { duplicateInFile: { index: sameUrl, title: recipes[sameUrl].title }, duplicateReason: "same source URL" };
    if (same !== undefined) return { duplicateInFile: { index: same, title: recipes[same].title }, duplicateReason: "same title and ingredients" };
    return { duplicateInFile: null, duplicateReason: null };
  });
}

/**
 * Input: the caller, the uploaded file. Output: the preview (importId, format, one item per
 * recipe with counts, picture flag and duplicate, and what the reader skipped with reasons).
 * @throws AppError BAD_REQUEST (UnknownArchiveFormatError, ArchiveRefusedError) from the reader,
 *   and UnknownArchiveFormatError for a binary single file (isBinaryNonArchive): nothing is stored then.
 */
export async function previewRecipeArchive(deps: AppDeps, user: SessionUser, upload: { bytes: Buffer; filename: string }): Promise<ImportPreview> {
  if (isBinaryNonArchive(upload.bytes)) throw new UnknownArchiveFormatError(upload.filename.replace(/^.*[\\/]/, ""));
  const read = await readRecipeArchive(upload, { ...DEFAULT_ARCHIVE_LIMITS, maxRecipes: IMPORT_MAX_RECIPES });
  const hh = user.householdId;
  const importId = randomUUID();

  const existing = await recipesRepo.listRecipeIdentities(deps.db, hh);
  const findDuplicate = duplicateFinder(existing.map((r) => ({ ...r, ingredientNames: r.ingredients.map((i) => i.ingredient) })));
  const identities = read.recipes.map((r) => ({ title: r.title, sourceUrl: r.sourceUrl, ingredientNames: r.ingredients.map((i) => i.ingredient) }));
  const repeats = inFileDuplicates(identities);
  const drafts: StagedDraft[] = [];
  const preview: ImportPreviewItem[] = [];
  for (const [index, { image, imageUrl, ...draft }] of read.recipes.entries()) {
    drafts.push({ ...draft, imageKey: image ? stagedImageKey(hh, importId, index) : null, imageUrl: image ? null : imageUrl });
    const own = findDuplicate(identities[index]);
    preview.push({
      index,
      title: draft.title,
      ingredientCount: draft.ingredients.length,
      stepCount: draft.steps.length,
      hasImage: Boolean(image || imageUrl),
      // A duplicate of the household's own recipe is said first; else a repeat within the file.
      ...(own.duplicateOf ? { ...own, duplicateInFile: null } : { duplicateOf: null, ...repeats[index] }),
    });
    if (index % 200 === 199) await yieldToEventLoop();
  }
  await importsRepo.insertImport(deps.db, { id: importId, householdId: hh, format: read.format, drafts, preview, readSkipped: read.skipped });

  try {
    const pictures = read.recipes.flatMap((r, index) => (r.image ? [{ index, bytes: r.image.bytes }] : []));
    for (let i = 0; i < pictures.length; i += STAGE_CONCURRENCY) {
      const slice = pictures.slice(i, i + STAGE_CONCURRENCY);
      await Promise.all(slice.map((p) => deps.storage.put(stagedImageKey(hh, importId, p.index), p.bytes, "application/octet-stream")));
      await yieldToEventLoop();
    }
  } catch (err) {
    await importsRepo.deleteImport(deps.db, hh, importId);
    await deleteStagedFiles(deps.storage, hh, importId).catch(() => undefined);
    throw err;
  }
  await pruneOpenPreviews(deps, hh);
  return { importId, format: read.format, recipes: preview, skipped: read.skipped };
}
