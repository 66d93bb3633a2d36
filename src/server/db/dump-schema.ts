import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { valueKind, type ValueKind } from "./dump-format";
import * as schema from "./schema/index";
import type { Db } from "../kernel/db";

/**
 * What backup and restore need to know about the schema: the Drizzle tables in foreign-key
 * order, each table's columns as the database has them, and the migrations this build knows.
 */

const JOURNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations", "meta", "_journal.json");

/**
 * Every table of the Drizzle schema (src/server/db/schema), parents before the tables that
 * reference them (self-references ignored), ties in declaration order.
 * @throws Error on a foreign-key cycle between tables
 */
export function tablesInForeignKeyOrder(): string[] {
  const deps = new Map<string, Set<string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const parents = new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name));
    parents.delete(config.name);
    deps.set(config.name, parents);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < deps.size) {
    const ready = [...deps].find(([name, parents]) => !placed.has(name) && [...parents].every((p) => placed.has(p) || !deps.has(p)));
    if (!ready) throw new Error("Foreign-key cycle between tables: cannot order the dump");
    order.push(ready[0]);
    placed.add(ready[0]);
  }
  return order;
}

export interface ColumnInfo {
  name: string;
  /** format_type(), e.g. "numeric", "timestamp with time zone", "text[]". */
  type: string;
  kind: ValueKind;
}

/** The insertable columns of public.`table` in column order ([] when the table does not exist). */
export async function tableColumns(db: Db, table: string): Promise<ColumnInfo[]> {
  const res = await db.execute(sql`
    SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, t.typname AS typname
    FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
    WHERE a.attrelid = to_regclass(${`public.${JSON.stringify(table)}`}) AND a.attnum > 0
      AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY a.attnum`);
  return (res.rows as { name: string; type: string; typname: string }[]).map((r) => ({
    name: r.name,
    type: r.type,
    kind: valueKind(r.typname),
  }));
}

/** The primary-key columns of public.`table`, in key order ([] when it has none). */
export async function primaryKey(db: Db, table: string): Promise<string[]> {
  const res = await db.execute(sql`
    SELECT a.attname AS name FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey::int2[])
    WHERE i.indrelid = to_regclass(${`public.${JSON.stringify(table)}`}) AND i.indisprimary
    ORDER BY array_position(i.indkey::int2[], a.attnum)`);
  return (res.rows as { name: string }[]).map((r) => r.name);
}

export interface MigrationRef {
  tag: string;
  hash: string;
  /** The journal's `when` (ms), which drizzle stores as the migration's created_at. */
  createdAt: number;
}

/** The migrations this build ships (drizzle-kit journal), oldest first. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(JOURNAL, "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

/**
 * The newest migration applied to `db` (drizzle.__drizzle_migrations), named by the journal.
 * @throws Error when the database has no applied migration
 */
export async function latestAppliedMigration(db: Db): Promise<MigrationRef> {
  const res = await db.execute(
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  const row = (res.rows as { hash: string; created_at: string }[])[0];
  if (!row) throw new Error("The database has no applied migrations");
  const createdAt = Number(row.created_at);
  const tag = knownMigrations().find((m) => m.when === createdAt)?.tag ?? `unknown-${createdAt}`;
  return { tag, hash: row.hash, createdAt };
}
