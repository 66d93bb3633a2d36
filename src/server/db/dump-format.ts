import { z } from "zod";

/**
 * The portable backup format (`npm run cli -- backup`): gzip-compressed JSON lines, readable by
 * PGlite and PostgreSQL alike because it holds values, not SQL.
 *
 *   line 1        the header (`dumpHeaderSchema`)
 *   then          `{"table": name, "row": {column: value}}` per row, tables in foreign-key order
 *   then          `{"file": "receipts/….jpg", "data": base64}` per stored file: each object's bytes, then its content type as "key.type" (dump-files.ts)
 *   last line     `{"end": true, "rows": N, "files": K}` — a file without it was cut short and is refused
 *
 * Values: json/jsonb as JSON; boolean and 2/4-byte integers as JSON; timestamptz as ISO 8601 UTC
 * with microseconds ("2025-01-31T12:00:00.123456Z"); timestamp without zone as ISO 8601 without
 * zone; bytea as base64; every other type (numeric, uuid, text, date, bigint, arrays…) as its exact
 * PostgreSQL text form in a JSON string, so numeric "1.50" keeps its scale.
 */
export const DUMP_FORMAT = "pantry-meals-backup";
export const DUMP_VERSION = 1;

export const dumpHeaderSchema = z.object({
  format: z.literal(DUMP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  /** Where the dump was taken ("pglite" | "postgres"); informative only. */
  source: z.string(),
  /** The newest applied drizzle migration of the source database. */
  migration: z.object({ tag: z.string(), hash: z.string(), createdAt: z.number() }),
  /** Row count per table, in the order the rows follow. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The columns dumped per table (a restore into a newer schema fills the others with defaults). */
  columns: z.record(z.string(), z.array(z.string())),
  /** Stored uploads in the dump: their count, or null when the storage was not dumped. */
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }).nullable(),
});
export type DumpHeader = z.infer<typeof dumpHeaderSchema>;

export const dumpRowSchema = z.object({ table: z.string(), row: z.record(z.string(), z.unknown()) });
export const dumpFileSchema = z.object({ file: z.string(), data: z.string() });
export const dumpEndSchema = z.object({ end: z.literal(true), rows: z.number().int(), files: z.number().int() });

/** What backup and restore report: the file, how many tables, rows and stored files. */
export interface DumpSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
}

/** How a column's values are written (see the format comment above). */
export type ValueKind = "json" | "native" | "bytea" | "timestamptz" | "timestamp" | "text";

/** The kind for a PostgreSQL type name (pg_type.typname). */
export function valueKind(typname: string): ValueKind {
  if (typname === "json" || typname === "jsonb") return "json";
  if (typname === "bool" || typname === "int2" || typname === "int4") return "native";
  if (typname === "bytea" || typname === "timestamptz" || typname === "timestamp") return typname;
  return "text";
}

/** A double-quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The SELECT expression that renders column `col` for the dump (aliased to its own name). */
export function dumpExpression(col: string, kind: ValueKind): string {
  const c = ident(col);
  switch (kind) {
    case "json":
    case "native":
      return c;
    case "bytea":
      return `translate(encode(${c}, 'base64'), E'\\n', '') AS ${c}`;
    case "timestamptz":
      return `CASE WHEN isfinite(${c}) THEN to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') ELSE ${c}::text END AS ${c}`;
    case "timestamp":
      return `CASE WHEN isfinite(${c}) THEN to_char(${c}, 'YYYY-MM-DD"T"HH24:MI:SS.US') ELSE ${c}::text END AS ${c}`;
    default:
      return `${c}::text AS ${c}`;
  }
}

/**
 * The expression that reads column `col` of SQL type `type` (format_type text, e.g. "numeric",
 * "timestamp with time zone") back from the jsonb row `r`. A JSON null is SQL NULL.
 */
export function loadExpression(col: string, kind: ValueKind, type: string): string {
  const key = `'${col.replace(/'/g, "''")}'`;
  if (kind === "json") return `CASE WHEN jsonb_typeof(r->${key}) = 'null' THEN NULL ELSE (r->${key})::${type} END`;
  if (kind === "bytea") return `decode(r->>${key}, 'base64')`;
  return `(r->>${key})::${type}`;
}
