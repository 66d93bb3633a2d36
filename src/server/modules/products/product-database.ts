/**
 * The barcode product database at PRODUCT_LOOKUP_URL (default Open Food Facts; "off" disables
 * it), asked through the one outbound door (safeFetch, trusted: the URL is operator-configured).
 */
import { safeFetch, type SafeFetchResponse } from "../../lib/safe-fetch";
import { mapOffProduct, OFF_FIELDS, type CatalogProduct } from "./off-product";

/** Time for all requests of one lookup together, ms: a scan must not hang on a slow database. */
export const DATABASE_LOOKUP_TIMEOUT_MS = 4000;
/** Largest answer read, bytes (an OFF product with the fields we ask for is a few kB). */
export const DATABASE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * found: the database knows one of the forms (`barcode` says which);
 * unknown: it answered that it knows none of them (cacheable);
 * unavailable: disabled, offline, timed out or answered with an error (not cacheable).
 */
export type DatabaseAnswer = { kind: "found"; barcode: string; product: CatalogProduct } | { kind: "unknown" } | { kind: "unavailable" };

export interface DatabaseOptions {
  /** PRODUCT_LOOKUP_URL: the database's base URL, or "off". */
  baseUrl: string;
  fetch?: typeof safeFetch;
  timeoutMs?: number;
  /** Told why the database was unavailable (for the server log). */
  onUnavailable?: (err: unknown) => void;
}

type FormAnswer = { kind: "found"; product: CatalogProduct } | { kind: "unknown" } | { kind: "unavailable"; err: unknown };

/** Read OFF's answer: 200 {status: 1, product} → found; 404 or status 0 → unknown; else unavailable. */
function readAnswer(res: SafeFetchResponse): FormAnswer {
  if (res.status === 404) return { kind: "unknown" };
  if (!res.ok) return { kind: "unavailable", err: new Error(`product database answered ${res.status}`) };
  let body: { status?: unknown; product?: unknown };
  try {
    body = res.json();
  } catch (err) {
    return { kind: "unavailable", err };
  }
  if (body?.status !== 1 && body?.status !== "1") return { kind: "unknown" };
  const product = mapOffProduct(body.product);
  return product ? { kind: "found", product } : { kind: "unknown" };
}

/**
 * Ask the database for a barcode, trying each form in turn (e.g. a UPC-A's 12 and 13 digits)
 * until one is found; stops at the first failure. GET
 * `{base}/api/v2/product/{code}.json?fields=…` (OFF_FIELDS), all forms within
 * DATABASE_LOOKUP_TIMEOUT_MS together, answers capped at DATABASE_MAX_BYTES.
 * Never throws: failures are `unavailable`.
 */
export async function askProductDatabase(forms: readonly string[], opts: DatabaseOptions): Promise<DatabaseAnswer> {
  if (opts.baseUrl === "off" || forms.length === 0) return { kind: "unavailable" };
  const fetch = opts.fetch ?? safeFetch;
  const deadline = Date.now() + (opts.timeoutMs ?? DATABASE_LOOKUP_TIMEOUT_MS);
  const base = opts.baseUrl.replace(/\/+$/, "");
  for (const code of forms) {
    const left = deadline - Date.now();
    if (left <= 0) {
      opts.onUnavailable?.(new Error("product database lookup timed out"));
      return { kind: "unavailable" };
    }
    let answer: FormAnswer;
    try {
      const url = `${base}/api/v2/product/${encodeURIComponent(code)}.json?fields=${OFF_FIELDS}`;
      answer = readAnswer(await fetch(url, { trusted: true, timeoutMs: left, maxBytes: DATABASE_MAX_BYTES, accept: "application/json" }));
    } catch (err) {
      answer = { kind: "unavailable", err };
    }
    if (answer.kind === "found") return { kind: "found", barcode: code, product: answer.product };
    if (answer.kind === "unavailable") {
      opts.onUnavailable?.(answer.err);
      return { kind: "unavailable" };
    }
  }
  return { kind: "unknown" };
}
