import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { DUMP_FORMAT, DUMP_VERSION, dumpExpression, ident, type DumpHeader, type DumpSummary } from "./dump-format";
import { latestAppliedMigration, primaryKey, tableColumns, tablesInForeignKeyOrder } from "./dump-schema";
import { listStoredObjects, storedFileEntries } from "./dump-files";
import type { Db } from "../kernel/db";
import type { Storage } from "../kernel/ports/storage";

const PAGE = 2000;

/**
 * Write a portable backup of the whole database (every Drizzle table, foreign-key order; format in
 * dump-format.ts) and, when `storage` is given, every stored object in it (dump-files.ts), to `file`
 * (gzip). All rows come from one REPEATABLE READ snapshot, so the dump is consistent while the
 * server keeps running on PostgreSQL. The file appears only when complete (written as
 * `file.partial`, then renamed).
 * @param source "pglite" | "postgres", recorded in the header
 * @returns the file and the numbers of tables, rows and files written
 * @throws Error from the database or the file system (no file is left behind)
 */
export async function writeDump(db: Db, file: string, opts: { source: string; storage?: Storage }): Promise<DumpSummary> {
  const partial = `${file}.partial`;
  const out = new PassThrough();
  const done = pipeline(out, createGzip(), createWriteStream(partial));
  const write = async (value: unknown) => {
    if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, "drain");
  };
  const writeRaw = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, "drain");
  };
  try {
    const uploads = opts.storage ? await listStoredObjects(opts.storage) : null;
    let rows = 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const tables = tablesInForeignKeyOrder();
      const header: DumpHeader = {
        format: DUMP_FORMAT,
        version: DUMP_VERSION,
        createdAt: new Date().toISOString(),
        source: opts.source,
        migration: await latestAppliedMigration(tx as unknown as Db),
        tables: {},
        columns: {},
        files: null,
      };
      const plans: { table: string; select: string; order: string }[] = [];
      for (const table of tables) {
        const columns = await tableColumns(tx as unknown as Db, table);
        if (columns.length === 0) throw new Error(`Table ${table} of the schema is missing from the database`);
        const pk = await primaryKey(tx as unknown as Db, table);
        const count = await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM public.${ident(table)}`));
        header.tables[table] = Number((count.rows[0] as { n: number }).n);
        header.columns[table] = columns.map((c) => c.name);
        plans.push({
          table,
          select: columns.map((c) => dumpExpression(c.name, c.kind)).join(", "),
          order: (pk.length > 0 ? pk : columns.map((c) => c.name)).map(ident).join(", "),
        });
      }
      // Two files per object (its bytes and its `.type`); `bytes` counts the objects' bytes.
      if (uploads) header.files = { count: uploads.length * 2, bytes: uploads.reduce((a, o) => a + o.size, 0) };
      await write(header);
      for (const plan of plans) {
        for (let offset = 0; ; offset += PAGE) {
          const page = await tx.execute(
            sql.raw(
              `SELECT row_to_json(x)::text AS j FROM (SELECT ${plan.select} FROM public.${ident(plan.table)} ORDER BY ${plan.order} LIMIT ${PAGE} OFFSET ${offset}) x`,
            ),
          );
          for (const r of page.rows as { j: string }[]) await writeRaw(`{"table":${JSON.stringify(plan.table)},"row":${r.j}}`);
          rows += page.rows.length;
          if (page.rows.length < PAGE) break;
        }
      }
    });
    const files = uploads ? uploads.length * 2 : 0;
    if (uploads && opts.storage) {
      for await (const f of storedFileEntries(opts.storage, uploads)) await write({ file: f.file, data: f.bytes.toString("base64") });
    }
    await write({ end: true, rows, files });
    out.end();
    await done;
    await rename(partial, file);
    return { file, tables: tablesInForeignKeyOrder().length, rows, files };
  } catch (err) {
    out.destroy();
    await done.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
}
