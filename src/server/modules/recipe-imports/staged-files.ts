/**
 * Pictures of an archive waiting for their import, bytes as found, in file storage under
 * `recipe-imports/{householdId}/{importId}/{index}.img` (disk, memory or S3 alike, so they survive
 * a restart and every process sees them). Re-encoded only when the recipe is imported.
 */
import type { Storage } from "../../kernel/ports/storage";

const ROOT = "recipe-imports/";

/** The storage key of draft `index`'s picture. */
export const stagedImageKey = (householdId: string, importId: string, index: number) => `${ROOT}${householdId}/${importId}/${index}.img`;

/** Remove every staged picture of one import (missing ones are fine). */
export async function deleteStagedFiles(storage: Storage, householdId: string, importId: string): Promise<void> {
  const keys: string[] = [];
  for await (const o of storage.list(`${ROOT}${householdId}/${importId}/`)) keys.push(o.key);
  for (const key of keys) await storage.delete(key);
}

/**
 * Remove staged pictures whose import is gone (expired, cancelled while a process was storing, its
 * household deleted). Input: the storage and a look-up of which import ids still exist.
 * Output: the number of files removed.
 */
export async function sweepStagedFiles(storage: Storage, existing: (ids: string[]) => Promise<Set<string>>): Promise<number> {
  const byImport = new Map<string, string[]>();
  for await (const o of storage.list(ROOT)) {
    const importId = o.key.split("/")[2];
    byImport.set(importId, [...(byImport.get(importId) ?? []), o.key]);
  }
  const alive = await existing([...byImport.keys()]);
  let removed = 0;
  for (const [importId, keys] of byImport) {
    if (alive.has(importId)) continue;
    for (const key of keys) await storage.delete(key);
    removed += keys.length;
  }
  return removed;
}
