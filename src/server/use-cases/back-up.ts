import { stat } from "node:fs/promises";
import type { DumpSummary } from "../db/dump-format";
import { writeDump } from "../db/dump-write";
import type { Database } from "../kernel/db";
import type { Storage } from "../kernel/ports/storage";
import { createStorage } from "../lib/storage";

/** Where the stored files live: STORAGE_URL's bucket, else DATA_DIR/uploads (DATA_DIR memory://: nowhere outside the server). */
type StorageConfig = { dataDir: string; storageUrl?: string };

/**
 * The file store to back up for this configuration (lib/storage.ts): object storage when
 * STORAGE_URL is set, else local disk under DATA_DIR/uploads; none when DATA_DIR is memory://
 * (a memory store lives only inside the server process).
 */
export function backupStorageOf(config: StorageConfig): Storage | undefined {
  return config.storageUrl || config.dataDir !== "memory://" ? createStorage(config) : undefined;
}

/**
 * Back up the whole instance into `file` (format: src/server/db/dump-format.ts): every table of
 * the open database (one consistent snapshot) and the stored files of this configuration.
 * Steps:
 * 1. the file store that belongs to the configuration (backupStorageOf);
 * 2. tables and stored files written to `file` (writeDump: nothing is left behind on failure);
 * 3. the written file's size.
 * Output: the dump summary (file, tables, rows, files) and the file's size in bytes.
 * @throws Error when the database or the store cannot be read or the file cannot be written.
 */
export async function backUp(deps: { database: Database; config: StorageConfig }, file: string): Promise<DumpSummary & { bytes: number }> {
  const storage = backupStorageOf(deps.config);
  const summary = await writeDump(deps.database.db, file, { source: deps.database.kind, storage });
  const { size } = await stat(file);
  return { ...summary, bytes: size };
}
