import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../src/server/db/schema/index";
import type { DbKind } from "../load/args";
import type { ApiBenchUser } from "./seed";
import { buildLocalApp } from "./seed";
import type { Target } from "./targets";

import type { Database, Db } from "../../src/server/kernel/db";
/** The SQL one request ran: how many statements, and their text (parameters left out). */
export interface QueryLog {
  route: string;
  queries: number;
  sql: string[];
  /** Each statement's parameters (kept in memory for EXPLAIN; never written to results.json). */
  params?: unknown[][];
}

/**
 * Open the run's (already migrated) database with a Drizzle logger that appends every statement
 * to `sink`: the app's own queries and better-auth's (its Drizzle adapter shares the handle).
 */
async function openLogged(kind: DbKind, env: NodeJS.ProcessEnv, sink: { sql: string; params: unknown[] }[]): Promise<Database> {
  const logger = { logQuery: (sql: string, params: unknown[]) => void sink.push({ sql, params }) };
  if (kind === "postgres") {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    return { db: drizzlePg(pool, { schema, logger }), kind, close: () => pool.end() };
  }
  const client = await PGlite.create(path.join(env.DATA_DIR!, "pglite"));
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return { db, kind, close: () => client.close() };
}

/**
 * Count the SQL statements of one request of each target: the app is built in this process on
 * the run's store with a logging database handle, each target is called twice through `inject`
 * (the first call warms caches) and the second call's statements are kept. Run it while no other
 * process has the store open (PGlite allows one).
 * @throws Error when a call does not answer 2xx.
 */
export async function logQueries(kind: DbKind, env: NodeJS.ProcessEnv, user: ApiBenchUser, targets: Target[]): Promise<QueryLog[]> {
  const sink: { sql: string; params: unknown[] }[] = [];
  const database = await openLogged(kind, env, sink);
  const { app, origin } = await buildLocalApp(env, database);
  try {
    const out: QueryLog[] = [];
    for (const t of targets) {
      let sql: typeof sink = [];
      for (let round = 0; round < 2; round++) {
        const req = t.request(user, 0);
        sink.length = 0;
        const res = await app.inject({
          method: req.method,
          url: req.path,
          headers: { ...req.headers, origin },
          ...(req.body === undefined ? {} : { payload: req.body }),
        });
        if (res.statusCode >= 300) throw new Error(`${t.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        sql = [...sink];
      }
      out.push({ route: t.name, queries: sql.length, sql: sql.map((q) => q.sql), params: sql.map((q) => q.params) });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
  }
}
