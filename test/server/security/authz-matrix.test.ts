import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../../../src/server/app";
import { listSubscriptions } from "../../../src/server/modules/push/repository";
import { PUSH_ENDPOINT_TAKEN } from "../../../src/server/modules/push/service";
import { BrowserKeys } from "../fakes/push-service";
import { getTestServer, type TestServer } from "../test-server";
import { coverageProblems, routeKey, sendRoute, type Sent } from "./authz-replay";
import { isPublicRoute, samples, type Expectation, type Fixtures, type Sample } from "./authz-routes";
import { householdRows, householdViews } from "./authz-snapshot";
import { seedHousehold, type HouseholdIds, type SeededHousehold } from "./seed-household";

/**
 * Issue 9 item 1 (peers: Tandoor CVE-2026-28503, KitchenOwl #1154 — cross-household IDOR): every
 * route of app.routeTable is replayed with household A's ids (paths, bodies, query strings) by
 * household B, and without a session; A's rows and views must not change and no answer may carry
 * A's ids or texts.
 */
let t: TestServer;
let A: SeededHousehold;
let B: SeededHousehold;
let empty: Awaited<ReturnType<TestServer["signUp"]>>;
let routes: RouteEntry[];
let sampleOf: Record<string, Sample>;
let before: unknown;
let replayed = 0;

/** A's ids and e-mails, and its tag (every text A typed starts with it): none may reach B. */
const secretsOf = (a: SeededHousehold): string[] => {
  const { ids } = a;
  return [
    "Quokka",
    ...[ids.householdId, ids.userId, ids.memberId, ids.ownerEmail, ids.memberEmail, ids.itemId, ids.productId, ids.barcodeProductId],
    ...[ids.recipeId, ids.imageFile.replace(/\.webp$/, ""), ids.uploadToken, ids.uploadedUrl.split("/").at(-1)!, ids.planId],
    ...[ids.seriesId, ids.cookedPlanId, ids.interactionId, ids.receiptId, ids.pushEndpoint, ...ids.historyIds],
    ...[ids.shoppingItemId, ids.restockId, ids.inviteId],
  ].filter(Boolean);
};
/** A's secrets in an answer that the request itself did not carry (echoing B's own input is no leak). */
const leaks = (s: Sent) => secretsOf(A).filter((x) => s.response.includes(x) && !s.request.includes(x));
const aIdValues = (ids: HouseholdIds) => secretsOf(A).filter((x) => x !== "Quokka" && x !== ids.ownerEmail && x !== ids.memberEmail);

beforeAll(async () => {
  t = await getTestServer();
  A = await seedHousehold(t, "Quokka");
  B = await seedHousehold(t, "Wombat");
  empty = await t.signUp("empty-household@example.com", "Emmy");
  const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#48c" } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#8c4" } }).png().toBuffer();
  const fixtures: Fixtures = { jpeg, pngDataUrl: `data:image/png;base64,${png.toString("base64")}` };
  sampleOf = samples(A.ids, fixtures);
  routes = t.app.routeTable;
  before = { rows: await householdRows(t, A.ids.householdId), views: await householdViews(t, A) };
}, 60_000);
afterAll(async () => t?.close());

const sampleFor = (r: RouteEntry): Sample => sampleOf[routeKey(r)] ?? {};
const expectationOf = (r: RouteEntry): Expectation => sampleFor(r).expect ?? (r.url.includes(":") ? "denied" : "own");

async function cookieFor(s: Sample): Promise<string> {
  if (s.caller === "member") return B.member.cookie;
  if (s.caller === "empty") return empty.cookie;
  if (s.caller === "throwaway") return (await t.signUp()).cookie;
  return B.owner.cookie;
}

/** Why an answer breaks the expectation, or null when it meets it. */
function verdict(s: Sent, expect: Expectation): string | null {
  if (s.status >= 500) return `${s.label} → ${s.status} ${s.response.slice(0, 200)}`;
  const leaked = leaks(s);
  if (leaked.length) return `${s.label} → ${s.status} carries A's data: ${leaked.join(", ")}`;
  // A 404 of the router ("Not found: …") or a CSRF 403 would say nothing about access checks.
  const routerOrCsrf = /^Not found: |^Cross-(site|origin)/.test(s.error ?? "");
  if (expect === "denied" && (![403, 404].includes(s.status) || routerOrCsrf)) return `${s.label} → ${s.status} ${s.response.slice(0, 200)} (expected 404/403)`;
  if (expect === "invalid" && s.status !== 400) return `${s.label} → ${s.status} (expected 400)`;
  return null;
}

