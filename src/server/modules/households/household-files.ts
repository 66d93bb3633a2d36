import type { Storage } from "../../lib/storage";
import { deleteStoredImage } from "../images/service";

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
    const folder = `recipe-images/${householdId}/`;
    try {
      for await (const { key } of deps.storage.list(folder)) await deps.storage.delete(key).catch((err) => warn(err, key));
    } catch (err) {
      warn(err, folder);
    }
  }
}
