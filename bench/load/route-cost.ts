import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/kernel/config/env";
import { createStore } from "./database";
import { MIX, requestHeaders, seededRandom, type UserState } from "./mix";
import { seedUsers } from "./seed";

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

/**
 * `npx tsx bench/load/route-cost.ts [--db pglite|postgres] [--n 200] [--only <route text>]
 * [--profile file.cpuprofile]`: what one call of each kind in the mix costs the server, one call
 * at a time in this process through `app.inject` (no HTTP, no other load): CPU ms from
 * process.cpuUsage around each call (on PGlite that includes the database's work, which runs in
 * this process; on PostgreSQL it does not) and wall ms. For finding which routes make the load
 * benchmark slow; `--profile` writes a V8 CPU profile of the measured calls only.
 * PostgreSQL: a fresh database beside BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped after.
 */
async function main() {
  const kind = flag("--db") === "postgres" ? "postgres" : "pglite";
  const n = Number(flag("--n")) || 200;
  const only = flag("--only") ?? "";
  const profileFile = flag("--profile");
  const store = await createStore(kind, { serverUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL });
  const origin = "http://localhost:5000";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: store.dataDir,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    AI_PROVIDER: "local",
    PUBLIC_URL: origin,
  };
  delete env.DATABASE_URL;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  try {
    const users = await seedUsers(env, 2, 2);
    const app = await buildApp(
      { ...loadConfig(env), pushReminders: false, historyRetentionDays: undefined, webDir: undefined },
      { logger: false },
    );
    await app.ready();
    const s: UserState = { user: users[0], rnd: seededRandom(1), planned: [], inFlight: null };
    const inspector = new Session();
    if (profileFile) {
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.start");
    }
    console.log(`${kind}, ${n} calls each\n\n| route | CPU ms/call | wall ms/call |\n|---|---:|---:|`);
    const exact = MIX.filter((k) => k.name === only);
    for (const route of exact.length ? exact : MIX.filter((k) => k.name.includes(only))) {
      let cpu = 0;
      let wall = 0;
      for (let i = 0; i < n; i++) {
        const call = route.build(s);
        const c0 = process.cpuUsage();
        const w0 = performance.now();
        const res = await app.inject({
          method: call.method,
          url: call.path,
          headers: requestHeaders(s, call, origin),
          ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
        });
        wall += performance.now() - w0;
        const c = process.cpuUsage(c0);
        cpu += (c.user + c.system) / 1000;
        if (res.statusCode >= 300) throw new Error(`${route.name}: ${res.statusCode} ${res.body}`);
        route.answer?.(s, res.statusCode, res.body);
      }
      console.log(`| ${route.name} | ${(cpu / n).toFixed(2)} | ${(wall / n).toFixed(2)} |`);
    }
    if (profileFile) {
      const { profile } = await inspector.post("Profiler.stop");
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app.close();
  } finally {
    await store.dispose();
  }
}

void main();