describe("authorization matrix: household B replays household A's requests", () => {
  it("covers every route of the route table: ids for every path parameter, a sample for every body and query", () => {
    const problems = routes.filter((r) => !isPublicRoute(r)).flatMap((r) => coverageProblems(r, sampleOf[routeKey(r)], A.ids, aIdValues(A.ids)));
    expect(problems).toEqual([]);
    expect(routes.filter((r) => r.url.startsWith("/api/") && !isPublicRoute(r)).length).toBeGreaterThan(60);
  });

  it("answers 401 on every non-public route without a session, with A's ids filled in", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => !isPublicRoute(x))) {
      const s = await sendRoute(t, r, A.ids, sampleFor(r));
      if (s.status !== 401 || leaks(s).length) wrong.push(`${s.label} → ${s.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("public routes give nothing of A away (sign-in answers the same for A's address; tokens are no ids)", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter(isPublicRoute)) {
      const url = r.url.replace(":token", A.ids.recipeId).replace("*", "index.html");
      for (const cookie of [undefined, B.owner.cookie]) {
        const res = await t.app.inject({ method: r.method as "GET", url, headers: { origin: "http://localhost:5000", ...(cookie ? { cookie } : {}) } });
        const s: Sent = { label: `${r.method} ${url}`, status: res.statusCode, request: url, response: res.body };
        if (res.statusCode >= 500 || leaks(s).length) wrong.push(`${s.label} → ${s.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const magic = (email: string) => t.app.inject({ method: "POST", url: "/auth/magic-link", headers: { ...t.json, cookie: B.owner.cookie }, payload: { email } });
    const [forA, forNobody] = await Promise.all([magic(A.ids.ownerEmail), magic("nobody-here@example.com")]);
    expect([forA.statusCode, forA.body]).toEqual([forNobody.statusCode, forNobody.body]);
    expect(forA.headers["set-cookie"]).toBeUndefined();
    for (const token of [A.ids.uploadToken, A.ids.userId]) {
      const res = await t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(String(res.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]/);
    }
  });

  it("refuses B (404/403) on every route that names A's objects; B's own routes answer without A's data", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => !isPublicRoute(x))) {
      const sample = sampleFor(r);
      const s = await sendRoute(t, r, A.ids, sample, await cookieFor(sample));
      replayed++;
      const why = verdict(s, expectationOf(r));
      if (why) wrong.push(why);
    }
    expect(wrong).toEqual([]);
  });

  it("B's own objects with A's ids in the body or query change nothing of A and echo none of it", async () => {
    const mixed = routes.filter((r) => !isPublicRoute(r) && r.url.includes(":")).filter((r) => {
      const s = sampleFor(r);
      const text = JSON.stringify([s.body, s.query, s.form?.map((p) => ("value" in p ? p.value : ""))]);
      return aIdValues(A.ids).some((id) => text.includes(id));
    });
    expect(mixed.map(routeKey)).toEqual(expect.arrayContaining(["PUT /api/recipes/:id", "POST /api/meal-plans/:id/cooked"]));
    const wrong: string[] = [];
    for (const r of mixed) {
      const s = await sendRoute(t, r, B.ids, sampleFor(r), B.owner.cookie);
      replayed++;
      const why = verdict(s, "own");
      if (why) wrong.push(why);
    }
    expect(wrong).toEqual([]);
  });

  it("afterwards B's (and the importing household's) own views hold none of A's data", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.method === "GET" && !isPublicRoute(x))) {
      for (const [cookie, ids] of [
        [B.owner.cookie, B.ids],
        [empty.cookie, { ...B.ids, householdId: empty.user.householdId }],
      ] as const) {
        const s = await sendRoute(t, r, ids, { query: sampleOf[routeKey(r)]?.query }, cookie);
        // B typed A's member's address itself when it invited it (POST /api/households/invites): B's open invitation shows it.
        const leaked = leaks(s).filter((x) => x !== A.ids.memberEmail);
        if (s.status >= 500 || leaked.length) wrong.push(`${s.label} → ${s.status} carries ${leaked.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("A's rows (every table) and A's views are unchanged after the whole replay", async () => {
    expect(replayed).toBeGreaterThan(60);
    const after = { rows: await householdRows(t, A.ids.householdId), views: await householdViews(t, A) };
    expect(after).toEqual(before);
  });

  it("a device's push subscription moves to another account only with its own keys (the same browser signing in anew)", async () => {
    const [x, y] = [await t.signUp(), await t.signUp()];
    const endpoint = `https://fcm.googleapis.com/fcm/send/shared-tablet-${Date.now()}`;
    const keys = new BrowserKeys().subscriptionKeys;
    expect((await t.as(x.cookie)("POST", "/api/push/subscribe", { endpoint, keys })).statusCode).toBe(200);
    const takeover = await t.as(y.cookie)("POST", "/api/push/subscribe", { endpoint, keys: new BrowserKeys().subscriptionKeys });
    expect([takeover.statusCode, takeover.json().error]).toEqual([403, PUSH_ENDPOINT_TAKEN]);
    expect((await listSubscriptions(t.db(), [x.user.id])).map((s) => s.endpoint)).toEqual([endpoint]);
    expect((await t.as(y.cookie)("POST", "/api/push/subscribe", { endpoint, keys })).statusCode).toBe(200);
    expect(await listSubscriptions(t.db(), [x.user.id])).toEqual([]);
    expect((await listSubscriptions(t.db(), [y.user.id])).map((s) => s.endpoint)).toEqual([endpoint]);
  });
});
