/**
 * Issue 21 item 2: the background job that imports the ticked recipes of an archive. One worker
 * per process; any process may continue any import (the lease in recipe_import), so an import
 * survives the request, the page being left and a restart.
 *
 * Per running import, in slices of SLICE recipes:
 * 1. claim it (repository claimImport: a free or expired lease);
 * 2. store the slice's pictures in parallel: a staged picture (bytes as found) or a linked one
 *    (fetched only through the SSRF-guarded fetch for user URLs), each re-encoded to WebP
 *    (lib/recipe-images.ts); a picture that fails is noted on the imported recipe (listed once, as
 *    imported with the note, never also as skipped) and the recipe kept without it;
 * 3. per recipe, one transaction: insert the recipe (origin "import", every field kept:
 *    modules/recipes/draft-recipe.ts) and record the progress under the lease — so each ticked
 *    recipe is stored exactly once, even when the process dies between two recipes;
 * 4. a turn of the event loop after every recipe, so other users are never stalled;
 * 5. at the end: status done, staged pictures deleted.
 * A lost lease or a cancelled import (row gone) stops the work at the next recipe.
 */
import { randomUUID } from "node:crypto";
import type { ImportedRecipe, ImportSkip } from "../../shared/schemas/recipe-imports";
import type { StagedDraft } from "../db/schema/recipe-imports";
import type { AppDeps } from "../kernel/app-deps";
import { deleteStoredImage, storeImageBytes } from "../lib/recipe-images";
import { yieldToEventLoop } from "../lib/yield-to-event-loop";
import * as importsRepo from "../modules/recipe-imports/repository";
import { expireImports } from "../modules/recipe-imports/service";
import { deleteStagedFiles } from "../modules/recipe-imports/staged-files";
import { recipeValuesFromDraft } from "../modules/recipes/draft-recipe";
import { importImageFromUrl } from "../modules/recipes/recipe-images";
import * as recipesRepo from "../modules/recipes/repository";

/** How long a claim holds an import without progress (ms); renewed with every recipe. */
export const IMPORT_LEASE_MS = 60_000;
/** How often each process looks for imports to continue (and expires old ones, at most every EXPIRE_EVERY_MS). */
export const IMPORT_POLL_MS = 30_000;
const EXPIRE_EVERY_MS = 10 * 60_000;
/** Recipes whose pictures are prepared together (sharp works on the thread pool meanwhile). */
const SLICE = 4;
/** Errors in a row before an import is marked failed instead of retried. */
const MAX_FAILURES = 3;

/** Notes on an imported recipe stored without its picture (the summary lists it once, as imported). */
export const PICTURE_NOT_KEPT = "Imported without its picture: the picture could not be read.";
export const PICTURE_NOT_LOADED = "Imported without its picture: the picture could not be loaded from its address.";
export const NOT_STORED = "The recipe could not be stored.";

class LeaseLost extends Error {}

type Log = { warn(o: object, m: string): void; error(o: object, m: string): void };

export interface RecipeImportWorker {
  /** Look for work now (after a start, and on every poll). */
  kick(): void;
  /** Stop after the current recipe and give up this process's leases. */
  stop(): Promise<void>;
  /** Resolves when the worker has nothing left to do right now (tests, bench). */
  idle(): Promise<void>;
}

/** The stored picture's URL and the reason a picture was not kept (both null when the draft has none). */
async function storePicture(deps: AppDeps, householdId: string, d: StagedDraft): Promise<{ url: string | null; problem: string | null }> {
  if (d.imageKey) {
    const obj = await deps.storage.get(d.imageKey).catch(() => null);
    if (!obj) return { url: null, problem: PICTURE_NOT_KEPT };
    return storeImageBytes(deps, householdId, obj.bytes).then(
      (url) => ({ url, problem: null }),
      () => ({ url: null, problem: PICTURE_NOT_KEPT }),
    );
  }
  if (d.imageUrl) {
    return importImageFromUrl(deps, d.imageUrl, householdId).then(
      (url) => ({ url, problem: null }),
      () => ({ url: null, problem: PICTURE_NOT_LOADED }),
    );
  }
  return { url: null, problem: null };
}

