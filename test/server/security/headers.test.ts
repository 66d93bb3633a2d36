/**
 * Security headers (issue 9 item 3): the strict Content-Security-Policy, nosniff, no-referrer and
 * frame-ancestors 'none' on every kind of answer — API successes, every error status (also the
 * generic 500), the SPA's index.html and its static files — and a client page with no inline script.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_URL } from "../test-server";
import { expectCommonHeaders, expectStrictPagePolicy } from "./csp";
import { openApp } from "./open-app";

/** The built client when `npm run build` ran; otherwise a stand-in with the same kinds of files. */
const BUILT = path.resolve("dist/web");
const hasBuild = existsSync(path.join(BUILT, "index.html"));
let webDir: string;
let fixtureDir: string | null = null;

function standInClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pm-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), readFileSync("src/web/index.html", "utf8").replace("/main.tsx", "/assets/index-test.js"));
  writeFileSync(path.join(dir, "assets", "index-test.js"), "console.log('client');\n");
  writeFileSync(path.join(dir, "assets", "index-test.css"), "body{margin:0}\n");
  writeFileSync(path.join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let s: Awaited<ReturnType<typeof openApp>>;
let cookie: string;
beforeAll(async () => {
  if (hasBuild) webDir = BUILT;
  else webDir = fixtureDir = standInClient();
  s = await openApp({
    config: { webDir },
    rateLimits: { sendPerEmail: 1 },
    // A route that fails unexpectedly, to see the generic 500 answer.
    prepare: (app) =>
      app.get("/api/test-boom", { schema: { hide: true } }, async () => {
        throw new Error("database exploded: secret connection string");
      }),
  });
  cookie = await s.signUp("headers@example.com");
});
afterAll(async () => {
  await s?.close();
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
});

type Req = { method?: "GET" | "HEAD" | "POST"; url: string; headers?: Record<string, string>; payload?: string | object };
const call = (r: Req) => s.app.inject({ method: r.method ?? "GET", url: r.url, headers: r.headers, payload: r.payload });

describe("every API answer carries the strict headers", () => {
  const json = { "content-type": "application/json", origin: PUBLIC_URL };
  const cases: [string, number, () => Req][] = [
    ["health check", 200, () => ({ url: "/healthz" })],
    ["HEAD of the health check", 200, () => ({ method: "HEAD", url: "/healthz" })],
    ["signed-in JSON", 200, () => ({ url: "/api/me", headers: { cookie } })],
    ["OpenAPI document", 200, () => ({ url: "/api/docs/json" })],
    ["signed out (401)", 401, () => ({ url: "/api/me" })],
    ["unknown API path (404)", 404, () => ({ url: "/api/does-not-exist" })],
    ["validation error (400)", 400, () => ({ method: "POST", url: "/api/pantry", headers: { ...json, cookie }, payload: {} })],
    ["malformed JSON (400)", 400, () => ({ method: "POST", url: "/api/pantry", headers: { ...json, cookie }, payload: "{" })],
    [
      "cross-site refusal (403)",
      403,
      () => ({ method: "POST", url: "/api/pantry", headers: { ...json, cookie, origin: "https://evil.example" }, payload: {} }),
    ],
    [
      "body too large (413)",
      413,
      () => ({ method: "POST", url: "/api/pantry", headers: { ...json, cookie }, payload: `{"x":"${"a".repeat(1_100_000)}"}` }),
    ],
    [
      "unsupported body type (415)",
      415,
      () => ({ method: "POST", url: "/api/pantry", headers: { "content-type": "text/plain", cookie, origin: PUBLIC_URL }, payload: "{}" }),
    ],
    [
      "rate limited (429)",
      429,
      () => ({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email: "headers@example.com" } }),
    ],
    ["unexpected failure (500)", 500, () => ({ url: "/api/test-boom" })],
  ];

  for (const [name, status, req] of cases) {
    it(`${name}: ${status} with CSP, nosniff, no-referrer, frame-ancestors 'none'`, async () => {
      if (status === 429) await call(req()); // the first send of this address uses its one allowed link
      const res = await call(req());
      expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
      expectStrictPagePolicy(res.headers, name);
      expectCommonHeaders(res.headers, name);
      expect(res.headers["x-frame-options"], name).toBeDefined();
    });
  }

  it("the 500 answer tells nothing about the failure", async () => {
    const res = await call({ url: "/api/test-boom" });
    expect(res.json()).toEqual({ error: "Something went wrong. Please try again.", code: "INTERNAL" });
    expect(res.body).not.toMatch(/exploded|secret|stack|at /);
  });
});

describe("the client's pages and files carry them too", () => {
  const assets = () => {
    const dir = path.join(webDir, "assets");
    const files = readdirSync(dir);
    return [files.find((f) => f.endsWith(".js"))!, files.find((f) => f.endsWith(".css"))!].map((f) => `/assets/${f}`);
  };

  it("index.html at /, at app routes (SPA fallback), at the confirm link, and for HEAD", async () => {
    for (const req of [
      { url: "/" },
      { url: "/pantry" },
      { url: "/auth/confirm?token=abc" },
      { url: "/history?x=1" },
      { method: "HEAD", url: "/" },
    ] as Req[]) {
      const res = await call(req);
      const label = `${req.method ?? "GET"} ${req.url}`;
      expect(res.statusCode, label).toBe(200);
      expect(String(res.headers["content-type"]), label).toContain("text/html");
      expectStrictPagePolicy(res.headers, label);
      expectCommonHeaders(res.headers, label);
    }
  });

  it("static scripts, styles and icons, with their real content types", async () => {
    const [js, css] = assets();
    for (const [url, type] of [
      [js, /javascript/],
      [css, /text\/css/],
      ["/favicon.svg", /image\/svg\+xml/],
    ] as const) {
      const res = await call({ url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers["content-type"]), url).toMatch(type);
      expectStrictPagePolicy(res.headers, url);
      expectCommonHeaders(res.headers, url);
    }
  });
});

/** Inline code in an HTML page: <script> elements without src or with a body, on* handler attributes, javascript: URLs. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(m[1]) || m[2].trim() !== "") found.push(m[0].slice(0, 80));
  }
  for (const m of html.matchAll(/<[^>]+\s(on[a-z]+)\s*=/gi)) found.push(m[1]);
  for (const m of html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(m[0]);
  return found;
}

describe("no inline script in the client page", () => {
  it("the detector finds inline scripts, handlers and javascript: links", () => {
    expect(inlineCode('<script>alert(1)</script><script src="/a.js"></script>')).toHaveLength(1);
    expect(inlineCode('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>')).toHaveLength(2);
    expect(inlineCode('<script type="module" crossorigin src="/assets/index.js"></script>')).toEqual([]);
  });

  it("the page source (src/web/index.html) loads its script from a file", () => {
    const html = readFileSync("src/web/index.html", "utf8");
    expect(html).toMatch(/<script\b[^>]*\bsrc=/);
    expect(inlineCode(html)).toEqual([]);
  });

  it.skipIf(!hasBuild)("the built page (dist/web/index.html), as served, has no inline script either", async () => {
    const res = await call({ url: "/" });
    expect(res.body).toMatch(/<script\b[^>]*\bsrc="\/assets\//);
    expect(inlineCode(res.body)).toEqual([]);
  });
});
