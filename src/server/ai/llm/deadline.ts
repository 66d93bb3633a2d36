/**
 * Time bounds and error wording for model calls: every call gets a deadline after which its
 * request is aborted and the caller moves on, whatever the SDK or the server still does.
 */

/** The error a call's deadline raises (name "TimeoutError"). */
export class ModelTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/**
 * Runs `task` with an AbortSignal that aborts after `ms`; settles no later than `ms` (plus timer
 * latency) even if the task ignores the signal.
 * Output: the task's value. @throws ModelTimeoutError at the deadline, or the task's own error.
 */
export async function withDeadline<T>(ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new ModelTimeoutError(ms);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  const running = task(controller.signal);
  running.catch(() => {}); // settled after the deadline: nobody listens any more
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A one-line reason for logs: the error's name and message, plus an HTTP status when the SDK
 * reports one (APICallError.statusCode). Never includes request bodies or keys.
 */
export function describeModelError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const status = (err as { statusCode?: unknown }).statusCode;
  const msg = err.message.replace(/\s+/g, " ").slice(0, 300);
  return `${err.name}${typeof status === "number" ? ` (HTTP ${status})` : ""}: ${msg}`;
}
