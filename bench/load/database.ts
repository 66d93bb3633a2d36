import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DbKind } from "./args";

/** Where one run keeps its data: a fresh DATA_DIR, and for PostgreSQL a fresh database. */
export interface BenchStore {
  kind: DbKind;
  /** Temporary DATA_DIR (PGlite files, outbox, uploads, generated secrets). */
  dataDir: string;
  /** DATABASE_URL of the run's database; undefined on PGlite. */
  databaseUrl?: string;
  /** Remove the data directory and drop the database this run created. */
  dispose(): Promise<void>;
}

/**
 * Make a fresh store. PostgreSQL: `CREATE DATABASE pm_bench_<random>` on `serverUrl`'s server,
 * dropped (WITH FORCE) by dispose(). `existingDatabaseUrl` (the --target mode) is used as it is
 * and never dropped.
 */
export async function createStore(kind: DbKind, opts: { serverUrl?: string; existingDatabaseUrl?: string }): Promise<BenchStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pm-load-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") return { kind, dataDir, dispose: async () => removeDir() };
  if (opts.existingDatabaseUrl) return { kind, dataDir, databaseUrl: opts.existingDatabaseUrl, dispose: async () => removeDir() };
  if (!opts.serverUrl) throw new Error("PostgreSQL run without a server URL");
  const name = `pm_bench_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await adminQuery(opts.serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(opts.serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    async dispose() {
      removeDir();
      await adminQuery(opts.serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
