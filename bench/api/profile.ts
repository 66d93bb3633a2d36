import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { DbKind } from "../load/args";
import { createStore } from "../load/database";
import { buildLocalApp, seedApiUser } from "./seed";
import { APP_TARGETS } from "./targets";

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function (ms) from a V8 CPU profile, largest first. */
function selfTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    // Profiler.stop's own serialisation lands in the last samples as a native "dispatch": not the route's.
    if (f.functionName === "dispatch" && f.url === "") return;
    const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\/(node_modules|src)\//, "$1/")}:${f.lineNumber + 1}`;
    total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...total].sort((a, b) => b[1] - a[1]);
}

/**
 * `npx tsx bench/api/profile.ts [--db pglite|postgres] [--n 100] [--only pantry|personalized|ideas]
 * [--out file.cpuprofile] [--plain]`: where one route's server time goes. Seeds the benchmark
 * household, builds the app in this process and calls each chosen route `--n` times through
 * `inject` under the V8 profiler; prints CPU and wall ms per call and the 25 functions with the
 * most self time. `--plain`: no profiler, the median of five batches of n/5 calls (the
 * before/after figures of bench/README.md "api"). On PGlite the CPU includes the database's work
 * (it runs in this process); on PostgreSQL it does not.
 */
async function main() {
  const kind: DbKind = flag("--db") === "postgres" ? "postgres" : "pglite";
  const n = Number(flag("--n")) || 100;
  const only = flag("--only") ?? "";
  const plain = process.argv.includes("--plain");
  const store = await createStore(kind, { serverUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: store.dataDir,
    LOG_LEVEL: "warn",
    PRODUCT_LOOKUP_URL: "off",
    AI_PROVIDER: "local",
    PUBLIC_URL: "http://localhost:5000",
  };
  delete env.DATABASE_URL;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  try {
    const user = await seedApiUser(env);
    const { app, origin } = await buildLocalApp(env);
    for (const target of APP_TARGETS.filter((t) => t.name.toLowerCase().includes(only))) {
      const call = async (i: number) => {
        const r = target.request(user, i);
        const res = await app.inject({ method: r.method, url: r.path, headers: { ...r.headers, origin }, payload: r.body });
        if (res.statusCode >= 300) throw new Error(`${target.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      };
      for (let i = 0; i < 10; i++) await call(i);
      if (plain) {
        // Five batches; the median batch damps other work on the machine.
        const batches: { cpu: number; wall: number }[] = [];
        for (let b = 0; b < 5; b++) {
          const c0 = process.cpuUsage();
          const w0 = performance.now();
          for (let i = 0; i < n / 5; i++) await call(i);
          const c = process.cpuUsage(c0);
          batches.push({ cpu: (c.user + c.system) / 1000 / (n / 5), wall: (performance.now() - w0) / (n / 5) });
        }
        const med = (xs: number[]) => xs.sort((a, b) => a - b)[2];
        console.log(
          `${kind} ${target.name}: ${med(batches.map((x) => x.cpu)).toFixed(2)} CPU ms, ${med(batches.map((x) => x.wall)).toFixed(2)} wall ms per call (median of 5 batches)`,
        );
        continue;
      }
      const inspector = new Session();
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.start");
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      for (let i = 0; i < n; i++) await call(i);
      const wall = (performance.now() - w0) / n;
      const c = process.cpuUsage(c0);
      const { profile } = await inspector.post("Profiler.stop");
      inspector.disconnect();
      console.log(`\n${kind} ${target.name}: ${((c.user + c.system) / 1000 / n).toFixed(2)} CPU ms, ${wall.toFixed(2)} wall ms per call`);
      for (const [name, ms] of selfTimes(profile as never).slice(0, 25)) console.log(`  ${(ms / n).toFixed(3).padStart(8)} ms  ${name}`);
      const out = flag("--out");
      if (out) writeFileSync(out.replace(/(\.cpuprofile)?$/, `-${APP_TARGETS.indexOf(target)}.cpuprofile`), JSON.stringify(profile));
    }
    await app.close();
  } finally {
    await store.dispose();
  }
}

void main();
