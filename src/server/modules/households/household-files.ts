import type { Storage } from "../../kernel/ports/storage";
import { deleteStoredImage } from "../../lib/recipe-images";

/** The storage folder of a household's recipe images: `recipe-images/<householdId>/`. */
export const householdImagePrefix = (householdId: string) => `recipe-images/${householdId}/`;

/** Where `key` (a stored image of household `from`) is copied to for household `to`: the same file name. */
export const copiedImageKey = (key: string, from: string, to: string) =>
  householdImagePrefix(to) + key.slice(householdImagePrefix(from).length);

/**
 * Copy every stored recipe image of household `from` to the same file name under `to`
 * (copiedImageKey). Output: the source keys, in listing order.
 */
export async function copyHouseholdImages(storage: Storage, from: string, to: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(householdImagePrefix(from))) keys.push(key);
  for (const key of keys) {
    const obj = await storage.get(key);
    if (obj) await storage.put(copiedImageKey(key, from, to), obj.bytes, obj.contentType);
  }
  return keys;
}

/**
 * Remove a deleted household's stored files: each receipt image (`receipts/…` keys from the
 * receipt rows) and each recipe image the recipes pointed at (`recipe-images/<householdId>/…`,
 * only the household's own, via deleteStoredImage). Then every object left under
 * `recipe-images/<householdId>/` goes too (Storage.list: disk, memory and S3 alike), so images
 * that no recipe pointed at any more are removed as well. Failures are handed to `warn`, never
 * thrown: the rows are already gone.
 */
export async function deleteHouseholdFiles(
  deps: { storage: Storage; config: { dataDir: string; storageUrl?: string } },
  householdId: string,
  files: { receiptKeys: string[]; recipeImageUrls: string[] },
  warn: (err: unknown, key: string) => void,
): Promise<void> {
  for (const key of files.receiptKeys) await deps.storage.delete(key).catch((err) => warn(err, key));
  for (const url of files.recipeImageUrls) await deleteStoredImage(deps, url, householdId).catch((err) => warn(err, url));
  if (/^[0-9a-f-]{36}$/.test(householdId)) {
    const folder = householdImagePrefix(householdId);
    try {
      for await (const { key } of deps.storage.list(folder)) await deps.storage.delete(key).catch((err) => warn(err, key));
    } catch (err) {
      warn(err, folder);
    }
  }
}
