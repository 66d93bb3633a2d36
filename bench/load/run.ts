import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, type DbKind, type LoadOptions } from "./args";
import { createStore } from "./database";
import { driveClosedLoop } from "./drive";
import { measurePhase, RssSampler } from "./measure";
import { seededRandom, type UserState } from "./mix";
import { machineName, markdown, type LoadReport, type PhaseReport } from "./report";
import { seedUsers } from "./seed";
import { freePort, startServer, type ServerProcess } from "./server";

/**
 * `npm run bench:load` (tsx bench/load/run.ts): for each database, a fresh store, seeded users
 * and households, the real server in its own process (or the --target servers), a warm-up, then
 * the measured phases; prints Markdown and writes bench/load/results-<db>.json. See bench/README.md.
 */
async function main(): Promise<void> {
  let opts: LoadOptions;
  try {
    opts = parseArgs(process.argv.slice(2), process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  for (const kind of opts.dbs) {
    const report = await runOne(kind, opts);
    console.log(`\n${markdown(report)}\n`);
    if (opts.writeJson) {
      const several = opts.targets.length || (opts.servers > 1 ? opts.servers : 0);
      const file = path.join(import.meta.dirname, `results-${kind}${several ? `-${several}x` : ""}.json`);
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }
}

/** The server environment: the caller's, with this run's store, address and quiet logging. */
function serverEnv(store: { dataDir: string; databaseUrl?: string }, port: number, publicUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: store.dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: publicUrl };
  env.LOG_LEVEL = "warn";
  env.PRODUCT_LOOKUP_URL = "off";
  env.AI_PROVIDER = "local";
  delete env.DATABASE_URL;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  return env;
}

async function runOne(kind: DbKind, opts: LoadOptions): Promise<LoadReport> {
  const external = opts.targets.length > 0;
  const store = await createStore(kind, { serverUrl: opts.postgresUrl, existingDatabaseUrl: external ? opts.postgresUrl : undefined });
  const servers: ServerProcess[] = [];
  let rss: RssSampler | undefined;
  try {
    const ports = external ? [] : await Promise.all(Array.from({ length: opts.servers }, () => freePort()));
    const publicUrl = opts.origin ?? (external ? opts.targets[0] : `http://localhost:${ports[0]}`);
    const t0 = Date.now();
    process.stdout.write(`[${kind}] seeding ${opts.users} users… `);
    const users = await seedUsers(serverEnv(store, ports[0] ?? 5000, publicUrl), opts.users, opts.perHousehold);
    console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const [i, port] of ports.entries()) {
      const heapFile = path.join(store.dataDir, `heap-${i}.jsonl`);
      servers.push(await startServer(serverEnv(store, port, publicUrl), port, heapFile, { cpuProfDir: opts.cpuProfDir }));
    }
    const targets = external ? opts.targets : servers.map((s) => s.url);
    rss = new RssSampler(servers);
    const states: UserState[] = users.map((user, i) => ({ user, rnd: seededRandom(1000 + i), planned: [], inFlight: null }));
    const origin = new URL(publicUrl).origin;
    if (opts.warmupSec > 0) {
      console.log(`[${kind}] warm-up ${opts.warmupSec} s`);
      await driveClosedLoop({ targets, origin, states, durationSec: opts.warmupSec });
    }
    const phases: PhaseReport[] = [];
    for (const mode of opts.phases) {
      console.log(`[${kind}] ${mode} ${opts.durationSec} s, ${opts.users} users on ${targets.join(", ")}`);
      phases.push(await measurePhase({ mode, rate: opts.rate, durationSec: opts.durationSec, targets, origin, states, servers, rss }));
    }
    rss.stop();
    for (const s of servers.splice(0)) {
      const code = await s.stop();
      if (code !== 0) console.warn(`[${kind}] server ${s.pid} exited with ${code}:\n${s.output()}`);
    }
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: machineName(),
      db: kind,
      serverCount: external ? opts.targets.length : opts.servers,
      users: opts.users,
      households: Math.ceil(opts.users / opts.perHousehold),
      warmupSec: opts.warmupSec,
      phases,
    };
  } finally {
    rss?.stop();
    for (const s of servers) await s.stop();
    await store.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
