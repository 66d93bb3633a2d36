import { z } from "zod";

/**
 * Issue 21 item 2, "a preview before anything is stored": the contracts of
 * POST /api/recipes/import-archive (upload → preview), POST …/:importId/start (tick → background
 * import) and GET / DELETE …/:importId (progress and summary; cancel).
 */

/** Why a recipe looks like one the household already has. */
export const duplicateReasonSchema = z.enum(["same source URL", "same title and ingredients"]);
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

/** One recipe found in the archive, as the preview lists it (`index` names it in `start`). */
export const importPreviewItemSchema = z.object({
  index: z.number().int().min(0),
  title: z.string(),
  ingredientCount: z.number().int().min(0),
  stepCount: z.number().int().min(0),
  hasImage: z.boolean(),
  duplicateOf: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  duplicateReason: duplicateReasonSchema.nullable(),
  /**
   * An earlier recipe of the same file this one repeats (same source URL, or same title and
   * ingredients: `duplicateReason` says which), when it is no duplicate of the household's own.
   */
  duplicateInFile: z.object({ index: z.number().int().min(0), title: z.string() }).nullable(),
});
export type ImportPreviewItem = z.infer<typeof importPreviewItemSchema>;

/** Something in the file the reader could not take ({name: file or recipe, reason}). */
export const readSkipSchema = z.object({ name: z.string(), reason: z.string() });
export type ReadSkip = z.infer<typeof readSkipSchema>;

/** POST /api/recipes/import-archive answer. */
export const importPreviewSchema = z.object({
  importId: z.uuid(),
  /** The reader that recognised the file ("paprika", "mealie-backup", "schema-org", …). */
  format: z.string(),
  recipes: z.array(importPreviewItemSchema),
  skipped: z.array(readSkipSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/recipes/import-archive/:importId/start body: the ticked preview indices (at least one). */
export const startImportBodySchema = z.object({
  indices: z.array(z.number().int().min(0).max(100_000)).min(1).max(100_000),
});

export const importIdParamsSchema = z.object({ importId: z.uuid() });

/**
 * A recipe the job stored; `note` says what it was stored without (its picture could not be
 * read or loaded), else null. Such a recipe is listed here only, never also as skipped.
 */
export const importedRecipeSchema = z.object({ index: z.number().int(), recipeId: z.uuid(), title: z.string(), note: z.string().nullable() });
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

/** A ticked recipe the job did not store, with the reason. */
export const importSkipSchema = z.object({ index: z.number().int(), title: z.string(), reason: z.string() });
export type ImportSkip = z.infer<typeof importSkipSchema>;

export const importStatusSchema = z.enum(["preview", "running", "done", "failed"]);

/**
 * GET /api/recipes/import-archive/:importId (and the start answer). `total`: recipes found while
 * previewing, ticked ones once started; `done`: ticked recipes handled so far (the progress bar is
 * done / total). `preview` repeats the preview so a page opened later can show it again.
 */
export const importProgressSchema = z.object({
  importId: z.uuid(),
  status: importStatusSchema,
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  imported: z.array(importedRecipeSchema),
  skipped: z.array(importSkipSchema),
  preview: importPreviewSchema,
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** One of the household's imports not yet dismissed, as GET /api/recipes/import-archive lists them. */
export const importListItemSchema = z.object({
  importId: z.uuid(),
  status: importStatusSchema,
  format: z.string(),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  /** When the file was read, ISO 8601. */
  createdAt: z.string(),
});
export type ImportListItem = z.infer<typeof importListItemSchema>;

/** GET /api/recipes/import-archive answer: the household's imports in preview, running or finished and not dismissed (DELETE), newest first. */
export const importListSchema = z.object({ imports: z.array(importListItemSchema) });
export type ImportList = z.infer<typeof importListSchema>;

/** Largest archive the import takes (issue 21: up to 200 MB), bytes; the web checks it before uploading. */
export const IMPORT_ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_ARCHIVE_TOO_LARGE = "The file is larger than 200 MB.";
