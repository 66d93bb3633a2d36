import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { verifications } from "../../db/schema/auth";
import { cookieHeader, getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ rateLimits: { sendPerEmail: 3, sendPerIp: 1000 } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { ...t.json, ...headers }, payload });

describe("magic-link sign-up and sign-in", () => {
  it("sign-up answers success and mails a confirm link built from PUBLIC_URL, even with a forged Host", async () => {
    const res = await post("/auth/magic-link", { email: "New@Example.com", firstName: "Grace", lastName: "Hopper" }, { host: "evil.test", "x-forwarded-host": "evil.test" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe("new@example.com");
    expect(mail.text).toContain(`${PUBLIC_URL}/auth/confirm?token=`);
    expect(mail.text).not.toContain("evil.test");
  });

  it("stores tokens hashed, never in plain text", async () => {
    const token = t.mailer.lastToken("new@example.com");
    const rows = await t.db().select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.identifier).not.toContain(token);
      expect(r.value).not.toContain(token);
    }
  });

  it("GET and HEAD of the confirm link do not spend the token; the POST does, once", async () => {
    const token = t.mailer.lastToken("new@example.com");
    await t.app.inject({ method: "GET", url: `/auth/confirm?token=${token}` });
    await t.app.inject({ method: "HEAD", url: `/auth/confirm?token=${token}` });
    const ok = await post("/auth/verify", { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, isNewUser: true });
    const again = await post("/auth/verify", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/invalid or has expired/);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie (not Secure on http) and /api/me returns the user", async () => {
    await post("/auth/magic-link", { email: "new@example.com" });
    const res = await post("/auth/verify", { token: t.mailer.lastToken("new@example.com") });
    expect(res.json().isNewUser).toBe(false);
    const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const session = setCookie.find((c) => c.startsWith("pm.session_token="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieHeader(setCookie) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: "new@example.com", firstName: "Grace", lastName: "Hopper" });
    expect(me.json().householdId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a new link voids the older one", async () => {
    const email = "twice@example.com";
    await post("/auth/magic-link", { email, firstName: "Tw" });
    const first = t.mailer.lastToken(email);
    await post("/auth/magic-link", { email });
    const second = t.mailer.lastToken(email);
    expect(second).not.toBe(first);
    expect((await post("/auth/verify", { token: first })).statusCode).toBe(400);
    expect((await post("/auth/verify", { token: second })).statusCode).toBe(200);
  });

  it("an expired link is refused", async () => {
    const email = "late@example.com";
    await post("/auth/magic-link", { email, firstName: "Late" });
    await t.db().update(verifications).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await post("/auth/verify", { token: t.mailer.lastToken(email) });
    expect(res.statusCode).toBe(400);
  });

  it("an unknown or garbage token answers 400, never 500", async () => {
    for (const token of ["x".repeat(32), "not-a-real-token-at-all"]) {
      const res = await post("/auth/verify", { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("sign-in for an unknown e-mail answers exactly as for a known one, and sends nothing", async () => {
    const before = t.mailer.sent.length;
    const unknown = await post("/auth/magic-link", { email: "nobody@example.com" });
    expect(t.mailer.sent.length).toBe(before);
    const known = await post("/auth/magic-link", { email: "twice@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it("sign-up for an existing e-mail answers the same and sends a sign-in link (no second account)", async () => {
    await t.signUp("dup@example.com", "Tw");
    const res = await post("/auth/magic-link", { email: "dup@example.com", firstName: "Impostor" });
    expect(res.json()).toEqual({ success: true });
    const v = await post("/auth/verify", { token: t.mailer.lastToken("dup@example.com") });
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieHeader(v.headers["set-cookie"]) } });
    expect(me.json().firstName).toBe("Tw");
  });

  it("invalid input lists the problem", async () => {
    const res = await post("/auth/magic-link", { email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION" });
    expect(res.json().issues[0].path).toContain("email");
  });
});

describe("rate limits and CSRF", () => {
  it("answers 429 once an address asked for too many links", async () => {
    const email = "flood@example.com";
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post("/auth/magic-link", { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await post("/auth/magic-link", { email });
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/Too many requests/) });
  });

  it("refuses state-changing requests from another origin or a cross-site fetch", async () => {
    expect((await post("/auth/magic-link", { email: "a@example.com" }, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post("/auth/magic-link", { email: "a@example.com" }, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await post("/auth/magic-link", { email: "a@example.com" }, { "sec-fetch-site": "same-site" })).statusCode).toBe(403);
  });

  it("refuses a text/plain body (a simple cross-site form cannot post JSON)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/auth/magic-link", headers: { "content-type": "text/plain" }, payload: '{"email":"a@example.com"}' });
    expect(res.statusCode).toBe(415);
  });
});

describe("sessions", () => {
  it("401 without a session; logout revokes the session server-side", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
    const { cookie } = await t.signUp();
    expect((await t.as(cookie)("GET", "/api/me")).statusCode).toBe(200);
    const out = await t.as(cookie)("POST", "/api/logout");
    expect(out.statusCode).toBe(200);
    // The old cookie, replayed, no longer works: the session row is gone.
    expect((await t.as(cookie)("GET", "/api/me")).statusCode).toBe(401);
  });

  it("marks the cookie Secure when PUBLIC_URL is https", async () => {
    const s = await getTestServer({ config: { publicUrl: "https://pantry.example" } });
    try {
      const h = { "content-type": "application/json", origin: "https://pantry.example" };
      await s.app.inject({ method: "POST", url: "/auth/magic-link", headers: h, payload: { email: "s@example.com", firstName: "S" } });
      const res = await s.app.inject({ method: "POST", url: "/auth/verify", headers: h, payload: { token: s.mailer.lastToken("s@example.com") } });
      const c = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((x) => x.includes("session_token="))!;
      expect(c).toMatch(/Secure/);
      expect(c).toMatch(/HttpOnly/i);
    } finally {
      await s.close();
    }
  });
});
