import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import pg from "pg";
import { acquirePgliteLock } from "../../../src/server/db/pglite-lock";

/** Whether this test run targets PostgreSQL (project api-pg) rather than PGlite (project api). */
export const onPostgres = process.env.TEST_DB === "postgres";

/** A fresh temporary DATA_DIR; `remove()` deletes it. */
export function tempDataDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A new, empty database on TEST_DATABASE_URL's server (for a spawned server or a CLI run);
 * `drop()` removes it, ending any connection still open.
 * @throws Error when TEST_DATABASE_URL is not set
 */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `pm_dur_${randomUUID().replace(/-/g, "")}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Check a stopped server's PGlite files with PostgreSQL's amcheck: every B-tree index of the
 * public schema is verified (`bt_index_check` with heapallindexed: each heap row is in its index)
 * and every table's heap (`verify_heapam`).
 * @returns the problems found ([] when healthy) and the number of indexes checked
 */
export async function pgliteIntegrity(dataDir: string): Promise<{ problems: string[]; indexes: number }> {
  const release = acquirePgliteLock(path.join(dataDir, "pglite.lock"));
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { amcheck } });
  try {
    await db.exec("CREATE EXTENSION IF NOT EXISTS amcheck");
    const idx = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
       WHERE c.relnamespace = 'public'::regnamespace AND am.amname = 'btree'`,
    );
    const problems: string[] = [];
    for (const { name } of idx.rows) {
      await db
        .query(`SELECT bt_index_check('public.${name}'::regclass, true)`)
        .catch((err: Error) => problems.push(`${name}: ${err.message}`));
    }
    const heap = await db.query<{ rel: string; msg: string }>(
      `SELECT c.relname AS rel, v.msg FROM pg_class c, LATERAL verify_heapam(c.oid) v
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'`,
    );
    return { problems: [...problems, ...heap.rows.map((r) => `${r.rel}: ${r.msg}`)], indexes: idx.rows.length };
  } finally {
    await db.close();
    release();
  }
}

/**
 * Run one query against a stopped server's database (PGlite files in `dataDir`, or PostgreSQL at
 * `databaseUrl`) and return its rows.
 */
export async function queryStopped<T>(
  setup: { dataDir: string; databaseUrl?: string },
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (setup.databaseUrl) {
    const c = new pg.Client({ connectionString: setup.databaseUrl });
    await c.connect();
    try {
      return (await c.query(query, params)).rows as T[];
    } finally {
      await c.end();
    }
  }
  const release = acquirePgliteLock(path.join(setup.dataDir, "pglite.lock"));
  const db = await PGlite.create(path.join(setup.dataDir, "pglite"));
  try {
    return (await db.query<T>(query, params)).rows;
  } finally {
    await db.close();
    release();
  }
}
