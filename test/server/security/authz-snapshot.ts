import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { TestServer } from "../test-server";
import type { SeededHousehold } from "./seed-household";

/**
 * Tables that hold no household's data, each with the reason; every other table must be linked to
 * a household (household_id, user_id, or a foreign key to such a table) or the snapshot fails.
 */
export const INSTANCE_TABLES: Record<string, string> = {
  barcode_product: "the product database's answers and misses only; names a household types stay in its own product rows (issue 19)",
  verification: "magic-link tokens, keyed by e-mail; the auth tests cover them",
  app_setting: "instance secrets and VAPID keys",
  job_run: "bookkeeping of the daily retention job",
  rate_limit_counter: "rate-limit counts keyed by IP, e-mail or user id (no household rows; expire with their window)",
};

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;
const hash = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");

/**
 * Every database row that belongs to household `householdId`, per table: rows with its
 * household_id (the household row itself by id), rows of its users (user_id), and rows pointing
 * by foreign key at a row of such a table. Output: table → sha256 of its sorted rows (+ count).
 * @throws Error for a table with no household link that INSTANCE_TABLES does not explain.
 */
export async function householdRows(t: TestServer, householdId: string): Promise<Record<string, string>> {
  const db = t.db();
  const columns = rowsOf(
    await db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name`),
  ) as { table_name: string; column_name: string }[];
  const fks = rowsOf(
    await db.execute(sql`select kcu.table_name, kcu.column_name, ccu.table_name as ref_table
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  ) as { table_name: string; column_name: string; ref_table: string }[];
  const tables = new Map<string, Set<string>>();
  for (const c of columns) tables.set(c.table_name, (tables.get(c.table_name) ?? new Set()).add(c.column_name));
  const scoped = (table: string) => tables.get(table)?.has("household_id");
  const id = sql.identifier;
  const usersOfA = sql`(select id from ${id("user")} where household_id = ${householdId})`;

  const out: Record<string, string> = {};
  for (const [table, cols] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    let where: SQL;
    if (table === "household") where = sql`id = ${householdId}`;
    else if (cols.has("household_id")) where = sql`household_id = ${householdId}`;
    else if (cols.has("user_id")) where = sql`user_id in ${usersOfA}`;
    else {
      const fk = fks.find((f) => f.table_name === table && scoped(f.ref_table));
      if (fk) where = sql`${id(fk.column_name)} in (select id from ${id(fk.ref_table)} where household_id = ${householdId})`;
      else if (INSTANCE_TABLES[table]) continue;
      else throw new Error(`table ${table} has no link to a household: add it to the snapshot rules (authz-snapshot.ts)`);
    }
    const rows = rowsOf(await db.execute(sql`select * from ${id(table)} where ${where}`)).map((r) => JSON.stringify(r));
    rows.sort();
    out[table] = `${rows.length} rows ${hash(rows)}`;
  }
  return out;
}

/**
 * What A's owner sees through the API (pantry, recipes, plans, history, analytics, members,
 * settings, reminders, likes, the export without its time stamp, and the bytes of the stored
 * recipe image and receipt), each as a hash. Output: view name → "status hash".
 */
export async function householdViews(t: TestServer, a: SeededHousehold): Promise<Record<string, string>> {
  const { ids } = a;
  const from = new Date(Date.parse(ids.planDay) - 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(ids.planDay) + 30 * 86_400_000).toISOString().slice(0, 10);
  const urls = [
    `/api/me`,
    `/api/pantry/${ids.householdId}`,
    `/api/recipes`,
    `/api/recipes/${ids.recipeId}`,
    `/api/meal-plans/${ids.householdId}?startDate=${from}&endDate=${to}`,
    `/api/history/${ids.householdId}`,
    `/api/analytics/${ids.householdId}`,
    `/api/households/members`,
    `/api/user-settings`,
    `/api/push/reminders`,
    `/api/recipe-interactions`,
    `/api/account/export`,
    `/api/images/${ids.householdId}/${ids.imageFile}`,
    `/api/receipts/${ids.receiptId}/image`,
  ];
  const out: Record<string, string> = {};
  for (const url of urls) {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: a.owner.cookie } });
    const body = url === "/api/account/export" ? { ...res.json(), exportedAt: null } : res.rawPayload.toString("base64");
    out[url] = `${res.statusCode} ${hash(body)}`;
  }
  return out;
}
