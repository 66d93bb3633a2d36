import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquirePgliteLock } from "./pglite-lock";
import * as schema from "./schema/index";
import type { Database, Db } from "../kernel/db";

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The session-level PostgreSQL advisory lock that serializes migrations across processes (an
 * arbitrary 64-bit number of this app's choosing; advisory locks are per database).
 */
export const MIGRATION_LOCK_ID = 727274;


/**
 * Open the database and apply pending migrations.
 * - `databaseUrl` set → node-postgres pool (migrations under a PostgreSQL advisory lock inside
 *   drizzle's migrator transaction are safe to run from several processes).
 * - otherwise PGlite stored in `dataDir/pglite` ("memory://" keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about errors of idle PostgreSQL connections (they are replaced, never fatal). */
  onIdleError?: (err: Error) => void;
  /**
   * PGlite only: start from this dumped data directory (PGlite `dumpDataDir`, a tarball) instead
   * of an empty one; pending migrations still run. The API tests start every file from one
   * migrated dump (test/server/pglite-snapshot.ts) instead of migrating 90 times.
   */
  pgliteDump?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client's connection can drop (server restart, admin termination); without a
    // listener node-postgres would throw it as an uncaught exception. The pool replaces the client.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    let unlockError: Error | undefined;
    try {
      // Servers starting together wait here in turn; the first applies the migrations, the
      // others find nothing pending (scale/migrations-lock.test.ts).
      await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch((err: Error) => (unlockError = err));
      // A connection that could not unlock is closed (which frees the lock), not pooled still holding it.
      client.release(unlockError);
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let dataPath = opts.dataDir;
  let unlock = () => {};
  if (dataPath !== "memory://") {
    dataPath = path.join(opts.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
    // One process per PGlite directory (PGlite has no lock of its own): see pglite-lock.ts.
    unlock = acquirePgliteLock(path.join(opts.dataDir, "pglite.lock"));
  }
  try {
    const client = opts.pgliteDump ? await PGlite.create(dataPath, { loadDataDir: opts.pgliteDump }) : await PGlite.create(dataPath);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: "pglite", close: () => client.close().finally(unlock) };
  } catch (err) {
    unlock();
    throw err;
  }
}
