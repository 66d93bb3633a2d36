/**
 * Reading Content-Security-Policy headers in tests: a header → directive map, and the checks
 * every answer of the app must pass (issue 9 item 3).
 */
import { expect } from "vitest";

/** "default-src 'self'; img-src 'self' data:" → { "default-src": ["'self'"], "img-src": ["'self'", "data:"] }. */
export function parseCsp(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

/** Sources that would let a page load or run code from anywhere but our own origin. */
const FOREIGN_SOURCE = /^(\*|https?:|wss?:|ftp:|[a-z0-9.-]+\.[a-z]{2,}|'unsafe-eval'|'unsafe-hashes'|'strict-dynamic')/i;

/**
 * The app's page policy: own origin only; scripts from our files (plus WebAssembly compilation
 * for the barcode and OCR engines) and never inline; no plugins; no framing; no foreign hosts in
 * any directive. `label` names the answer in failure messages.
 */
export function expectStrictPagePolicy(headers: Record<string, unknown>, label: string): void {
  const csp = parseCsp(headers["content-security-policy"]);
  expect(csp["default-src"], label).toEqual(["'self'"]);
  expect(csp["script-src"], label).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp["script-src-attr"] ?? ["'none'"], label).toEqual(["'none'"]);
  expect(csp["object-src"], label).toEqual(["'none'"]);
  expect(csp["base-uri"], label).toEqual(["'self'"]);
  expect(csp["form-action"], label).toEqual(["'self'"]);
  expect(csp["frame-ancestors"], label).toEqual(["'none'"]);
  expect(csp["connect-src"], label).toEqual(["'self'"]);
  expect(csp["worker-src"], label).toEqual(expect.arrayContaining(["'self'"]));
  for (const [name, values] of Object.entries(csp)) {
    expect(
      values.filter((v) => FOREIGN_SOURCE.test(v)),
      `${label}: ${name}`,
    ).toEqual([]);
    // 'unsafe-inline' is tolerated for styles only, never for scripts. Measured in Chromium (pantry and
    // settings e2e under "style-src 'self'; style-src-attr 'unsafe-inline'"): Radix injects <style>
    // elements (react-remove-scroll-bar's scroll lock with the measured scrollbar width, Select's
    // viewport rules), which only 'unsafe-inline' or a per-response nonce allows. img-src, font-src
    // and connect-src stay 'self', so injected CSS cannot send anything to another host.
    if (values.includes("'unsafe-inline'")) expect(name, label).toMatch(/^style-src/);
  }
}

/** The headers every answer carries besides its CSP. */
export function expectCommonHeaders(headers: Record<string, unknown>, label: string): void {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("no-referrer");
  expect(parseCsp(headers["content-security-policy"])["frame-ancestors"], label).toEqual(["'none'"]);
}
