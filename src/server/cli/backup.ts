import { stat } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../db/client";
import { writeDump } from "../db/dump-write";
import { loadConfig } from "../env";
import { createStorage, type Storage } from "../lib/storage";

const USAGE = "Usage: npm run cli -- backup <file>   (writes a gzip JSON-lines backup of the configured database and stored files)";

/**
 * The file store to back up for this configuration (lib/storage.ts): object storage when
 * STORAGE_URL is set, else local disk under DATA_DIR/uploads; none when DATA_DIR is memory://
 * (a memory store lives only inside the server process).
 */
export function backupStorageOf(config: { dataDir: string; storageUrl?: string }): Storage | undefined {
  return config.storageUrl || config.dataDir !== "memory://" ? createStorage(config) : undefined;
}

/**
 * `backup <file>`: a portable backup of the configured database (DATABASE_URL, else DATA_DIR's
 * PGlite) — every table, plus the stored files (STORAGE_URL's bucket, else DATA_DIR/uploads) — written to `file`
 * (format: src/server/db/dump-format.ts). Works while the server runs on PostgreSQL (one
 * consistent snapshot); on PGlite the server must be stopped first (the database lock refuses).
 * Prints one JSON line `{"file", "tables", "rows", "files", "bytes"}`.
 * Exit codes: 0 written; 2 usage error; 1 failure (message on stderr, no file left behind).
 */
export async function backupCommand(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(args[0]);
  try {
    const config = loadConfig(process.env);
    const database = await openDatabase({ ...config, onIdleError: () => {} });
    try {
      const summary = await writeDump(database.db, file, { source: database.kind, storage: backupStorageOf(config) });
      const { size } = await stat(file);
      process.stdout.write(`${JSON.stringify({ ...summary, bytes: size })}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
