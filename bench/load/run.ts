import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, type DbKind, type LoadOptions } from "./args";
import { createStore } from "./database";
import { drive } from "./drive";
import { seededRandom, type UserState } from "./mix";
import { machineName, markdown, routeLines, totalsOf, type LoadReport, type ServerReport } from "./report";
import { seedUsers } from "./seed";
import { freePort, readCpuMs, readHeapSamples, readRss, startServer, type ServerProcess } from "./server";

/**
 * `npm run bench:load` (tsx bench/load/run.ts): for each database, a fresh store, seeded users
 * and households, the real server in its own process (or the --target servers), a warm-up, then
 * the measured run; prints Markdown and writes bench/load/results-<db>.json. See bench/README.md.
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
      const file = path.join(
        import.meta.dirname,
        `results-${kind}${opts.servers > 1 || opts.targets.length ? `-${opts.targets.length || opts.servers}x` : ""}.json`,
      );
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
  let sampler: NodeJS.Timeout | undefined;
  try {
    const ports = external ? [] : await Promise.all(Array.from({ length: opts.servers }, () => freePort()));
    const publicUrl = opts.origin ?? (external ? opts.targets[0] : `http://localhost:${ports[0]}`);
    const seedEnv = serverEnv(store, ports[0] ?? 5000, publicUrl);
    const t0 = Date.now();
    process.stdout.write(`[${kind}] seeding ${opts.users} users… `);
    const users = await seedUsers(seedEnv, opts.users, opts.perHousehold);
    console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const [i, port] of ports.entries()) {
      servers.push(
        await startServer(serverEnv(store, port, publicUrl), port, path.join(store.dataDir, `heap-${i}.jsonl`), {
          cpuProfDir: opts.cpuProfDir,
        }),
      );
    }
    const targets = external ? opts.targets : servers.map((s) => s.url);
    const rss = new Map<number, { t: number; rss: number }[]>(servers.map((s) => [s.pid, []]));
    const sample = () => {
      for (const s of servers) {
        const v = readRss(s.pid);
        if (v !== null) rss.get(s.pid)!.push({ t: Date.now(), rss: v });
      }
    };
    sample();
    const rssReady = new Map(servers.map((s) => [s.pid, rss.get(s.pid)!.at(-1)?.rss ?? 0]));
    sampler = setInterval(sample, 1000);
    const states: UserState[] = users.map((user, i) => ({ user, rnd: seededRandom(1000 + i), planned: [], inFlight: null }));
    const origin = new URL(publicUrl).origin;
    if (opts.warmupSec > 0) {
      console.log(`[${kind}] warm-up ${opts.warmupSec} s`);
      await drive({ targets, origin, states, durationSec: opts.warmupSec, rate: opts.rate });
    }
    const loadBefore = os.loadavg();
    sample();
    const cpuStart = new Map(servers.map((s) => [s.pid, readCpuMs(s.pid) ?? 0]));
    const start = Date.now();
    console.log(`[${kind}] measuring ${opts.durationSec} s with ${opts.users} users on ${targets.join(", ")}`);
    const { result, routes } = await drive({ targets, origin, states, durationSec: opts.durationSec, rate: opts.rate });
    sample();
    const cpuEnd = new Map(servers.map((s) => [s.pid, readCpuMs(s.pid) ?? 0]));
    const end = Date.now();
    clearInterval(sampler);
    const serverReports: ServerReport[] = servers.map((s) => ({
      ...memoryOf(s, rss.get(s.pid)!, rssReady.get(s.pid)!, start, end),
      cpuMs: cpuEnd.get(s.pid)! - cpuStart.get(s.pid)!,
    }));
    for (const s of servers) {
      const code = await s.stop();
      if (code !== 0) console.warn(`[${kind}] server ${s.pid} exited with ${code}:\n${s.output()}`);
    }
    servers.length = 0;
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: machineName(),
      loadBefore,
      loadAfter: os.loadavg(),
      db: kind,
      serverCount: external ? opts.targets.length : opts.servers,
      users: opts.users,
      households: Math.ceil(opts.users / opts.perHousehold),
      durationSec: opts.durationSec,
      warmupSec: opts.warmupSec,
      rate: opts.rate,
      totals: totalsOf(result, opts.durationSec, serverReports),
      routes: routeLines(routes),
      servers: serverReports,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    for (const s of servers) await s.stop();
    await store.dispose();
  }
}

/** RSS (from /proc samples) and heap (from the probe) of one server over the measured window. */
function memoryOf(
  s: ServerProcess,
  samples: { t: number; rss: number }[],
  rssReady: number,
  start: number,
  end: number,
): Omit<ServerReport, "cpuMs"> {
  const inRun = samples.filter((x) => x.t >= start - 500 && x.t <= end + 500);
  const rssStart = inRun[0]?.rss ?? 0;
  const rssEnd = inRun.at(-1)?.rss ?? 0;
  const heap = readHeapSamples(s.heapFile).filter((x) => x.t >= start - 1000 && x.t <= end + 1000);
  return {
    pid: s.pid,
    rssReady,
    rssStart,
    rssPeak: Math.max(0, ...inRun.map((x) => x.rss)),
    rssEnd,
    rssGrowth: rssEnd - rssStart,
    heapStart: heap[0]?.heapUsed ?? null,
    heapPeak: heap.length ? Math.max(...heap.map((x) => x.heapUsed)) : null,
    heapEnd: heap.at(-1)?.heapUsed ?? null,
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
