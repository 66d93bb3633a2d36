import { appendFileSync } from "node:fs";

/**
 * Preloaded into the benchmarked server (`node --import tsx --import ./bench/load/heap-probe.ts`)
 * when BENCH_HEAP_FILE is set: appends one JSON line `{t, rss, heapUsed, heapTotal, external}`
 * (ms since epoch, bytes) every second, so the benchmark can report the server's heap without
 * touching the app. The timer is unref'd and never keeps the process alive.
 */
const file = process.env.BENCH_HEAP_FILE;
if (file) {
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external })}\n`,
    );
  }, 1000);
  timer.unref();
}
