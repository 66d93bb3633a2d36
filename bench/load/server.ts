import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One started app server process. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** File the heap probe appends to (JSON lines). */
  heapFile: string;
  /** The last lines the server wrote to stderr/stdout (shown when it fails). */
  output(): string;
  /** SIGTERM (graceful shutdown), SIGKILL after 20 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const REPO = path.resolve(import.meta.dirname, "../..");

/**
 * Start `src/server/main.ts` in its own Node process (so the load generator and the server do not
 * share an event loop) with `env` plus PORT, and wait until GET /healthz answers 200.
 * The heap probe (heap-probe.ts) is preloaded and writes to `heapFile`; `cpuProfDir` adds
 * `--cpu-prof` (a V8 CPU profile written there when the server exits).
 * @throws Error with the server's output when it exits or is not ready within `timeoutMs`.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  heapFile: string,
  opts: { cpuProfDir?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const prof = opts.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfDir}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...prof, "--import", "tsx", "--import", "./bench/load/heap-probe.ts", "src/server/main.ts"],
    { cwd: REPO, env: { ...env, PORT: String(port), BENCH_HEAP_FILE: heapFile }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-8000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode} before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready after ${timeoutMs} ms:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    heapFile,
    output: () => log,
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };
}

/** Resident set size of process `pid` in bytes (VmRSS of /proc/<pid>/status); null when gone. */
export function readRss(pid: number): number | null {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) process `pid` has used, in ms, from /proc/<pid>/stat (fields 14 and
 * 15, in clock ticks of 10 ms on Linux); null when gone.
 */
export function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One heap-probe line. */
export interface HeapSample {
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Longest event-loop delay in the second before `t`, ms. */
  loopMaxMs?: number;
}

/** The heap probe's samples written so far ([] when the file does not exist yet). */
export function readHeapSamples(file: string): HeapSample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HeapSample);
}

/** A free TCP port on 127.0.0.1 (asked from the OS). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
