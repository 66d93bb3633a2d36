/**
 * CSRF (issue 9 item 2; Grocy CVE-2024-55076): every state-changing route the app registers —
 * walked from app.routeTable, so routes added later are covered too — refuses a request from
 * another site before any of its code runs, and stores nothing. Bodies a cross-site HTML form can
 * send without a preflight (text/plain, form-urlencoded, multipart) are refused where the route
 * does not expect them, and no answer opens the API to other origins (no CORS).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../../../src/server/app";
import { PUBLIC_URL } from "../test-server";
import { openApp } from "./open-app";

type Opened = Awaited<ReturnType<typeof openApp>>;
let s: Opened;
let cookie: string;
/** Route patterns ("POST /api/pantry/:itemId") whose request got past the onRequest hooks, in order. */
const reached: string[] = [];

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ID = "3b241101-e2bb-4255-8caf-4136c566a962";

beforeAll(async () => {
  s = await openApp({
    // preParsing runs after every onRequest hook (CSRF, session) and before body parsing,
    // validation, preHandlers and the handler: a request seen here got through the gate.
    prepare: (app) =>
      app.addHook("preParsing", async (req) => {
        reached.push(`${req.method} ${req.routeOptions.url}`);
      }),
  });
  cookie = await s.signUp("csrf-victim@example.com");
});
afterAll(async () => s?.close());

/** Every unsafe route, with path parameters filled in. */
function unsafeRoutes(): (RouteEntry & { path: string })[] {
  const routes = s.app.routeTable.filter((r) => UNSAFE.has(r.method));
  return routes.map((r) => ({ ...r, path: r.url.replace(/:[A-Za-z]+/g, ID).replace(/\*$/, "x") }));
}

/** Headers of requests a hostile page can make a victim's browser send (with the victim's cookie). */
const HOSTILE: Record<string, Record<string, string>> = {
  "Origin of another site": { origin: "https://evil.example" },
  "Origin null (sandboxed frame, data: URL)": { origin: "null" },
  "Origin that only starts with PUBLIC_URL": { origin: `${PUBLIC_URL}.evil.example` },
  "same host, other scheme": { origin: PUBLIC_URL.replace("http:", "https:") },
  "same host, other port": { origin: "http://localhost:5001" },
  "Sec-Fetch-Site cross-site": { "sec-fetch-site": "cross-site" },
  "Sec-Fetch-Site same-site (a sibling subdomain)": { "sec-fetch-site": "same-site" },
  "Sec-Fetch-Site cross-site with our own Origin": { "sec-fetch-site": "cross-site", origin: PUBLIC_URL },
  "our Sec-Fetch-Site with another Origin": { "sec-fetch-site": "same-origin", origin: "https://evil.example" },
};

