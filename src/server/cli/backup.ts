import path from "node:path";
import { openDatabase } from "../db/client";
import { loadConfig } from "../kernel/config/env";
import { backUp } from "../use-cases/back-up";

const USAGE = "Usage: npm run cli -- backup <file>   (writes a gzip JSON-lines backup of the configured database and stored files)";

/**
 * `backup <file>`: a portable backup of the configured database (DATABASE_URL, else DATA_DIR's
 * PGlite) — every table, plus the stored files (STORAGE_URL's bucket, else DATA_DIR/uploads) — written to `file`
 * (format: src/server/db/dump-format.ts; use case: use-cases/back-up.ts). Works while the server runs on PostgreSQL (one
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
      process.stdout.write(`${JSON.stringify(await backUp({ database, config }, file))}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
