import os from "node:os";
import type autocannon from "autocannon";
import type { RouteStats } from "./drive";

/** Memory (bytes) and CPU time of one server process over the measured run. */
export interface ServerReport {
  pid: number;
  /** CPU time (user + system) the server used during the measured run, ms. */
  cpuMs: number;
  /** VmRSS when the server was ready (seeded, idle, before any load). */
  rssReady: number;
  /** VmRSS after the warm-up (the measured run starts here). */
  rssStart: number;
  rssPeak: number;
  /** VmRSS when the measured run ended. */
  rssEnd: number;
  /** rssEnd − rssStart. */
  rssGrowth: number;
  /** V8 heapUsed (heap probe) at the measured run's start and end, and its peak; null when not sampled. */
  heapStart: number | null;
  heapPeak: number | null;
  heapEnd: number | null;
}

/** One route's line of the report. */
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

/** Everything one database's run reports (written to bench/load/results-<db>.json). */
export interface LoadReport {
  date: string;
  machine: string;
  /** 1-, 5- and 15-minute load averages before the run and after it. */
  loadBefore: number[];
  loadAfter: number[];
  db: string;
  serverCount: number;
  users: number;
  households: number;
  durationSec: number;
  warmupSec: number;
  /** Requests per second per user (0 = closed loop). */
  rate: number;
  totals: {
    requests: number;
    rps: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    mean: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Server CPU ms per answered request (all servers' CPU / requests; the database's own processes not counted). */
    serverCpuMsPerRequest: number;
    /** Average cores the server processes kept busy (CPU time / wall time). */
    serverCores: number;
  };
  routes: RouteLine[];
  servers: ServerReport[];
}

/** The `q`-quantile (0..1) of ascending `sorted` values (nearest rank); 0 when empty. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

/** Per-route lines, most frequent first. */
export function routeLines(routes: Map<string, RouteStats>): RouteLine[] {
  return [...routes.values()]
    .map((r) => {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const non2xx = Object.entries(r.statuses).reduce((n, [code, c]) => (code.startsWith("2") ? n : n + c), 0);
      return {
        name: r.name,
        count: sorted.length,
        p50: quantile(sorted, 0.5),
        p90: quantile(sorted, 0.9),
        p99: quantile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        non2xx,
        statuses: r.statuses,
      };
    })
    .sort((a, b) => b.count - a.count);
}

/** Totals from autocannon's result (its HDR histogram; latencies in ms) and the servers' CPU. */
export function totalsOf(result: autocannon.Result, durationSec: number, servers: ServerReport[]): LoadReport["totals"] {
  const requests = result.requests.total;
  const cpu = servers.reduce((n, s) => n + s.cpuMs, 0);
  return {
    requests,
    rps: Math.round((requests / durationSec) * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: Math.round(result.latency.mean * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuMsPerRequest: requests ? Math.round((cpu / requests) * 100) / 100 : 0,
    serverCores: Math.round((cpu / (durationSec * 1000)) * 100) / 100,
  };
}

/** "vm (2 cores AMD EPYC, Node 20.20)". */
export function machineName(): string {
  const cpus = os.cpus();
  return `${os.hostname()} (${cpus.length} cores ${cpus[0]?.model.trim() ?? ""}, Node ${process.versions.node.split(".").slice(0, 2).join(".")})`;
}

const mb = (b: number | null) => (b === null ? "–" : (b / 1048576).toFixed(0));
const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The run as Markdown: summary table, memory and per-route table. */
export function markdown(r: LoadReport): string {
  const t = r.totals;
  const out = [
    `### ${r.db}: ${r.users} users (${r.households} households), ${r.durationSec} s${r.serverCount > 1 ? `, ${r.serverCount} servers` : ""}${r.rate ? `, ${r.rate} req/s per user` : ", closed loop"}`,
    "",
    `Load average before / after: ${r.loadBefore.map((x) => x.toFixed(2)).join(" ")} / ${r.loadAfter.map((x) => x.toFixed(2)).join(" ")}`,
    "",
    "| requests | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors | timeouts | server CPU ms/req | server cores busy |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    `| ${t.requests} | ${t.rps} | ${ms(t.p50)} | ${ms(t.p90)} | ${ms(t.p99)} | ${ms(t.max)} | ${t.non2xx} | ${t.errors} | ${t.timeouts} | ${t.serverCpuMsPerRequest} | ${t.serverCores} |`,
    "",
    "| server pid | RSS ready MB | RSS start MB | RSS peak MB | RSS end MB | RSS growth MB | heap start MB | heap peak MB | heap end MB |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...r.servers.map(
      (m) =>
        `| ${m.pid} | ${mb(m.rssReady)} | ${mb(m.rssStart)} | ${mb(m.rssPeak)} | ${mb(m.rssEnd)} | ${mb(m.rssGrowth)} | ${mb(m.heapStart)} | ${mb(m.heapPeak)} | ${mb(m.heapEnd)} |`,
    ),
    "",
    "| route | calls | p50 ms | p90 ms | p99 ms | max ms | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...r.routes.map(
      (l) =>
        `| ${l.name} | ${l.count} | ${ms(l.p50)} | ${ms(l.p90)} | ${ms(l.p99)} | ${ms(l.max)} | ${l.non2xx ? `${l.non2xx} (${nonOkCodes(l)})` : 0} |`,
    ),
  ];
  return out.join("\n");
}

function nonOkCodes(l: RouteLine): string {
  return Object.entries(l.statuses)
    .filter(([c]) => !c.startsWith("2"))
    .map(([c, n]) => `${n}×${c}`)
    .join(", ");
}
