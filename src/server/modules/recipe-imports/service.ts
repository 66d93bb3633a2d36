/**
 * Rules of archive imports (issue 21 item 2): who sees which import, what may be ticked, the
 * progress answer, cancelling and expiry. Reading an archive and storing recipes span modules:
 * use-cases/preview-recipe-archive.ts and use-cases/run-recipe-imports.ts.
 */
import { AppError } from "../../../shared/errors";
import type { ImportList, ImportProgress } from "../../../shared/schemas/recipe-imports";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import type { Storage } from "../../kernel/ports/storage";
import * as repo from "./repository";
import { deleteStagedFiles, sweepStagedFiles } from "./staged-files";

export const IMPORT_NOT_FOUND = "Import not found";
export const IMPORT_ALREADY_STARTED = "This import has already started.";
/** Previews a household may hold at once; a new one drops the oldest beyond (each may hold 1,000 recipes with pictures). */
export const MAX_OPEN_PREVIEWS = 3;
/** A preview not started is deleted this long after it was read (issue 21 brief: 24 h). */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** A finished import's summary stays this long after its last change. */
export const FINISHED_TTL_MS = 24 * 60 * 60 * 1000;

/** `total` of the progress answer: recipes found in a preview, ticked ones once started. */
const totalOf = (row: Pick<repo.RecipeImportRow, "status" | "selected"> & { found: number }) => (row.status === "preview" ? row.found : row.selected.length);

/**
 * The progress answer of a stored import. Rows written before `duplicateInFile` and `note`
 * existed read as null there.
 */
export function progressOf(row: repo.RecipeImportRow): ImportProgress {
  const recipes = row.preview.map((p) => ({ ...p, duplicateInFile: p.duplicateInFile ?? null }));
  const preview = { importId: row.id, format: row.format, recipes, skipped: row.readSkipped };
  return {
    importId: row.id,
    status: row.status,
    total: totalOf({ ...row, found: row.drafts.length }),
    done: row.done,
    imported: row.imported.map((r) => ({ ...r, note: r.note ?? null })),
    skipped: row.skipped,
    preview,
  };
}

/**
 * The household's imports not dismissed yet (previews, running, done, failed), newest first,
 * without their drafts: a page opened later finds the import to resume showing.
 */
export async function listImports(db: Db, user: SessionUser): Promise<ImportList> {
  const rows = await repo.listImports(db, user.householdId);
  return {
    imports: rows.map((r) => ({
      importId: r.id,
      status: r.status,
      format: r.format,
      total: totalOf(r),
      done: r.done,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The caller's household's import. @throws AppError NOT_FOUND for another household's or an unknown id. */
export async function getImport(db: Db, user: SessionUser, id: string): Promise<repo.RecipeImportRow> {
  const row = await repo.findImport(db, user.householdId, id);
  if (!row) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND);
  return row;
}

/**
 * Tick recipes of a preview for import: the indices, de-duplicated in the order given, must name
 * recipes of the preview. Output: the running import.
 * @throws AppError NOT_FOUND (another household's or unknown), CONFLICT when it already started,
 *   VALIDATION for an index the preview does not have.
 */
export async function markStarted(db: Db, user: SessionUser, id: string, indices: number[]): Promise<repo.RecipeImportRow> {
  const row = await getImport(db, user, id);
  if (row.status !== "preview") throw new AppError("CONFLICT", IMPORT_ALREADY_STARTED);
  const selected = [...new Set(indices)];
  const bad = selected.find((i) => i >= row.drafts.length);
  if (bad !== undefined) {
    const message = `Recipe ${bad} is not in this import (it has ${row.drafts.length}).`;
    throw new AppError("VALIDATION", message, [{ path: "indices", message }]);
  }
  const started = await repo.markRunning(db, user.householdId, id, selected);
  if (!started) throw new AppError("CONFLICT", IMPORT_ALREADY_STARTED);
  return started;
}

/**
 * Cancel an import (any status): the row and its staged pictures go; recipes already imported
 * stay. A process working on it stops at its next recipe (its progress write finds no row).
 * @throws AppError NOT_FOUND for another household's or an unknown id.
 */
export async function cancelImport(deps: { db: Db; storage: Storage }, user: SessionUser, id: string): Promise<void> {
  const gone = await repo.deleteImport(deps.db, user.householdId, id);
  if (!gone) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND);
  await deleteStagedFiles(deps.storage, gone.householdId, gone.id);
}

/** Drop the household's oldest previews beyond MAX_OPEN_PREVIEWS, with their pictures. */
export async function pruneOpenPreviews(deps: { db: Db; storage: Storage }, householdId: string): Promise<void> {
  const ids = await repo.listPreviewIds(deps.db, householdId);
  for (const id of ids.slice(MAX_OPEN_PREVIEWS)) {
    if (await repo.deleteImport(deps.db, householdId, id)) await deleteStagedFiles(deps.storage, householdId, id);
  }
}

/** Delete expired previews and old summaries (PREVIEW_TTL_MS, FINISHED_TTL_MS) and stray staged pictures. Output: imports deleted. */
export async function expireImports(deps: { db: Db; storage: Storage }, now = new Date()): Promise<number> {
  const gone = await repo.expireImports(deps.db, new Date(now.getTime() - PREVIEW_TTL_MS), new Date(now.getTime() - FINISHED_TTL_MS));
  for (const g of gone) await deleteStagedFiles(deps.storage, g.householdId, g.id);
  await sweepStagedFiles(deps.storage, (ids) => repo.existingImportIds(deps.db, ids));
  return gone.length;
}
