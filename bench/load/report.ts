import os from "node:os";
import type { DriveResult } from "./drive";

/** Memory (bytes) and CPU time of one server process over one measured phase. */
export interface ServerReport {
  pid: number;
  /** CPU time (user + system) the server used during the phase, ms. */
  cpuMs: number;
  /** VmRSS when the server was ready (seeded, idle, before any load). */
  rssReady: number;
  /** VmRSS at the phase's start and end, and the highest sample in between (every second). */
  rssStart: number;
  rssPeak: number;
  rssEnd: number;
  /** rssEnd − rssStart. */
  rssGrowth: number;
  /** V8 heapUsed (heap probe, every second) at the phase's start and end, and its peak; null when not sampled. */
  heapStart: number | null;
  heapPeak: number | null;
  heapEnd: number | null;
  /** Longest event-loop delay seen during the phase (ms) and the seconds in which it passed 100 ms. */
  loopMaxMs: number | null;
  loopStallSeconds: number | null;
}

/** One route's line of the report (latencies in ms). */
export interface RouteLine {
  name: string;
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers outside 2xx. */
  non2xx: number;
  statuses: Record<string, number>;
}

/** Totals of one phase (latencies in ms, over every answered request). */
export interface Totals {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  non2xx: number;
  /** Requests without an answer (connection errors, timeouts). */
  errors: number;
  timeouts: number;
  /** Server CPU ms per answered request (all servers' CPU / requests; the database's own processes not counted). */
  serverCpuMsPerRequest: number;
  /** Average cores the server processes kept busy (CPU time / wall time). */
  serverCores: number;
}

/** One measured phase: paced (users with think time, `rate` calls/s each) or capacity (closed loop). */
export interface PhaseReport {
  mode: "paced" | "capacity";
  /** Calls per second per user (paced); 0 for the closed loop. */
  rate: number;
  durationSec: number;
  /** 1-, 5- and 15-minute load averages before and after the phase. */
  loadBefore: number[];
  loadAfter: number[];
  totals: Totals;
  routes: RouteLine[];
  servers: ServerReport[];
}

/** Everything one database's run reports (written to bench/load/results-<db>.json). */
export interface LoadReport {
  date: string;
  machine: string;
  db: string;
  serverCount: number;
  users: number;
  households: number;
  warmupSec: number;
  phases: PhaseReport[];
}

/** The `q`-quantile (0..1) of ascending `sorted` values (nearest rank); 0 when empty. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Per-route lines, most frequent first. */
export function routeLines(d: DriveResult): RouteLine[] {
  return [...d.routes.values()]
    .map((r) => {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const non2xx = Object.entries(r.statuses).reduce((n, [code, c]) => (code.startsWith("2") || code === "error" ? n : n + c), 0);
      return {
        name: r.name,
        count: sorted.length,
        p50: round(quantile(sorted, 0.5)),
        p90: round(quantile(sorted, 0.9)),
        p99: round(quantile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? 0),
        non2xx,
        statuses: r.statuses,
      };
    })
    .sort((a, b) => b.count - a.count);
}

/** Totals over every route of a run, with the servers' CPU over the same phase. */
export function totalsOf(d: DriveResult, durationSec: number, servers: ServerReport[]): Totals {
  const all = [...d.routes.values()].flatMap((r) => r.latencies).sort((a, b) => a - b);
  const non2xx = routeLines(d).reduce((n, l) => n + l.non2xx, 0);
  const cpu = servers.reduce((n, s) => n + s.cpuMs, 0);
  return {
    requests: all.length,
    rps: round(all.length / durationSec),
    p50: round(quantile(all, 0.5)),
    p90: round(quantile(all, 0.9)),
    p99: round(quantile(all, 0.99)),
    max: round(all.at(-1) ?? 0),
    mean: round(all.reduce((a, b) => a + b, 0) / Math.max(1, all.length), 2),
    non2xx,
    errors: d.errors,
    timeouts: d.timeouts,
    serverCpuMsPerRequest: all.length ? round(cpu / all.length, 2) : 0,
    serverCores: round(cpu / (durationSec * 1000), 2),
  };
}

/** "vm (2 cores AMD EPYC, Node 20.20)". */
export function machineName(): string {
  const cpus = os.cpus();
  return `${os.hostname()} (${cpus.length} cores ${cpus[0]?.model.trim() ?? ""}, Node ${process.versions.node.split(".").slice(0, 2).join(".")})`;
}

const mb = (b: number | null) => (b === null ? "–" : (b / 1048576).toFixed(0));
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");

/** One database's run as Markdown: per phase a summary line, memory, and the per-route table. */
export function markdown(r: LoadReport): string {
  const out = [`## ${r.db}: ${r.users} users in ${r.households} households${r.serverCount > 1 ? `, ${r.serverCount} servers` : ""}`];
  for (const p of r.phases) {
    const t = p.totals;
    out.push(
      "",
      `### ${p.mode === "paced" ? `paced: each user ${p.rate} calls/s on average (think time)` : "capacity: closed loop (no think time)"}, ${p.durationSec} s`,
      "",
      `Load average before / after: ${load(p.loadBefore)} / ${load(p.loadAfter)}`,
      "",
      "| requests | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors | server CPU ms/req | server cores busy |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      `| ${t.requests} | ${t.rps} | ${t.p50} | ${t.p90} | ${t.p99} | ${t.max} | ${t.non2xx} | ${t.errors} (${t.timeouts} timeouts) | ${t.serverCpuMsPerRequest} | ${t.serverCores} |`,
      "",
      "| server pid | RSS ready MB | RSS start MB | RSS peak MB | RSS end MB | RSS growth MB | heap start MB | heap peak MB | heap end MB | event-loop max ms | seconds > 100 ms |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...p.servers.map(
        (m) =>
          `| ${m.pid} | ${mb(m.rssReady)} | ${mb(m.rssStart)} | ${mb(m.rssPeak)} | ${mb(m.rssEnd)} | ${mb(m.rssGrowth)} | ${mb(m.heapStart)} | ${mb(m.heapPeak)} | ${mb(m.heapEnd)} | ${m.loopMaxMs ?? "–"} | ${m.loopStallSeconds ?? "–"} |`,
      ),
      "",
      "| route | calls | p50 ms | p90 ms | p99 ms | max ms | non-2xx |",
      "|---|---:|---:|---:|---:|---:|---:|",
      ...p.routes.map(
        (l) =>
          `| ${l.name} | ${l.count} | ${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${l.non2xx ? `${l.non2xx} (${nonOkCodes(l)})` : 0} |`,
      ),
    );
  }
  return out.join("\n");
}

function nonOkCodes(l: RouteLine): string {
  return Object.entries(l.statuses)
    .filter(([c]) => !c.startsWith("2"))
    .map(([c, n]) => `${n}×${c}`)
    .join(", ");
}
