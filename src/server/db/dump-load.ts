import { sql } from "drizzle-orm";
import { ident, loadExpression, type DumpHeader, type DumpSummary } from "./dump-format";
import { openDump } from "./dump-read";
import { knownMigrations, tableColumns, tablesInForeignKeyOrder, type ColumnInfo } from "./dump-schema";
import type { UploadStaging } from "./dump-files";
import type { Db } from "../kernel/db";

const BATCH = 500;

/**
 * Tables whose rows do not make a database "hold data": instance settings (auth secret, push keys)
 * that every server writes at its first start, and rate-limit counts (any request to a limited
 * route on PostgreSQL writes one; they expire within the window). A restore always replaces them
 * with the backup's, which is what keeps sessions signed before the backup valid.
 */
const INSTANCE_TABLES = new Set(["app_setting", "rate_limit_counter"]);

/** @throws Error when the backup comes from a schema newer than this build's migrations */
export function assertKnownSchema(header: DumpHeader): void {
  const known = knownMigrations();
  const { tag, createdAt } = header.migration;
  if (known.some((m) => m.tag === tag && m.when === createdAt)) return;
  const latest = known.at(-1)?.tag ?? "none";
  throw new Error(
    `This backup was made by a newer version of Pantry → Meals (schema ${tag}; this version knows up to ${latest}). Upgrade Pantry → Meals, then restore.`,
  );
}

/** Tables (outside INSTANCE_TABLES) that already have rows, as "name (N rows)". */
async function tablesWithData(db: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const t of tables) {
    if (INSTANCE_TABLES.has(t)) continue;
    const res = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM public.${ident(t)}`));
    const n = Number((res.rows[0] as { n: number }).n);
    if (n > 0) found.push(`${t} (${n} rows)`);
  }
  return found;
}

/** Insert `rows` (dump encoding) into `table`, reading only the columns both sides have. */
async function insertRows(db: Db, table: string, columns: ColumnInfo[], rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => ident(c.name)).join(", ");
  const values = columns.map((c) => loadExpression(c.name, c.kind, c.type)).join(", ");
  try {
    await db.execute(
      sql`${sql.raw(`INSERT INTO public.${ident(table)} (${names}) SELECT ${values} FROM jsonb_array_elements(`)}${JSON.stringify(rows)}${sql.raw("::jsonb) AS e(r)")}`,
    );
  } catch (err) {
    throw new Error(`Restoring ${table} failed: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * Restore a backup written by `writeDump` into `db` (already migrated to this build's schema), in
 * one transaction: every Drizzle table is emptied and refilled from the backup, so either all of
 * the backup is in the database afterwards or nothing changed. Columns the backup lacks (it came
 * from an older schema) take their defaults. All keys are UUIDs (DESIGN.md data rules): there are
 * no sequences to move. Stored uploads in the backup are staged with `opts.uploads` (dump-files.ts)
 * and replace the store's content after commit; without it they are skipped.
 * @param opts.force replace a database that already holds data (otherwise refused)
 * @throws Error when the file is not a complete backup, comes from a newer schema, the database
 *   holds data and `force` is not set, or a row does not fit the schema
 */
export async function loadDump(db: Db, file: string, opts: { force?: boolean; uploads?: () => Promise<UploadStaging> } = {}): Promise<DumpSummary> {
  const { header, entries, close } = await openDump(file);
  let staging: UploadStaging | null = null;
  let rows = 0;
  let files = 0;
  try {
    assertKnownSchema(header);
    staging = header.files && opts.uploads ? await opts.uploads() : null;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const tables = tablesInForeignKeyOrder();
      if (!opts.force) {
        const busy = await tablesWithData(t, tables);
        if (busy.length > 0) {
          throw new Error(
            `The database already holds data: ${busy.join(", ")}. Restore into an empty database, or add --force to replace everything in it.`,
          );
        }
      }
      await t.execute(sql.raw(`TRUNCATE ${tables.map((n) => `public.${ident(n)}`).join(", ")}`));
      const columns = new Map<string, ColumnInfo[]>();
      for (const name of tables) {
        const dumped = new Set(header.columns[name] ?? []);
        columns.set(
          name,
          (await tableColumns(t, name)).filter((c) => dumped.has(c.name)),
        );
      }
      let current = "";
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        const cols = columns.get(current);
        if (cols) await insertRows(t, current, cols, batch); // a table this schema no longer has is skipped
        rows += cols ? batch.length : 0;
        batch = [];
      };
      for await (const entry of entries) {
        if (entry.kind === "row") {
          if (entry.table !== current || batch.length >= BATCH) await flush();
          current = entry.table;
          batch.push(entry.row);
        } else if (entry.kind === "file") {
          await flush();
          files++;
          await staging?.write(entry.file, entry.bytes);
        } else {
          await flush();
        }
      }
    });
  } catch (err) {
    await staging?.discard();
    throw err;
  } finally {
    close();
  }
  await staging?.commit();
  return { file, tables: Object.keys(header.tables).length, rows, files: staging ? files : 0 };
}
