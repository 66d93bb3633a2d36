import { access } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../db/client";
import { assertKnownSchema, loadDump } from "../db/dump-load";
import { stageIntoStorage, stageUploads, type UploadStaging } from "../db/dump-files";
import { openDump } from "../db/dump-read";
import { loadConfig } from "../env";
import { createStorage } from "../lib/storage";

const USAGE = "Usage: npm run cli -- restore <file> [--force]   (--force replaces a database that already holds data)";

/**
 * Where restored files go for this configuration: STORAGE_URL's bucket (each object put, the
 * others deleted), else DATA_DIR/uploads (a staged folder swapped in); nowhere for memory://.
 */
export function restoreTargetOf(config: { dataDir: string; storageUrl?: string }): (() => Promise<UploadStaging>) | undefined {
  if (config.storageUrl) return () => stageIntoStorage(createStorage(config));
  if (config.dataDir === "memory://") return undefined;
  return () => stageUploads(path.join(config.dataDir, "uploads"));
}

/**
 * `restore <file> [--force]`: restore a backup made by `backup` into the configured database
 * (DATABASE_URL, else DATA_DIR's PGlite; either kind of backup fits either kind of database).
 * The database is migrated first; the restore runs in one transaction; stored uploads in the
 * backup replace the stored files (STORAGE_URL's bucket, else DATA_DIR/uploads). Refuses a database that already holds data unless `--force`,
 * a backup from a newer schema, and damaged or cut-short files. The server must be stopped.
 * Prints one JSON line `{"file", "tables", "rows", "files"}`.
 * Exit codes: 0 restored; 2 usage error; 1 refused or failed (message on stderr, database unchanged).
 */
export async function restoreCommand(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const rest = args.filter((a) => a !== "--force");
  if (rest.length !== 1 || rest[0].startsWith("-")) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(rest[0]);
  try {
    await access(file).catch(() => {
      throw new Error(`Cannot read ${file}`);
    });
    // Check the file before touching the database: a foreign or newer file changes nothing.
    const { header, close } = await openDump(file);
    close();
    assertKnownSchema(header);
    const config = loadConfig(process.env);
    const database = await openDatabase({ ...config, onIdleError: () => {} });
    try {
      const summary = await loadDump(database.db, file, { force, uploads: restoreTargetOf(config) });
      process.stdout.write(`${JSON.stringify(summary)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    process.stderr.write(`Restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
