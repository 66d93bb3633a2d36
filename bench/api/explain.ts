import pg from "pg";
import { createStore } from "../load/database";
import { cloneHousehold } from "./clone-households";
import { logQueries } from "./query-log";
import { seedApiUser } from "./seed";
import { APP_TARGETS } from "./targets";

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

/**
 * `npx tsx bench/api/explain.ts [--copies 300] [--verbose]` (PostgreSQL: BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names the server; a fresh database is made and dropped): seeds the API
 * benchmark's household, logs the SQL of one request of each measured route, copies the household
 * `--copies` times (clone-households.ts) so the tables hold realistic row counts, and prints
 * EXPLAIN (ANALYZE, BUFFERS) of every statement: its execution time and whether it reads a whole
 * table (Seq Scan) where an index should serve. `--verbose` prints the full plans.
 */
async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("explain needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)");
  const copies = Number(flag("--copies") ?? 300);
  const verbose = process.argv.includes("--verbose");
  const store = await createStore("postgres", { serverUrl });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    AI_PROVIDER: "local",
    PUBLIC_URL: "http://localhost:5000",
  };
  const client = new pg.Client({ connectionString: store.databaseUrl });
  try {
    const user = await seedApiUser(env);
    const logs = await logQueries("postgres", env, user, APP_TARGETS);
    await client.connect();
    await cloneHousehold(client, user.householdId, user.userId, copies);
    const sizes = await client.query<{ relname: string; n_live_tup: string }>(
      "SELECT relname, n_live_tup FROM pg_stat_user_tables WHERE n_live_tup > 1000 ORDER BY n_live_tup DESC",
    );
    console.log(`${copies + 1} households: ${sizes.rows.map((r) => `${r.relname} ${r.n_live_tup}`).join(", ")}\n`);
    const seen = new Set<string>();
    for (const log of logs) {
      console.log(`## ${log.route}`);
      for (const [i, sql] of log.sql.entries()) {
        if (seen.has(sql)) {
          console.log(`  ${i + 1}. (as above) ${sql.slice(0, 90)}…`);
          continue;
        }
        seen.add(sql);
        // Twice: the first run warms the cache; the second is the one shown.
        let plan: string[] = [];
        for (let r = 0; r < 2; r++)
          plan = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, log.params?.[i] ?? [])).rows.map(
            (x) => x["QUERY PLAN"],
          );
        const time = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
        const scans = plan
          .filter((l) => /Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Sort Method/.test(l))
          .map((l) => l.trim().replace(/\s+\(cost=.*$/, ""));
        console.log(`  ${i + 1}. ${time}: ${scans.join("; ")}\n     ${sql.slice(0, 160)}${sql.length > 160 ? "…" : ""}`);
        if (verbose) console.log(plan.map((l) => `       ${l}`).join("\n"));
      }
      console.log("");
    }
  } finally {
    await client.end().catch(() => {});
    await store.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
