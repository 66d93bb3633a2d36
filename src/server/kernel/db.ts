import type { drizzle } from "drizzle-orm/node-postgres";
import type * as schema from "../db/schema/index";

/** The Drizzle database, whichever driver backs it (PGlite or node-postgres; both speak the pg-core dialect). */
export type Db = ReturnType<typeof drizzle<typeof schema>>;

/**
 * What every repository function takes: an open transaction, or the database itself (a plain
 * `db` is a Tx too: each statement then runs on its own). A use case that spans several
 * repositories opens one transaction with `db.transaction(tx => …)` and hands `tx` to each.
 */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An opened database: the Drizzle handle, which engine backs it, and how to close it. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}
