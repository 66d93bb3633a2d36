import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Stored uploads in a backup (local disk storage, `DATA_DIR/uploads`, lib/storage.ts): every
 * file under the root — objects and their `.type` sidecars — except unfinished `*.tmp` writes.
 */

/** Relative paths ("receipts/….jpg", with "/" separators) of the files under `root`, sorted; [] when it does not exist. */
export async function listUploadFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * The absolute path for a relative upload path from a backup file.
 * @throws Error when `rel` is absolute or climbs out of `root` (a crafted backup)
 */
export function uploadPath(root: string, rel: string): string {
  const target = path.resolve(root, rel);
  if (path.isAbsolute(rel) || rel.includes("\\") || !target.startsWith(path.resolve(root) + path.sep)) {
    throw new Error(`Invalid file path in backup: ${JSON.stringify(rel)}`);
  }
  return target;
}

/**
 * Restored uploads are first written into a staging folder beside the live one; after the database
 * transaction commits, `commit()` swaps it in place of the old folder, `discard()` drops it.
 */
export async function stageUploads(root: string) {
  const staging = `${root}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return {
    /** Write one file (path checked by `uploadPath`). */
    async write(rel: string, bytes: Buffer): Promise<void> {
      const file = uploadPath(staging, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    /** Replace `root` with the staged files. */
    async commit(): Promise<void> {
      const old = `${root}.replaced`;
      await rm(old, { recursive: true, force: true });
      if (existsSync(root)) await rename(root, old);
      await rename(staging, root);
      await rm(old, { recursive: true, force: true });
    },
    async discard(): Promise<void> {
      await rm(staging, { recursive: true, force: true });
    },
  };
}
