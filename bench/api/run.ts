import { writeFileSync } from "node:fs";
import path from "node:path";
import type { DbKind } from "../load/args";
import { createStore } from "../load/database";
import { machineName } from "../load/report";
import { freePort, startServer } from "../load/server";
import { parseApiArgs, type ApiOptions } from "./args";
import { measureRoute, startBare, type RouteResult } from "./measure";
import { logQueries } from "./query-log";
import { markdownRun, sqlListing, type ApiReport, type DbRun } from "./report";
import { seedApiUser } from "./seed";
import { APP_TARGETS, BARE } from "./targets";

/**
 * `npm run bench:api` (tsx bench/api/run.ts): per database a fresh store, one household seeded
 * with 200 pantry items and 300 recipes, the SQL each route runs per request (counted in this
 * process), then the real server (src/server/main.ts) and a bare Fastify route each in their own
 * process, driven by autocannon one route at a time: bare, the three app routes, bare again.
 * Prints Markdown tables and writes bench/api/results.json. See bench/README.md "api".
 */
async function main(): Promise<void> {
  let opts: ApiOptions;
  try {
    opts = parseApiArgs(process.argv.slice(2), process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const report: ApiReport = {
    date: new Date().toISOString().slice(0, 10),
    machine: machineName(),
    connections: opts.connections,
    durationSec: opts.durationSec,
    warmupSec: opts.warmupSec,
    runs: [],
  };
  for (const kind of opts.dbs) {
    const run = await runOne(kind, opts);
    report.runs.push(run);
    if (opts.printSql) console.log(`\n${sqlListing(run)}`);
    console.log(`\n${markdownRun(run, report)}\n`);
  }
  if (opts.writeJson) {
    const file = path.join(import.meta.dirname, "results.json");
    const forFile = { ...report, runs: report.runs.map((r) => ({ ...r, queries: r.queries.map(({ params: _, ...q }) => q) })) };
    writeFileSync(file, `${JSON.stringify(forFile, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

/** The server environment: the caller's, with this run's store, address and quiet logging. */
function serverEnv(store: { dataDir: string; databaseUrl?: string }, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: store.dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    AI_PROVIDER: "local",
  };
  delete env.DATABASE_URL;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  return env;
}

async function runOne(kind: DbKind, opts: ApiOptions): Promise<DbRun> {
  const store = await createStore(kind, { serverUrl: opts.postgresUrl });
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const [port, barePort] = [await freePort(), await freePort()];
    const env = serverEnv(store, port);
    const t0 = Date.now();
    process.stdout.write(`[${kind}] seeding… `);
    const user = await seedApiUser(env);
    console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const queries = await logQueries(kind, env, user, APP_TARGETS);
    const app = await startServer(env, port, path.join(store.dataDir, "heap.jsonl"));
    stops.push(() => app.stop());
    const bare = await startBare(barePort);
    stops.push(() => bare.stop());
    const origin = new URL(env.PUBLIC_URL!).origin;
    const common = { origin, user, connections: opts.connections, durationSec: opts.durationSec, warmupSec: opts.warmupSec };
    const measureBare = () => measureRoute({ ...common, target: BARE, url: bare.url, pid: bare.pid });
    const bareRuns: RouteResult[] = [];
    console.log(`[${kind}] ${BARE.name}`);
    bareRuns.push(await measureBare());
    const routes: RouteResult[] = [];
    for (const target of APP_TARGETS) {
      console.log(`[${kind}] ${target.name}`);
      routes.push(await measureRoute({ ...common, target, url: app.url, pid: app.pid }));
    }
    console.log(`[${kind}] ${BARE.name} again`);
    bareRuns.push(await measureBare());
    const bareRps = Math.round(bareRuns.reduce((s, b) => s + b.rps, 0) / bareRuns.length);
    return {
      db: kind,
      pantryItems: user.pantryItems,
      recipes: user.recipes,
      bare: bareRuns,
      bareRps,
      routes: routes.map((r) => ({ ...r, ratio: r.rps / bareRps, queries: queries.find((q) => q.route === r.route)?.queries ?? null })),
      queries,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await store.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
