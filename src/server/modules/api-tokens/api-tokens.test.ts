import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../db/schema/api-tokens";
import { users } from "../../db/schema/auth";
import { households } from "../../db/schema/households";
import { hashSecretToken } from "../../lib/secret-token";
import { getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";
import { TOKEN_INVALID, TOKEN_RATE_LIMITED, TOKEN_ROUTE_FORBIDDEN } from "./bearer";

// Issue 23 item 5: personal API tokens for scripts — made and revoked in Settings, stored hashed,
// acting in their person's household on three routes only, limited per token.

const LIMIT = 12;
let t: TestServer;
type Person = Awaited<ReturnType<TestServer["signUp"]>>;
let ada: Person;
let bo: Person;

beforeAll(async () => {
  t = await getTestServer({ rateLimits: { apiTokenPerToken: LIMIT } });
  ada = await t.signUp("tokens-ada@example.com", "Ada");
  bo = await t.signUp("tokens-bo@example.com", "Bo");
});
afterAll(async () => t?.close());

type Created = { id: string; name: string; token: string; householdId: string; createdAt: string; lastUsedAt: string | null };
async function makeToken(p: Person, name = "Kitchen display"): Promise<Created> {
  const res = await t.as(p.cookie)("POST", "/api/api-tokens", { name });
  expect(res.statusCode).toBe(201);
  return res.json() as Created;
}

/** A script's call: bearer header, JSON, no cookie, no Origin (as curl or Home Assistant send it). */
const script = (token: string) => (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { "content-type": "application/json" } : {}) },
    ...(payload ? { payload } : {}),
  });

describe("making, listing and revoking tokens in Settings", () => {
  it("shows the token once, stores only its SHA-256, and lists name, created and last used", async () => {
    const made = await makeToken(ada, "  Home Assistant  ");
    expect(made.name).toBe("Home Assistant");
    expect(made.token).toMatch(/^pmk_[A-Za-z0-9_-]{43}$/);
    expect(made.householdId).toBe(ada.user.householdId);
    const [row] = await t.db().select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row.tokenHash).toBe(hashSecretToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);
    const list = (await t.as(ada.cookie)("GET", "/api/api-tokens")).json() as Record<string, unknown>[];
    const listed = list.find((x) => x.id === made.id)!;
    expect(listed).toEqual({ id: made.id, name: "Home Assistant", createdAt: made.createdAt, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.token);
  });

  it("refuses an empty or too long name with a 400 naming the field", async () => {
    for (const name of ["   ", "x".repeat(61)]) {
      const res = await t.as(ada.cookie)("POST", "/api/api-tokens", { name });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain("body.name");
    }
  });

  it("a stored hash used as a token signs nobody in (a database copy grants nothing)", async () => {
    const made = await makeToken(ada);
    const res = await script(hashSecretToken(made.token))("GET", `/api/pantry/${ada.user.householdId}`);
    expect(res.statusCode).toBe(401);
  });

  it("another person neither sees nor revokes someone's token", async () => {
    const made = await makeToken(ada, "Ada's script");
    expect(JSON.stringify((await t.as(bo.cookie)("GET", "/api/api-tokens")).json())).not.toContain(made.id);
    expect((await t.as(bo.cookie)("DELETE", `/api/api-tokens/${made.id}`)).statusCode).toBe(404);
    expect((await script(made.token)("GET", `/api/pantry/${ada.user.householdId}`)).statusCode).toBe(200);
  });
});

