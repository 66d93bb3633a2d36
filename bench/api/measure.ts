import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { readCpuMs } from "../load/server";
import type { ApiBenchUser } from "./seed";
import type { Target } from "./targets";

/** One closed-loop run against one route. */
export interface RouteResult {
  route: string;
  /** Answers 2xx per second over the measured seconds. */
  rps: number;
  /** Latency percentiles of every answer, ms (autocannon: request written → answer read). */
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and requests without an answer (errors, timeouts). */
  non2xx: number;
  errors: number;
  /** CPU the answering server process used per 2xx answer, ms (on PGlite this includes the database). */
  cpuMsPerReq: number | null;
}

/**
 * Drive `target` on `url` in a closed loop: `connections` connections, each sending its next
 * request when the last is answered, for `durationSec` seconds after `warmupSec` unmeasured
 * seconds. Requests i = 0, 1, 2 … are taken in turn from a list of 50 (so bodies may vary).
 * `pid` is the answering process, whose CPU time is read from /proc around the measured part.
 */
export async function measureRoute(opts: {
  target: Target;
  url: string;
  origin: string;
  user: ApiBenchUser;
  pid: number;
  connections: number;
  durationSec: number;
  warmupSec: number;
}): Promise<RouteResult> {
  const requests = Array.from({ length: 50 }, (_, i) => {
    const r = opts.target.request(opts.user, i);
    const headers = opts.target.server === "app" ? { ...r.headers, origin: opts.origin } : r.headers;
    return { method: r.method, path: r.path, headers, body: r.body };
  });
  const run = (duration: number) => autocannon({ url: opts.url, connections: opts.connections, duration, timeout: 30, requests });
  if (opts.warmupSec > 0) await run(opts.warmupSec);
  const cpu0 = readCpuMs(opts.pid);
  const t0 = Date.now();
  const res = await run(opts.durationSec);
  const seconds = (Date.now() - t0) / 1000;
  const cpu1 = readCpuMs(opts.pid);
  const ok = res["2xx"];
  return {
    route: opts.target.name,
    rps: Math.round(ok / seconds),
    p50: res.latency.p50,
    p99: res.latency.p99,
    non2xx: res.non2xx,
    errors: res.errors + res.timeouts,
    cpuMsPerReq: cpu0 === null || cpu1 === null || ok === 0 ? null : Math.round(((cpu1 - cpu0) / ok) * 100) / 100,
  };
}

/** A started bare Fastify process (bare-server.ts). */
export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Start bare-server.ts in its own Node process on `port` and wait until it answers.
 * @throws Error with its output when it exits or is not ready within 30 s.
 */
export async function startBare(port: number): Promise<BareServer> {
  const repo = path.resolve(import.meta.dirname, "../..");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/api/bare-server.ts"], {
    cwd: repo,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (b: Buffer) => (log += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (log += b.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`bare server not ready after 30 s:\n${log}`);
    }
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
