import { claimJobRun, finishJobRun, purgeHistory, releaseJobRun } from "./repository";
import type { Db } from "../../kernel/db";

/** Name of the retention job in the job_run table. */
export const RETENTION_JOB = "history-retention";

/** How often each process checks whether today's purge still has to run (1 hour). */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

/**
 * How long a started purge holds the day (30 min): a run older than this that never finished (its
 * process died) may be taken over by the next check. Purging is one DELETE; re-running it after
 * a slow run that outlived the lease deletes nothing twice (rows are gone), so the cost is only
 * the repeated statement.
 */
export const RETENTION_LEASE_MS = 30 * 60 * 1000;

/**
 * Run today's history purge unless some process already did or is doing it: claims the (job,
 * UTC day) row in job_run with INSERT … ON CONFLICT DO UPDATE … RETURNING, where the update only
 * happens when the existing run never finished and started over RETENTION_LEASE_MS ago — of
 * several processes exactly one gets the row, and a run whose process died is taken over. Then
 * deletes records older than `retentionDays` and records the count. A failed purge frees the day
 * again (the error is rethrown).
 * Output: the number purged, or null when another run already claimed today.
 */
export async function runDailyRetention(db: Db, retentionDays: number, now: Date = new Date()): Promise<number | null> {
  const runOn = now.toISOString().slice(0, 10);
  const leaseEnd = new Date(now.getTime() - RETENTION_LEASE_MS);
  if (!(await claimJobRun(db, RETENTION_JOB, runOn, now, leaseEnd))) return null;
  let purged: number;
  try {
    purged = await purgeHistory(db, retentionDays, now);
  } catch (err) {
    // Give the day back so the next hourly check (here or elsewhere) tries again.
    await releaseJobRun(db, RETENTION_JOB, runOn, now);
    throw err;
  }
  await finishJobRun(db, RETENTION_JOB, runOn, now, purged);
  return purged;
}

/**
 * Start the hourly check in this process (first check right away); returns a stop function.
 * Errors are handed to `onError` and never stop the timer. The timer does not keep Node alive.
 */
export function scheduleRetention(
  db: Db,
  retentionDays: number,
  log: { info(o: object, m: string): void; onError(err: unknown): void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const purged = await runDailyRetention(db, retentionDays);
      if (purged !== null) log.info({ purged, retentionDays }, "history retention: purged old records");
    } catch (err) {
      log.onError(err);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const timer = setInterval(() => void tick(), RETENTION_CHECK_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
