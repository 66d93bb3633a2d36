import { sql } from "drizzle-orm";

import type { Db } from "../../../src/server/kernel/db";
/** Per table: row count and an md5 of all its rows (as text, sorted). */
export type DbSnapshot = Record<string, { rows: number; hash: string }>;

/**
 * Tables that change on requests the app refuses, by design: the shared rate-limit counts
 * (PostgreSQL store) count every request, accepted or not, so refused ones still use up the limit.
 */
export const REQUEST_COUNTER_TABLES = new Set(["rate_limit_counter"]);

/**
 * The names of every table in the `public` schema but REQUEST_COUNTER_TABLES (drizzle's own
 * migration journal lives in the `drizzle` schema and is left out). Input: the test database.
 * Output: table names, sorted.
 */
export async function listTables(db: Db): Promise<string[]> {
  const res = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return (res.rows as { name: string }[]).map((r) => r.name).filter((name) => !REQUEST_COUNTER_TABLES.has(name));
}

/**
 * A cheap fingerprint of the whole database: one SQL statement computing, for each table, its
 * row count and an md5 over every row's text form in a stable order. Two equal snapshots mean
 * no row was inserted, updated or deleted in between. Input: the database and its tables (from
 * `listTables`). Works the same on PGlite and PostgreSQL.
 */
export async function snapshotDb(db: Db, tables: string[]): Promise<DbSnapshot> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as name, count(*)::int as rows, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as hash from "${t}" x`,
  );
  const res = await db.execute(sql.raw(parts.join(" union all ")));
  const out: DbSnapshot = {};
  for (const r of res.rows as { name: string; rows: number; hash: string }[]) out[r.name] = { rows: Number(r.rows), hash: r.hash };
  return out;
}

/** Names of the tables whose rows differ between two snapshots ([] when nothing changed). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.hash !== after[n]?.hash || before[n]?.rows !== after[n]?.rows).sort();
}
