import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Storage } from "../kernel/ports/storage";

import { isStorageKey } from "../lib/storage-keys";
/**
 * Stored uploads in a backup. Backups read them through `Storage` (disk, or S3 when STORAGE_URL
 * is set), and write each object as the two files the disk store keeps: `key` (the bytes) and
 * `key.type` (the content type). So a backup's files look the same whichever store it came from,
 * and restore into either store: into `DATA_DIR/uploads` by swapping a staged folder in
 * (`stageUploads`), or into object storage by putting each object (`stageIntoStorage`).
 */

/** Restored files are written here first; `commit()` makes them the store's content after the database commit, `discard()` drops them. */
export interface UploadStaging {
  write(rel: string, bytes: Buffer): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Folders of short-lived objects a backup leaves out: raw image uploads live for seconds (the
 * normalize step deletes them) and their "used" markers matter only while a 10-minute upload link
 * lives (modules/images/service.ts). On a running server they would come and go while the backup
 * reads, and an object listed but gone before it is read fails the backup.
 */
const TRANSIENT_FOLDERS = ["image-uploads/"];

/** Every object of `storage` a backup keeps (all but TRANSIENT_FOLDERS), in key order, with its size in bytes. */
export async function listStoredObjects(storage: Storage): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  for await (const o of storage.list("")) if (!TRANSIENT_FOLDERS.some((f) => o.key.startsWith(f))) out.push(o);
  return out;
}

/**
 * The backup files of `objects` (from listStoredObjects): per object `key` then `key.type`.
 * @throws Error when an object was deleted after it was listed (the header already counted it)
 */
export async function* storedFileEntries(storage: Storage, objects: { key: string }[]): AsyncGenerator<{ file: string; bytes: Buffer }> {
  for (const { key } of objects) {
    const o = await storage.get(key);
    if (!o) throw new Error(`Stored file ${key} was deleted while the backup ran; run the backup again.`);
    yield { file: key, bytes: o.bytes };
    yield { file: `${key}.type`, bytes: Buffer.from(o.contentType) };
  }
}

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
 * Restore into local disk storage: files are first written into a staging folder beside the live
 * one; after the database transaction commits, `commit()` swaps it in place of the old folder.
 */
export async function stageUploads(root: string): Promise<UploadStaging> {
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

/**
 * Restore into any `Storage` (object storage): files are staged in a temporary folder; `commit()`
 * puts every object with its content type (`key.type`; application/octet-stream when missing),
 * then deletes the objects the backup does not hold, so the store ends up with exactly the
 * backup's files. Puts come before deletes: a failure part-way leaves extra objects, never fewer.
 * @throws Error from `write` for a path that is neither a storage key nor `key.type` (a crafted backup)
 */
export async function stageIntoStorage(storage: Storage): Promise<UploadStaging> {
  const dir = await mkdtemp(path.join(tmpdir(), "pm-restore-"));
  const staged = new Set<string>();
  return {
    async write(rel, bytes) {
      if (!isStorageKey(rel.endsWith(".type") ? rel.slice(0, -".type".length) : rel)) {
        throw new Error(`Invalid file path in backup: ${JSON.stringify(rel)}`);
      }
      const file = uploadPath(dir, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      staged.add(rel);
    },
    async commit() {
      const keys = [...staged].filter(isStorageKey).sort();
      for (const key of keys) {
        const type = staged.has(`${key}.type`) ? (await readFile(uploadPath(dir, `${key}.type`), "utf8")).trim() : "";
        await storage.put(key, await readFile(uploadPath(dir, key)), type || "application/octet-stream");
      }
      const keep = new Set(keys);
      const extra: string[] = [];
      for await (const o of storage.list("")) if (!keep.has(o.key)) extra.push(o.key);
      for (const key of extra) await storage.delete(key);
      await rm(dir, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
