import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/env";
import { MIX, seededRandom, type UserState } from "./mix";
import { seedUsers } from "./seed";

/**
 * `npx tsx bench/load/route-cost.ts [--postgres URL] [--n 200]`: CPU milliseconds one call of
 * each kind in the mix costs, measured in this process with `app.inject` one call at a time
 * (process.cpuUsage around each call: server work plus the database when it is PGlite), for
 * finding which routes make the load benchmark slow. Uses 2 seeded users.
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pm-route-cost-"));
  const n = Number(process.argv[process.argv.indexOf("--n") + 1]) || 200;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    AI_PROVIDER: "local",
    PUBLIC_URL: "http://localhost:5000",
  };
  delete env.DATABASE_URL;
  try {
    const users = await seedUsers(env, 2, 2);
    const app = await buildApp(
      { ...loadConfig(env), pushReminders: false, historyRetentionDays: undefined, webDir: undefined },
      { logger: false },
    );
    await app.ready();
    const s: UserState = { user: users[0], rnd: seededRandom(1), planned: [], inFlight: null };
    console.log("| route | cpu ms/call | wall ms/call |\n|---|---:|---:|");
    const profileFile = process.argv.includes("--profile") ? process.argv[process.argv.indexOf("--profile") + 1] : "";
    const inspector = new Session();
    if (profileFile) {
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.start");
    }
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : "";
    for (const kind of MIX.filter((k) => k.name.includes(only))) {
      let cpu = 0;
      let wall = 0;
      for (let i = 0; i < n; i++) {
        const call = kind.build(s);
        const c0 = process.cpuUsage();
        const w0 = performance.now();
        const res = await app.inject({
          method: call.method,
          url: call.path,
          headers: { cookie: s.user.cookie, origin: "http://localhost:5000", "content-type": "application/json" },
          ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
        });
        wall += performance.now() - w0;
        const c = process.cpuUsage(c0);
        cpu += (c.user + c.system) / 1000;
        if (res.statusCode >= 300) throw new Error(`${kind.name}: ${res.statusCode} ${res.body}`);
        kind.answer?.(s, res.statusCode, res.body);
      }
      console.log(`| ${kind.name} | ${(cpu / n).toFixed(2)} | ${(wall / n).toFixed(2)} |`);
      const f = (globalThis as { __sqlStats?: () => string }).__sqlStats;
      if (f) console.log(f());
    }
    if (profileFile) {
      const { profile } = await inspector.post("Profiler.stop");
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
