/**
 * All SQL of the recipe_import table (db/schema/recipe-imports.ts): previews, the ticked list,
 * progress under a lease, expiry. Every function takes a Tx.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { recipeImports } from "../../db/schema/recipe-imports";
import type { Tx } from "../../kernel/db";
import type { ImportedRecipe, ImportSkip } from "../../../shared/schemas/recipe-imports";

export type RecipeImportRow = typeof recipeImports.$inferSelect;

export async function insertImport(db: Tx, values: typeof recipeImports.$inferInsert): Promise<RecipeImportRow> {
  const [row] = await db.insert(recipeImports).values(values).returning();
  return row;
}

/** One import of the household (another household's id → null). */
export async function findImport(db: Tx, householdId: string, id: string): Promise<RecipeImportRow | null> {
  const [row] = await db
    .select()
    .from(recipeImports)
    .where(and(eq(recipeImports.id, id), eq(recipeImports.householdId, householdId)));
  return row ?? null;
}

/** Ids of the household's previews not started, newest first. */
export async function listPreviewIds(db: Tx, householdId: string): Promise<string[]> {
  const rows = await db
    .select({ id: recipeImports.id })
    .from(recipeImports)
    .where(and(eq(recipeImports.householdId, householdId), eq(recipeImports.status, "preview")))
    .orderBy(desc(recipeImports.createdAt), desc(recipeImports.id));
  return rows.map((r) => r.id);
}

/**
 * The household's imports, newest first, without drafts and results: id, status, format, the
 * ticked list, progress, the number of recipes found (`found`) and when it was read.
 */
export async function listImports(db: Tx, householdId: string) {
  return db
    .select({
      id: recipeImports.id,
      status: recipeImports.status,
      format: recipeImports.format,
      selected: recipeImports.selected,
      done: recipeImports.done,
      found: sql<number>`jsonb_array_length(${recipeImports.drafts})`.mapWith(Number),
      createdAt: recipeImports.createdAt,
    })
    .from(recipeImports)
    .where(eq(recipeImports.householdId, householdId))
    .orderBy(desc(recipeImports.createdAt), desc(recipeImports.id));
}

/** Preview → running with the ticked indices; null when it is not the household's or no longer a preview. */
export async function markRunning(db: Tx, householdId: string, id: string, selected: number[]): Promise<RecipeImportRow | null> {
  const [row] = await db
    .update(recipeImports)
    .set({ status: "running", selected, done: 0, leaseOwner: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(recipeImports.id, id), eq(recipeImports.householdId, householdId), eq(recipeImports.status, "preview")))
    .returning();
  return row ?? null;
}

/**
 * Take one running import whose lease is free or ran out, for `owner` until `leaseUntil`: of
 * several processes exactly one gets each row (FOR UPDATE SKIP LOCKED, and the lease is checked
 * again on the locked row). Output: the row, or null when none waits.
 */
export async function claimImport(db: Tx, owner: string, now: Date, leaseUntil: Date): Promise<RecipeImportRow | null> {
  const free = and(eq(recipeImports.status, "running"), or(isNull(recipeImports.leaseUntil), lt(recipeImports.leaseUntil, now)));
  const next = db.select({ id: recipeImports.id }).from(recipeImports).where(free).orderBy(asc(recipeImports.updatedAt)).limit(1).for("update", { skipLocked: true });
  const [row] = await db
    .update(recipeImports)
    .set({ leaseOwner: owner, leaseUntil })
    .where(and(eq(recipeImports.id, sql`(${next})`), free))
    .returning();
  return row ?? null;
}

/**
 * Record one more ticked recipe handled (done = `done`, its results appended) and extend the
 * lease, only while `owner` holds the running import. Output: false when the lease was lost or
 * the import cancelled (the caller's transaction must then roll back).
 */
export async function recordProgress(
  db: Tx,
  id: string,
  owner: string,
  step: { done: number; imported: ImportedRecipe[]; skipped: ImportSkip[]; leaseUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(recipeImports)
    .set({
      done: step.done,
      imported: sql`${recipeImports.imported} || ${JSON.stringify(step.imported)}::jsonb`,
      skipped: sql`${recipeImports.skipped} || ${JSON.stringify(step.skipped)}::jsonb`,
      leaseUntil: step.leaseUntil,
      updatedAt: new Date(),
    })
    .where(and(eq(recipeImports.id, id), eq(recipeImports.leaseOwner, owner), eq(recipeImports.status, "running")))
    .returning({ id: recipeImports.id });
  return rows.length === 1;
}

/** End `owner`'s run of an import as done or failed (the lease is given up). */
export async function finishImport(db: Tx, id: string, owner: string, status: "done" | "failed"): Promise<void> {
  await db
    .update(recipeImports)
    .set({ status, leaseOwner: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(recipeImports.id, id), eq(recipeImports.leaseOwner, owner)));
}

/** Give up `owner`'s leases (a process shutting down), so another process continues right away. */
export async function releaseLeases(db: Tx, owner: string, ids?: string[]): Promise<void> {
  const mine = eq(recipeImports.leaseOwner, owner);
  await db
    .update(recipeImports)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(ids ? and(mine, inArray(recipeImports.id, ids)) : mine);
}

/** Delete a household's import; output: its id and household, or null when it is not the household's. */
export async function deleteImport(db: Tx, householdId: string, id: string): Promise<{ id: string; householdId: string } | null> {
  const [row] = await db
    .delete(recipeImports)
    .where(and(eq(recipeImports.id, id), eq(recipeImports.householdId, householdId)))
    .returning({ id: recipeImports.id, householdId: recipeImports.householdId });
  return row ?? null;
}

/**
 * Delete previews created before `previewsBefore` and finished (done, failed) imports last
 * changed before `finishedBefore`. Running imports are never expired (they resume).
 * Output: the deleted imports' ids and households (their staged files go too).
 */
export async function expireImports(db: Tx, previewsBefore: Date, finishedBefore: Date): Promise<{ id: string; householdId: string }[]> {
  return db
    .delete(recipeImports)
    .where(
      or(
        and(eq(recipeImports.status, "preview"), lt(recipeImports.createdAt, previewsBefore)),
        and(inArray(recipeImports.status, ["done", "failed"]), lt(recipeImports.updatedAt, finishedBefore)),
      ),
    )
    .returning({ id: recipeImports.id, householdId: recipeImports.householdId });
}

/** Which of `ids` still exist (to find staged files whose import is gone). */
export async function existingImportIds(db: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: recipeImports.id }).from(recipeImports).where(inArray(recipeImports.id, ids));
  return new Set(rows.map((r) => r.id));
}