describe("cross-site requests are refused on every unsafe route", () => {
  it("walks a route table that includes every module's unsafe routes", () => {
    const urls = unsafeRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(30);
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /auth/magic-link",
        "POST /auth/verify",
        "POST /api/logout",
        "DELETE /api/account",
        "PUT /api/images/uploads/:token",
        "POST /api/receipts",
      ]),
    );
  });

  for (const [name, headers] of Object.entries(HOSTILE)) {
    it(`${name}: 403 before any route code runs, nothing stored, no mail`, async () => {
      const before = await s.fingerprint();
      const [writes, mails] = [s.writes.length, s.mailer.sent.length];
      reached.length = 0;
      const failures: string[] = [];
      for (const r of unsafeRoutes()) {
        for (const withCookie of [true, false]) {
          const res = await s.app.inject({
            method: r.method as "POST",
            url: r.path,
            headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}), ...headers },
            payload: { email: "csrf@example.com", firstName: "Csrf", token: "x".repeat(32), name: "Csrf" },
          });
          const body = res.json() as { code?: string; error?: string };
          if (
            res.statusCode !== 403 ||
            body.code !== "FORBIDDEN" ||
            !/^Cross-(site|origin) requests are not allowed\.$/.test(body.error ?? "")
          ) {
            failures.push(`${r.method} ${r.url} (cookie: ${withCookie}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(reached).toEqual([]);
      expect(await s.fingerprint()).toEqual(before);
      expect([s.writes.length, s.mailer.sent.length]).toEqual([writes, mails]);
    });
  }

  it("control: the same requests from our own page get past the gate on every route", async () => {
    reached.length = 0;
    const routes = unsafeRoutes();
    for (const r of routes) {
      // Malformed JSON: the request passes the gate, then stops at body parsing (nothing changes).
      const res = await s.app.inject({
        method: r.method as "POST",
        url: r.path,
        headers: { "content-type": "application/json", cookie, origin: PUBLIC_URL, "sec-fetch-site": "same-origin" },
        payload: "{",
      });
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(403);
    }
    expect(new Set(reached)).toEqual(new Set(routes.map((r) => `${r.method} ${r.url}`)));
    expect((await s.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode).toBe(200);
  });
});

describe("no CORS", () => {
  it("answers to other origins (reads, preflights, refusals) carry no Access-Control-Allow-* header", async () => {
    const evil = { origin: "https://evil.example" };
    const answers = [
      await s.app.inject({ method: "GET", url: "/api/me", headers: { ...evil, cookie } }),
      await s.app.inject({ method: "GET", url: "/api/pantry", headers: { ...evil, cookie } }),
      await s.app.inject({
        method: "OPTIONS",
        url: "/api/pantry",
        headers: { ...evil, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      }),
      await s.app.inject({
        method: "POST",
        url: "/api/pantry",
        headers: { ...evil, cookie, "content-type": "application/json" },
        payload: {},
      }),
    ];
    for (const res of answers) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
    }
  });
});

describe("bodies a plain HTML form can send are refused where the route does not take them", () => {
  const boundary = "----pm-csrf-boundary";
  const FORM_BODIES: Record<string, string> = {
    "text/plain": '{"email":"form@example.com","firstName":"Form","token":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}',
    "application/x-www-form-urlencoded": "email=form%40example.com&firstName=Form&token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    [`multipart/form-data; boundary=${boundary}`]: [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      "form@example.com",
      `--${boundary}--`,
      "",
    ].join("\r\n"),
  };
  /** Routes that take another body on purpose: a multipart upload and a raw image PUT (checked by its bytes). */
  const takesForm = (r: RouteEntry, type: string) =>
    ((r.url === "/api/receipts" || r.url === "/api/recipes/import-archive") && type.startsWith("multipart/")) ||
    r.url === "/api/images/uploads/:token";

  it("every unsafe route answers 415 to text/plain, form-urlencoded and (unless it takes one) multipart, and stores nothing", async () => {
    const before = await s.fingerprint();
    const [writes, mails] = [s.writes.length, s.mailer.sent.length];
    const failures: string[] = [];
    let tried = 0;
    for (const r of unsafeRoutes()) {
      for (const [type, payload] of Object.entries(FORM_BODIES)) {
        if (takesForm(r, type)) continue;
        tried++;
        const res = await s.app.inject({
          method: r.method as "POST",
          url: r.path,
          headers: { "content-type": type, cookie, origin: PUBLIC_URL, "sec-fetch-site": "same-origin" },
          payload,
        });
        if (res.statusCode !== 415)
          failures.push(`${r.method} ${r.url} ${type.split(";")[0]} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(90);
    expect(await s.fingerprint()).toEqual(before);
    expect([s.writes.length, s.mailer.sent.length]).toEqual([writes, mails]);
    expect((await s.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode).toBe(200);
  });

  it("the 415 answer is the app's JSON error shape", async () => {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, origin: PUBLIC_URL },
      payload: FORM_BODIES[`multipart/form-data; boundary=${boundary}`],
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: "Unsupported Media Type: multipart/form-data", code: "BAD_REQUEST" });
  });
});
