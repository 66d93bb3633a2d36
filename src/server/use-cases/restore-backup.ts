import { access } from "node:fs/promises";
import path from "node:path";
import type { DumpSummary } from "../db/dump-format";
import { stageIntoStorage, stageUploads, type UploadStaging } from "../db/dump-files";
import { assertKnownSchema, loadDump } from "../db/dump-load";
import { openDump } from "../db/dump-read";
import type { Db } from "../kernel/db";
import { createStorage } from "../lib/storage";

/** Where the stored files live: STORAGE_URL's bucket, else DATA_DIR/uploads (DATA_DIR memory://: nowhere outside the server). */
type StorageConfig = { dataDir: string; storageUrl?: string };

/**
 * Where restored files go for this configuration: STORAGE_URL's bucket (each object put, the
 * others deleted), else DATA_DIR/uploads (a staged folder swapped in); nowhere for memory://.
 */
export function restoreTargetOf(config: StorageConfig): (() => Promise<UploadStaging>) | undefined {
  if (config.storageUrl) return () => stageIntoStorage(createStorage(config));
  if (config.dataDir === "memory://") return undefined;
  return () => stageUploads(path.join(config.dataDir, "uploads"));
}

/**
 * Check a backup file before any database is touched: it can be read, is a backup of this app and
 * not from a newer schema. A foreign or newer file thus changes nothing.
 * @throws Error "Cannot read <file>", or the format or schema check's error.
 */
export async function checkBackupFile(file: string): Promise<void> {
  await access(file).catch(() => {
    throw new Error(`Cannot read ${file}`);
  });
  const { header, close } = await openDump(file);
  close();
  assertKnownSchema(header);
}

/**
 * Restore a backup made by backUp into the open database (either kind of backup fits either kind
 * of database; it must be migrated already) and the stored files of this configuration.
 * Steps:
 * 1. where the backup's stored files go (restoreTargetOf);
 * 2. the tables in one transaction, then the files swapped in (loadDump); a database that already
 *    holds data is refused unless `force`.
 * Output: the dump summary (file, tables, rows, files).
 * @throws Error for a refused, damaged or cut-short file (the database is unchanged).
 */
export async function restoreBackup(
  deps: { db: Db; config: StorageConfig },
  file: string,
  input: { force: boolean },
): Promise<DumpSummary> {
  return loadDump(deps.db, file, { force: input.force, uploads: restoreTargetOf(deps.config) });
}
