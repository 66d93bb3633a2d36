import os from "node:os";
import { driveClosedLoop, type DriveResult } from "./drive";
import { drivePaced } from "./drive-paced";
import type { UserState } from "./mix";
import { routeLines, totalsOf, type PhaseReport, type ServerReport } from "./report";
import { readCpuMs, readHeapSamples, readRss, type ServerProcess } from "./server";

/** Samples every server's VmRSS once a second (and on demand) while the benchmark runs. */
export class RssSampler {
  private readonly samples = new Map<number, { t: number; rss: number }[]>();
  private timer: NodeJS.Timeout | undefined;
  /** VmRSS of each server when the sampler started (the servers idle and seeded). */
  readonly ready = new Map<number, number>();

  constructor(private readonly servers: ServerProcess[]) {
    for (const s of servers) this.samples.set(s.pid, []);
    this.sample();
    for (const s of servers) this.ready.set(s.pid, this.samples.get(s.pid)!.at(-1)?.rss ?? 0);
    this.timer = setInterval(() => this.sample(), 1000);
  }

  /** Take one sample of every server now. */
  sample(): void {
    for (const s of this.servers) {
      const v = readRss(s.pid);
      if (v !== null) this.samples.get(s.pid)!.push({ t: Date.now(), rss: v });
    }
  }

  /** The samples of `pid` taken between `start` and `end` (ms since epoch). */
  between(pid: number, start: number, end: number): { t: number; rss: number }[] {
    return (this.samples.get(pid) ?? []).filter((x) => x.t >= start && x.t <= end);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * Measure one phase: the servers' CPU time and memory around one drive of `states` against
 * `targets` (paced: think times with mean 1/rate s; capacity: closed loop).
 */
export async function measurePhase(p: {
  mode: "paced" | "capacity";
  rate: number;
  durationSec: number;
  targets: string[];
  origin: string;
  states: UserState[];
  servers: ServerProcess[];
  rss: RssSampler;
}): Promise<PhaseReport> {
  const loadBefore = os.loadavg();
  p.rss.sample();
  const cpuStart = new Map(p.servers.map((s) => [s.pid, readCpuMs(s.pid) ?? 0]));
  const start = Date.now();
  const d: DriveResult =
    p.mode === "paced"
      ? await drivePaced({ targets: p.targets, origin: p.origin, states: p.states, durationSec: p.durationSec, rate: p.rate })
      : await driveClosedLoop({ targets: p.targets, origin: p.origin, states: p.states, durationSec: p.durationSec });
  p.rss.sample();
  const end = Date.now();
  const servers: ServerReport[] = p.servers.map((s) => {
    const inRun = p.rss.between(s.pid, start, end);
    const heap = readHeapSamples(s.heapFile).filter((x) => x.t > start && x.t <= end + 1000);
    const rssStart = inRun[0]?.rss ?? 0;
    const rssEnd = inRun.at(-1)?.rss ?? 0;
    return {
      pid: s.pid,
      cpuMs: (readCpuMs(s.pid) ?? 0) - cpuStart.get(s.pid)!,
      rssReady: p.rss.ready.get(s.pid) ?? 0,
      rssStart,
      rssPeak: Math.max(0, ...inRun.map((x) => x.rss)),
      rssEnd,
      rssGrowth: rssEnd - rssStart,
      heapStart: heap[0]?.heapUsed ?? null,
      heapPeak: heap.length ? Math.max(...heap.map((x) => x.heapUsed)) : null,
      heapEnd: heap.at(-1)?.heapUsed ?? null,
      loopMaxMs: heap.length ? Math.max(...heap.map((x) => x.loopMaxMs ?? 0)) : null,
      loopStallSeconds: heap.length ? heap.filter((x) => (x.loopMaxMs ?? 0) > 100).length : null,
    };
  });
  return {
    mode: p.mode,
    rate: p.mode === "paced" ? p.rate : 0,
    durationSec: p.durationSec,
    loadBefore,
    loadAfter: os.loadavg(),
    totals: totalsOf(d, d.elapsedSec, servers),
    routes: routeLines(d),
    servers,
  };
}