describe("what a token can do", () => {
  it("reads the pantry, adds an item (seen by the household) and reads the plan; last used is noted", async () => {
    const { token, id } = await makeToken(ada);
    const hh = ada.user.householdId;
    const added = await script(token)("POST", "/api/pantry", { productName: "Rolled oats", qty: "2", unit: "kg" });
    expect(added.statusCode).toBe(201);
    const pantry = await script(token)("GET", `/api/pantry/${hh}`);
    expect(pantry.statusCode).toBe(200);
    expect(JSON.stringify(pantry.json())).toContain("Rolled oats");
    // The person sees the item the script added, in their own session.
    expect(JSON.stringify((await t.as(ada.cookie)("GET", `/api/pantry/${hh}`)).json())).toContain("Rolled oats");
    await t.as(ada.cookie)("POST", "/api/meal-plans", { customMealTitle: "Porridge", day: "2031-03-03", mealType: "breakfast" });
    const plan = await script(token)("GET", `/api/meal-plans/${hh}?startDate=2031-03-01&endDate=2031-03-07`);
    expect(plan.statusCode).toBe(200);
    expect((plan.json() as { customMealTitle: string }[]).map((p) => p.customMealTitle)).toContain("Porridge");
    const listed = ((await t.as(ada.cookie)("GET", "/api/api-tokens")).json() as { id: string; lastUsedAt: string | null }[]).find(
      (x) => x.id === id,
    )!;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it("answers 403 with a clear message on every other route, and changes nothing", async () => {
    const { token } = await makeToken(ada);
    const hh = ada.user.householdId;
    const calls: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
      ["GET", "/api/me"],
      ["GET", "/api/recipes"],
      ["POST", "/api/meal-plans", { customMealTitle: "Sneaky", day: "2031-03-04" }],
      ["POST", "/api/pantry/bulk-add", { items: [], source: "manual" }],
      ["DELETE", "/api/account"],
      ["GET", "/api/api-tokens"],
      ["POST", "/api/api-tokens", { name: "child" }],
      ["POST", "/api/calendar-feed"],
      ["GET", `/api/history/${hh}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await script(token)(method, url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", error: TOKEN_ROUTE_FORBIDDEN });
    }
    expect((await t.as(ada.cookie)("GET", "/api/me")).statusCode).toBe(200);
  });

  it("is judged by the token alone: a bearer request with a valid session cookie but a bad token is 401", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/pantry/${ada.user.householdId}`,
      headers: { authorization: "Bearer pmk_not-a-token", cookie: ada.cookie },
    });
    expect(res.statusCode).toBe(401);
    expect((await script("")("GET", `/api/pantry/${ada.user.householdId}`)).statusCode).toBe(401);
  });

  it("is scoped to its household: another household's pantry or plan is 404, and items land in its own", async () => {
    const { token } = await makeToken(ada);
    expect((await script(token)("GET", `/api/pantry/${bo.user.householdId}`)).statusCode).toBe(404);
    expect((await script(token)("GET", `/api/meal-plans/${bo.user.householdId}?startDate=2031-03-01&endDate=2031-03-07`)).statusCode).toBe(
      404,
    );
    const res = await script(token)("POST", "/api/pantry", {
      productName: "Ada's rice",
      qty: "1",
      unit: "kg",
      householdId: bo.user.householdId,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify((await t.as(bo.cookie)("GET", `/api/pantry/${bo.user.householdId}`)).json())).not.toContain("Ada's rice");
  });

  it("revoked → 401, on every route", async () => {
    const { token, id } = await makeToken(ada);
    expect((await script(token)("GET", `/api/pantry/${ada.user.householdId}`)).statusCode).toBe(200);
    expect((await t.as(ada.cookie)("DELETE", `/api/api-tokens/${id}`)).statusCode).toBe(200);
    for (const [method, url] of [
      ["GET", `/api/pantry/${ada.user.householdId}`],
      ["POST", "/api/pantry"],
      ["GET", "/api/recipes"],
    ] as const) {
      const res = await script(token)(method, url, method === "POST" ? { productName: "Late", qty: "1", unit: "ea" } : undefined);
      expect([url, res.statusCode]).toEqual([url, 401]);
      expect((res.json() as { error: string }).error).toBe(TOKEN_INVALID);
    }
    expect(JSON.stringify((await t.as(ada.cookie)("GET", "/api/api-tokens")).json())).not.toContain(id);
  });

  it("stops working when its person moves to another household", async () => {
    const cy = await t.signUp("tokens-cy@example.com", "Cy");
    const { token } = await makeToken(cy);
    const home = cy.user.householdId;
    expect((await script(token)("GET", `/api/pantry/${home}`)).statusCode).toBe(200);
    // Cy joins another household (what accepting an invitation does to the user row).
    const [elsewhere] = await t.db().insert(households).values({ name: "Elsewhere" }).returning();
    await t.db().update(users).set({ householdId: elsewhere.id }).where(eq(users.id, cy.user.id));
    expect((await script(token)("GET", `/api/pantry/${home}`)).statusCode).toBe(401);
    expect((await script(token)("GET", `/api/pantry/${elsewhere.id}`)).statusCode).toBe(401);
  });

  it(`is limited per token (${LIMIT} calls per window here): the next call is 429, another token still works`, async () => {
    const first = await makeToken(bo, "busy");
    const second = await makeToken(bo, "calm");
    const url = `/api/pantry/${bo.user.householdId}`;
    for (let i = 0; i < LIMIT; i++) expect((await script(first.token)("GET", url)).statusCode).toBe(200);
    const over = await script(first.token)("GET", url);
    expect(over.statusCode).toBe(429);
    expect((over.json() as { error: string }).error).toBe(TOKEN_RATE_LIMITED);
    expect((await script(second.token)("GET", url)).statusCode).toBe(200);
    // The person's own session is not limited by their script.
    expect((await t.as(bo.cookie)("GET", url)).statusCode).toBe(200);
  });
});

describe("CSRF: bearer requests carry no cookies; cookie sessions stay protected", () => {
  it("a cookieless bearer call from any Origin adds an item (no browser can send it cross-site without CORS)", async () => {
    const { token } = await makeToken(ada);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/pantry",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: "https://automation.example" },
      payload: { productName: "Script tea", qty: "1", unit: "box" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("a cross-site request with the session cookie is still refused, with or without a bearer header", async () => {
    const { token } = await makeToken(ada);
    for (const extra of [{}, { authorization: `Bearer ${token}` }, { authorization: "Bearer junk" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/pantry",
        headers: { cookie: ada.cookie, "content-type": "application/json", origin: "https://evil.example", ...extra },
        payload: { productName: "Forged", qty: "1", unit: "ea" },
      });
      expect(res.statusCode).toBe(403);
    }
    const same = await t.app.inject({
      method: "POST",
      url: "/api/pantry",
      headers: { cookie: ada.cookie, "content-type": "application/json", origin: PUBLIC_URL },
      payload: { productName: "Own", qty: "1", unit: "ea" },
    });
    expect(same.statusCode).toBe(201);
  });
});

describe("OpenAPI", () => {
  it("lists the bearer scheme on exactly the three token routes", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const withBearer = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => "bearerAuth" in s))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withBearer.sort()).toEqual(["GET /api/meal-plans/{householdId}", "GET /api/pantry/{householdId}", "POST /api/pantry"]);
  });
});
