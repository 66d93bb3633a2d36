/**
 * A WHATWG `fetch` for the AI SDK built on the server's one outbound HTTP door (lib/safe-fetch.ts),
 * so model calls get the same time and size bounds as every other outbound request. AI_BASE_URL is
 * set by the operator, so requests are `trusted` (a model server on loopback or the home network
 * is normal); the SSRF guard for user-typed URLs does not apply.
 */
import { safeFetch as defaultSafeFetch, type SafeFetchOptions, type SafeFetchResponse } from "../../lib/safe-fetch";

/** The safeFetch signature (tests may pass their own). */
export type SafeFetchLike = (url: string, opts?: SafeFetchOptions) => Promise<SafeFetchResponse>;

/** Bounds of every model request made through the adapter. */
export interface AdapterLimits {
  /** Whole request, ms; the caller's own timeout normally fires first. */
  timeoutMs: number;
  /** Largest answer accepted, bytes. */
  maxBytes: number;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

function headerRecord(h: RequestInit["headers"]): Record<string, string> {
  if (!h) return {};
  if (h instanceof Headers) return Object.fromEntries(h.entries());
  if (Array.isArray(h)) return Object.fromEntries(h.map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(
    Object.entries(h)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

function bodyOf(body: RequestInit["body"]): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new TypeError("Model requests must have a string or byte body");
}

/** Rejects when `signal` aborts (with its reason, an AbortError), so the SDK stops waiting at once. */
function whenAborted(signal: AbortSignal | null | undefined): Promise<never> | null {
  if (!signal) return null;
  return new Promise((_, reject) => {
    const fail = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException("The operation was aborted.", "AbortError"));
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}

/**
 * A `fetch` that sends each request through `safeFetch` with `trusted: true` and the given limits.
 * Input: the SDK's (url, {method, headers, body, signal}); string or byte bodies only.
 * Output: a standard Response (status, headers, body bytes). An abort of `signal` rejects at once
 * with its reason; safeFetch errors (timeout, too_large, network) reject as they are.
 */
export function createModelFetch(limits: AdapterLimits, send: SafeFetchLike = defaultSafeFetch): typeof fetch {
  const modelFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    if (!METHODS.has(method)) throw new TypeError(`Unsupported method ${method}`);
    const request = send(url, {
      method: method as SafeFetchOptions["method"],
      headers: headerRecord(init.headers),
      body: bodyOf(init.body),
      trusted: true,
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
      maxRedirects: 2,
    });
    const aborted = whenAborted(init.signal);
    if (aborted) request.catch(() => {}); // an abandoned request must not become an unhandled rejection
    const res = await (aborted ? Promise.race([request, aborted]) : request);
    const noBody = res.status === 204 || res.status === 304 || method === "HEAD";
    return new Response(noBody ? null : new Uint8Array(res.body), { status: res.status, headers: res.headers });
  };
  return modelFetch as typeof fetch;
}
