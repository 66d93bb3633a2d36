/**
 * Run `job` every `intervalMs` on an unref'd timer (it never keeps the process alive) until the
 * returned stop function is called. A run still going when the next is due is skipped, never
 * overlapped; a rejected run goes to `onError` and the next one runs as usual.
 * Input: the job (async), the period in ms (> 0), the error sink. Output: stop().
 */
export function everyInterval(job: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
