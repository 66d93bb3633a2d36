import { sql } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client";

import type { Database } from "../../../src/server/kernel/db";
/**
 * Test support: a second, independent connection pool to the database `db` lives in, as a second
 * server process has — on PostgreSQL only (TEST_DB=postgres with TEST_DATABASE_URL). Output: the
 * open Database (close it yourself), or null on PGlite, whose in-memory database has one
 * connection by nature.
 */
export async function secondPool(db: Database["db"]): Promise<Database | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !base) return null;
  const rows = (await db.execute(sql`select current_database() as name`)).rows as { name: string }[];
  const url = new URL(base);
  url.pathname = `/${rows[0].name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", onIdleError: () => {} });
}
