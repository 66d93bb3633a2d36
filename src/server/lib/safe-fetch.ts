/**
 * The one outbound HTTP door (DESIGN.md "lib/"). Every request the server makes to another
 * server goes through `safeFetch`, which bounds it in time and size and — unless the URL is
 * operator-configured (`trusted: true`) — refuses to reach anything but the public internet
 * (SSRF guard).
 *
 * Untrusted requests (URLs users type):
 *  - only http: and https:, no credentials in the URL, ports 80, 443, 8080 and 8443 only
 *    (other ports on public hosts are refused too: a user-given link has no business there);
 *  - the host's addresses are resolved by us and every one must be public unicast (ipaddr.js
 *    `range() === "unicast"` after unwrapping IPv4-mapped IPv6): loopback, private, link-local
 *    (169.254.169.254 cloud metadata), CGNAT, multicast, reserved, unspecified (0.0.0.0, ::),
 *    unique-local, 6to4/Teredo/NAT64 and the like are refused;
 *  - "localhost" and names under it (RFC 6761) are refused by name, before any lookup;
 *  - the check runs inside the connection's own DNS lookup (undici Agent `connect.lookup`), so
 *    the socket connects to exactly the address that was checked (no DNS-rebinding window);
 *  - redirects are followed by hand (at most `maxRedirects`), each hop checked again.
 * Trusted requests skip the address and port rules; time, size and redirect limits still hold.
 *
 * Errors keep a precise `code` and `cause` for logs; what a user is told about an untrusted link
 * comes from `describeFetchError`, which gives every refusal (bad scheme, credentials, port,
 * private address — literal, resolved or redirected to) the one same answer, so the answers
 * cannot be used to map which internal addresses or ports exist.
 */
import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, request, type Dispatcher } from "undici";
import { SafeFetchError } from "./safe-fetch-error";
import { PUBLIC_INTERNET_ONLY, systemResolver, type AddressPolicy, type Resolver } from "./safe-fetch-policy";

// The error and policy names callers use, importable from here as before.
export { describeFetchError, REFUSED_LINK_MESSAGE, SafeFetchError, type SafeFetchErrorCode } from "./safe-fetch-error";
export { isPublicAddress, PUBLIC_INTERNET_ONLY, UNTRUSTED_PORTS, type AddressPolicy, type Resolver } from "./safe-fetch-policy";

export interface SafeFetchOptions {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole request including redirects and reading the body, ms. Default 10 000. */
  timeoutMs?: number;
  /** Largest body accepted, bytes (checked while streaming). Default 5 MB. */
  maxBytes?: number;
  /** Redirects followed before `too_many_redirects`. Default 5. */
  maxRedirects?: number;
  /** Operator-configured URL: private addresses and any port allowed. Default false. */
  trusted?: boolean;
  /** Accept header. Default "*\/*". */
  accept?: string;
}

