/**
 * Run `job` every `intervalMs` on an unref'd timer (it never keeps the process alive) until the
 * returned stop function is called. A run still going when the next is due is skipped, never
 * overlapped; a rejected run goes to `onError` and the next one runs as usual.
 * Input: the job (async), the period in ms (> 0), the error sink. Output: stop(), which clears the
 * timer and resolves once a run in progress has ended (so a shutdown can close the database after).
 */
export function everyInterval(job: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(() => undefined, onError)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
