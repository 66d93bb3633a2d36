import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Preloaded into the benchmarked server (`node --import tsx --import ./bench/load/heap-probe.ts`)
 * when BENCH_HEAP_FILE is set: appends one JSON line every second,
 * `{t, rss, heapUsed, heapTotal, external, loopMaxMs}` (t in ms since epoch, sizes in bytes,
 * loopMaxMs = the longest event-loop delay in that second), so the benchmark can report the
 * server's heap and event-loop stalls without touching the app. The timer is unref'd.
 */
const file = process.env.BENCH_HEAP_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const loopMaxMs = Math.round(loop.max / 1e6);
    loop.reset();
    const line = { t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, loopMaxMs };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