export interface SafeFetchResponse {
  status: number;
  /** True for 2xx. */
  ok: boolean;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The final URL after redirects. */
  url: string;
  body: Buffer;
  /** The body as UTF-8 text. */
  text(): string;
  /** The body parsed as JSON. @throws SafeFetchError bad_response */
  json<T = unknown>(): T;
  /** This response when 2xx. @throws SafeFetchError http_error (with `status`) otherwise */
  assertOk(): SafeFetchResponse;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "PantryMeals/0.1 (self-hosted pantry app)";

/** A net `lookup` that resolves every address and refuses the host unless all are allowed. */
function guardedLookup(policy: AddressPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...(options as LookupOptions), all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      if (addresses.length === 0 || addresses.some((a) => !policy.allowAddress(a.address))) {
        const list = addresses.map((a) => a.address).join(", ") || "none";
        const cause = new Error(`${hostname} resolves to a non-public address (${list})`);
        return callback(new SafeFetchError("blocked_address", { cause }) as NodeJS.ErrnoException, "", 0);
      }
      if ((options as LookupOptions).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Parse and check one hop's URL. @throws SafeFetchError bad_url | blocked_address */
function checkUrl(raw: string, policy: AddressPolicy | null): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (cause) {
    throw new SafeFetchError("bad_url", { cause });
  }
  // The reasons (in `cause`, for logs) never quote the URL: it may hold credentials.
  const refuse = (code: "bad_url" | "blocked_address", reason: string) => new SafeFetchError(code, { cause: new Error(reason) });
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("bad_url", `scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw refuse("bad_url", "credentials in the URL are not allowed");
  if (!url.hostname) throw refuse("bad_url", "the URL has no host");
  if (policy) {
    const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
    if (!policy.allowPort(port)) throw refuse("blocked_address", `port ${port} is not allowed`);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // RFC 6761 §6.3: "localhost" and names under it are loopback, whatever a resolver says.
    if (/(^|\.)localhost\.?$/i.test(host)) throw refuse("blocked_address", "localhost names are loopback");
    // Literal addresses never reach the lookup, so they are checked here.
    if (isIP(host) && !policy.allowAddress(host)) throw refuse("blocked_address", `address ${host} is not public`);
  }
  return url;
}

function toError(err: unknown, timedOut: boolean): SafeFetchError {
  if (err instanceof SafeFetchError) return err;
  if (timedOut) return new SafeFetchError("timeout", { cause: err });
  const cause = (err as { cause?: unknown })?.cause;
  if (cause instanceof SafeFetchError) return cause;
  return new SafeFetchError("network", { cause: err });
}

function flatHeaders(h: Dispatcher.ResponseData["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
  return out;
}

/** Drop a body we will not read (destroying undici's stream emits an error nobody should see). */
function discard(body: Dispatcher.ResponseData["body"]): void {
  body.on("error", () => {});
  body.destroy();
}

/** Read a body, aborting past `maxBytes`. */
async function readCapped(res: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(res.body);
    throw new SafeFetchError("too_large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(res.body);
      throw new SafeFetchError("too_large");
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function makeResponse(status: number, headers: Record<string, string>, url: string, body: Buffer): SafeFetchResponse {
  const res: SafeFetchResponse = {
    status,
    ok: status >= 200 && status < 300,
    headers,
    url,
    body,
    text: () => body.toString("utf8"),
    json<T>() {
      try {
        return JSON.parse(body.toString("utf8")) as T;
      } catch (cause) {
        throw new SafeFetchError("bad_response", { cause });
      }
    },
    assertOk() {
      if (!res.ok) throw new SafeFetchError("http_error", { status, message: `The other server answered ${status}.` });
      return res;
    },
  };
  return res;
}

/**
 * A `safeFetch` whose untrusted requests follow `policy` (tests pass a policy that admits their
 * loopback server; production uses PUBLIC_INTERNET_ONLY). `opts.resolve` replaces the system
 * DNS lookup of untrusted requests (tests); its answers pass the same address check.
 */
export function createSafeFetch(policy: AddressPolicy, opts: { resolve?: Resolver } = {}) {
  const resolve = opts.resolve ?? systemResolver;
  return async function safeFetchWith(url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
    const { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, maxRedirects = 5, trusted = false } = opts;
    const hopPolicy = trusted ? null : policy;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const agent = new Agent({
      connect: { timeout: timeoutMs, ...(hopPolicy ? { lookup: guardedLookup(hopPolicy, resolve) } : {}) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    let method = opts.method ?? "GET";
    let body = opts.body;
    let headers: Record<string, string> = { "user-agent": USER_AGENT, accept: opts.accept ?? "*/*", ...opts.headers };
    try {
      let current = checkUrl(url, hopPolicy);
      for (let hop = 0; ; hop++) {
        const res = await request(current, { method, headers, body, dispatcher: agent, signal: controller.signal });
        const location = res.headers.location;
        if (REDIRECTS.has(res.statusCode) && typeof location === "string") {
          discard(res.body);
          if (hop >= maxRedirects) throw new SafeFetchError("too_many_redirects");
          const next = checkUrl(new URL(location, current).toString(), hopPolicy);
          if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === "POST")) {
            method = method === "HEAD" ? "HEAD" : "GET";
            body = undefined;
          }
          if (next.origin !== current.origin) {
            headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)));
          }
          current = next;
          continue;
        }
        const bytes = await readCapped(res, maxBytes);
        return makeResponse(res.statusCode, flatHeaders(res.headers), current.toString(), bytes);
      }
    } catch (err) {
      throw toError(err, timedOut);
    } finally {
      clearTimeout(timer);
      agent.destroy().catch(() => {});
    }
  };
}

/**
 * Fetch `url` through the SSRF guard (see the module comment).
 * Output: {status, ok, headers, url (final), body} with text()/json()/assertOk() helpers; any
 * HTTP status is returned (call assertOk() to turn non-2xx into `http_error`).
 * @throws SafeFetchError with code blocked_address | bad_url | timeout | too_large |
 *   too_many_redirects | network (and http_error / bad_response from the helpers).
 */
export const safeFetch = createSafeFetch(PUBLIC_INTERNET_ONLY);
