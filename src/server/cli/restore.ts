import path from "node:path";
import { openDatabase } from "../db/client";
import { loadConfig } from "../kernel/config/env";
import { checkBackupFile, restoreBackup } from "../use-cases/restore-backup";

const USAGE = "Usage: npm run cli -- restore <file> [--force]   (--force replaces a database that already holds data)";

/**
 * `restore <file> [--force]`: restore a backup made by `backup` into the configured database
 * (DATABASE_URL, else DATA_DIR's PGlite; either kind of backup fits either kind of database).
 * The database is migrated first; the restore runs in one transaction; stored uploads in the
 * backup replace the stored files (STORAGE_URL's bucket, else DATA_DIR/uploads). Refuses a database that already holds data unless `--force`,
 * a backup from a newer schema, and damaged or cut-short files. The server must be stopped.
 * Use case: use-cases/restore-backup.ts.
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
    // Check the file before touching the database: a foreign or newer file changes nothing.
    await checkBackupFile(file);
    const config = loadConfig(process.env);
    const database = await openDatabase({ ...config, onIdleError: () => {} });
    try {
      const summary = await restoreBackup({ db: database.db, config }, file, { force });
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
