import type { DbKind } from "../load/args";
import type { RouteResult } from "./measure";
import type { QueryLog } from "./query-log";

/** One database's run: the seeded sizes, the bare route's runs, the app routes and their SQL counts. */
export interface DbRun {
  db: DbKind;
  pantryItems: number;
  recipes: number;
  /** The bare route measured first and last; the ratio base is their mean. */
  bare: RouteResult[];
  bareRps: number;
  routes: (RouteResult & { ratio: number; queries: number | null })[];
  queries: QueryLog[];
}

/** What bench/api/results.json holds. */
export interface ApiReport {
  date: string;
  machine: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  runs: DbRun[];
}

/** A share as a percentage with two significant digits ("0.24 %", "99 %"). */
const pct = (x: number) => `${Number((x * 100).toPrecision(2))} %`;
/** Latency in ms; autocannon records whole milliseconds, so 0 means "under 1 ms". */
const ms = (x: number) => (x === 0 ? "< 1" : x < 10 ? x.toFixed(1) : x.toFixed(0));

/**
 * One database's run as a Markdown table: per route throughput (2xx answers/s), its share of the
 * bare route's throughput, p50/p99 latency (ms), server CPU ms per answer, SQL statements per request.
 */
export function markdownRun(r: DbRun, o: { connections: number; durationSec: number; date: string; machine: string }): string {
  const head = `#### ${r.db}: ${r.pantryItems} pantry items, ${r.recipes} recipes, ${o.connections} connections, ${o.durationSec} s per route (${o.date}, ${o.machine})`;
  const rows = [
    "| route | req/s | share of bare | p50 ms | p99 ms | server CPU ms/req | SQL per request | non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [i, b] of r.bare.entries())
    rows.push(
      `| ${b.route} (${i === 0 ? "first" : "last"}) | ${b.rps} | ${pct(b.rps / r.bareRps)} | ${ms(b.p50)} | ${ms(b.p99)} | ${b.cpuMsPerReq ?? "–"} | 0 | ${b.non2xx + b.errors} |`,
    );
  for (const x of r.routes)
    rows.push(
      `| ${x.route} | ${x.rps} | ${pct(x.ratio)} | ${ms(x.p50)} | ${ms(x.p99)} | ${x.cpuMsPerReq ?? "–"} | ${x.queries ?? "–"} | ${x.non2xx + x.errors} |`,
    );
  return `${head}\n\n${rows.join("\n")}`;
}

/** Every statement of one request per route, numbered (for --print-sql). */
export function sqlListing(r: DbRun): string {
  return r.queries
    .map((q) => `${r.db} ${q.route}: ${q.queries} statements\n${q.sql.map((s, i) => `  ${i + 1}. ${s}`).join("\n")}`)
    .join("\n\n");
}