/** Store one ticked recipe and its progress in one transaction. @throws LeaseLost when the import is no longer this process's. */
async function storeOne(deps: AppDeps, row: importsRepo.RecipeImportRow, owner: string, done: number, picture: { url: string | null; problem: string | null }) {
  const index = row.selected[done];
  const draft = row.drafts[index];
  const title = draft.title || "Untitled recipe";
  const leaseUntil = new Date(Date.now() + IMPORT_LEASE_MS);
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await recipesRepo.insertRecipe(tx, recipeValuesFromDraft(draft, row.householdId, picture.url));
      const imported: ImportedRecipe[] = [{ index, recipeId: stored.id, title: stored.title, note: picture.problem }];
      if (!(await importsRepo.recordProgress(tx, row.id, owner, { done: done + 1, imported, skipped: [], leaseUntil }))) throw new LeaseLost();
    });
  } catch (err) {
    if (err instanceof LeaseLost) throw err;
    // The recipe itself cannot be stored: report it and go on (a lost database fails here too and is retried later).
    const skipped: ImportSkip[] = [{ index, title, reason: NOT_STORED }];
    if (!(await importsRepo.recordProgress(deps.db, row.id, owner, { done: done + 1, imported: [], skipped, leaseUntil }))) throw new LeaseLost();
    if (picture.url) await deleteStoredImage(deps, picture.url, row.householdId).catch(() => undefined);
  }
}

/**
 * Start this process's worker: it continues running imports at once (an import left by a
 * stopped or crashed process: after its lease), and every IMPORT_POLL_MS. Timers do not keep
 * Node alive. Output: kick / stop / idle.
 */
export function startRecipeImportWorker(deps: AppDeps, log: Log): RecipeImportWorker {
  const owner = randomUUID();
  const failures = new Map<string, number>();
  let stopped = false;
  let current: Promise<void> | null = null;
  let again = false;
  let lastExpiry = 0;

  const work = async (row: importsRepo.RecipeImportRow) => {
    for (let done = row.done; done < row.selected.length; ) {
      if (stopped) return;
      const slice = row.selected.slice(done, done + SLICE);
      const pictures = await Promise.all(slice.map((i) => storePicture(deps, row.householdId, row.drafts[i])));
      for (const [k, picture] of pictures.entries()) {
        try {
          if (stopped) throw new LeaseLost();
          await storeOne(deps, row, owner, done, picture);
        } catch (err) {
          for (const p of pictures.slice(k)) if (p.url) await deleteStoredImage(deps, p.url, row.householdId).catch(() => undefined);
          throw err;
        }
        done += 1;
        await yieldToEventLoop();
      }
    }
    await importsRepo.finishImport(deps.db, row.id, owner, "done");
    await deleteStagedFiles(deps.storage, row.householdId, row.id);
  };

  const runOnce = async () => {
    if (Date.now() - lastExpiry > EXPIRE_EVERY_MS) {
      lastExpiry = Date.now();
      await expireImports(deps).catch((err: unknown) => log.warn({ err }, "recipe import expiry failed"));
    }
    while (!stopped) {
      const row = await importsRepo.claimImport(deps.db, owner, new Date(), new Date(Date.now() + IMPORT_LEASE_MS));
      if (!row) return;
      try {
        await work(row);
        failures.delete(row.id);
      } catch (err) {
        if (err instanceof LeaseLost) continue;
        const n = (failures.get(row.id) ?? 0) + 1;
        failures.set(row.id, n);
        log.error({ err, importId: row.id, attempt: n }, "recipe import failed");
        if (n >= MAX_FAILURES) await importsRepo.finishImport(deps.db, row.id, owner, "failed").catch(() => undefined);
        else await importsRepo.releaseLeases(deps.db, owner, [row.id]).catch(() => undefined);
        return;
      }
    }
  };

  const kick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      do {
        again = false;
        await runOnce().catch((err: unknown) => log.error({ err }, "recipe import worker failed"));
      } while (again && !stopped);
      current = null;
    })();
  };

  const timer = setInterval(kick, IMPORT_POLL_MS);
  timer.unref();
  setImmediate(kick);
  return {
    kick,
    async idle() {
      while (current) await current;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (current) await current;
      await importsRepo.releaseLeases(deps.db, owner).catch(() => undefined);
    },
  };
}
