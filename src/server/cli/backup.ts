import { stat } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../db/client";
import { writeDump } from "../db/dump-write";
import { loadConfig } from "../env";

const USAGE = "Usage: npm run cli -- backup <file>   (writes a gzip JSON-lines backup of the configured database and DATA_DIR/uploads)";

/** The folder of stored uploads for this configuration (lib/storage.ts: local disk unless DATA_DIR is memory://). */
export function uploadsDirOf(config: { dataDir: string }): string | undefined {
  return config.dataDir === "memory://" ? undefined : path.join(config.dataDir, "uploads");
}

/**
 * `backup <file>`: a portable backup of the configured database (DATABASE_URL, else DATA_DIR's
 * PGlite) — every table, plus the stored uploads under DATA_DIR/uploads — written to `file`
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
      const summary = await writeDump(database.db, file, { source: database.kind, uploadsDir: uploadsDirOf(config) });
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
