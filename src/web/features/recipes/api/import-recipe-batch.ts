import type { Recipe } from "../../../../shared/schemas/recipes";
import { jsonFetch } from "../../../lib/api-client";
import { importFailureText } from "./import-recipe-from-url";

/** One link's result in a "Several links" run. */
export type BatchResult =
  | { url: string; status: "imported" | "existing"; recipe: Recipe }
  | { url: string; status: "failed"; reason: string };

/** Wait used when a 429 carries no readable Retry-After, ms. */
export const DEFAULT_RETRY_MS = 30_000;
/** Longest wait honoured for one 429 (the per-user window is 15 minutes, env.ts), ms. */
export const MAX_RETRY_MS = 15 * 60_000;
/** 429 answers in a row for one link before it is reported as failed. */
export const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * Milliseconds a Retry-After header asks for (RFC 9110: delay in seconds or an HTTP date),
 * between 1 s and MAX_RETRY_MS; DEFAULT_RETRY_MS when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_RETRY_MS;
  const v = header.trim();
  const ms = /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v) - now;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_MS;
  return Math.min(MAX_RETRY_MS, Math.max(1000, ms));
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface ImportOneOptions {
  /** Aborts a wait after a 429 (a request already sent is left to finish). */
  signal?: AbortSignal;
  /** Told before each wait after a 429, with its length in ms. */
  onWait?: (ms: number) => void;
  /** The wait itself (tests pass an instant one). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * One link through today's importer, POST /api/recipes/from-url {url}: 201 → "imported", 200 →
 * "existing" (imported from that page before), 429 → wait as Retry-After says and try again (at
 * most MAX_RATE_LIMIT_RETRIES times), any other answer or no connection → "failed" with the text
 * the From URL tab would show (importFailureText: the server's reason for a 4xx). Never rejects,
 * except with the signal's reason when cancelled during a wait.
 */
export async function importOneUrl(url: string, opts: ImportOneOptions = {}): Promise<BatchResult> {
  const wait = opts.wait ?? pause;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await jsonFetch("POST", "/api/recipes/from-url", { url });
    } catch (err) {
      return { url, status: "failed", reason: importFailureText(err) };
    }
    if (res.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
      const ms = retryAfterMs(res.headers.get("retry-after"));
      opts.onWait?.(ms);
      await wait(ms, opts.signal);
      continue;
    }
    if (res.ok) return { url, status: res.status === 201 ? "imported" : "existing", recipe: (await res.json()) as Recipe };
    const text = await res.text().catch(() => "");
    return { url, status: "failed", reason: importFailureText(new Error(`${res.status}: ${text || res.statusText}`)) };
  }
}
