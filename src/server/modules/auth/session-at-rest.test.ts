/**
 * Issue 19 finding 5: no usable secret at rest. The database keeps only the SHA-256 of each
 * session token, next to the cookie-signing secret; nothing read from it signs anyone in. Every
 * forgery below is checked against a positive control: the real token, forged the same way with
 * the same secret, answers 200 — so a 401 means the stored value is useless, not that the
 * forgery was wrong. The backup variant is in session-at-rest-backup.test.ts.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/auth";
import { appSettings } from "../../db/schema/households";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";
import { createBetterAuth } from "../../lib/auth/better-auth";
import { hashSessionToken } from "../../lib/auth/session-token-hash";
import { candidateTokens, cookieToken, forgedCookie, cookieTraces, tokenTraces, wholeDatabaseText } from "../../../../test/server/fixtures/session-forgery";

let t: TestServer;
/** Session cookies of three sessions: a sign-up, the same user on a second device, another household. */
let cookies: string[];
beforeAll(async () => {
  t = await getTestServer();
  const ada = await t.signUp("ada@example.com", "Ada");
  const phone = await t.signUp("ada@example.com"); // signs in again: a second session
  const bob = await t.signUp("bob@example.com", "Bob");
  cookies = [ada.cookie, phone.cookie, bob.cookie];
});
afterAll(async () => t?.close());

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
/** The cookie-signing secret as a thief reads it from the database copy. */
const storedSecret = async () => (await t.db().select().from(appSettings).where(eq(appSettings.key, "auth_secret")))[0].value;
const sessionRows = async () => (await t.db().execute(sql`SELECT * FROM "session"`)).rows as Record<string, unknown>[];

describe("session tokens at rest", () => {
  it("no table holds a session's token in any form (raw, base64, base64url, hex, URL-encoded, the cookie value, any 12-character piece)", async () => {
    const text = await wholeDatabaseText(t.db());
    expect(text).toContain("session: "); // the sessions are there…
    for (const cookie of cookies) {
      expect((await me(cookie)).statusCode).toBe(200);
      for (const trace of cookieTraces(cookie)) expect(text.includes(trace), `stored: ${trace}`).toBe(false); // …their tokens are not
    }
    // What is stored is the SHA-256 of each token, one row per session.
    const stored = (await sessionRows()).map((r) => r.token).sort();
    expect(stored).toEqual(cookies.map((c) => hashSessionToken(cookieToken(c))).sort());
  });

  it("every value of every session row, signed with the secret read from the database, answers 401; the real token signed the same way answers 200", async () => {
    const secret = await storedSecret();
    for (const cookie of cookies) expect((await me(forgedCookie(cookieToken(cookie), secret))).statusCode).toBe(200); // control
    const candidates = candidateTokens(await sessionRows());
    expect(candidates.length).toBeGreaterThanOrEqual(cookies.length * 3); // token, id, user id… per row
    for (const value of candidates) {
      for (const cookie of [forgedCookie(value, secret), `pm.session_token=${encodeURIComponent(value)}`]) {
        expect((await me(cookie)).statusCode, `${value} as ${cookie}`).toBe(401);
        const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: { ...t.json, cookie } });
        expect(logout.statusCode, `logout with ${value}`).toBe(401);
      }
    }
    expect(await sessionRows()).toHaveLength(cookies.length); // and no forgery deleted a session
  });

  it("better-auth itself, asked for a session by any stored value, finds none and deletes none; by the real token it finds it", async () => {
    // A second better-auth over the same database, set up as the app's own is.
    const { db, secret, config } = t.app.deps;
    const engine = createBetterAuth({ db, secret, publicUrl: config.publicUrl, ttlSec: config.magicLinkTtlSec, sendMagicLink: async () => {} });
    const ctx = await engine.$context;
    const rows = await sessionRows();
    for (const value of candidateTokens(rows)) {
      expect(await ctx.internalAdapter.findSession(value), value).toBeNull();
      expect(await ctx.internalAdapter.findSessions([value]), value).toEqual([]);
      await ctx.internalAdapter.deleteSession(value);
    }
    expect(await sessionRows()).toHaveLength(rows.length);
    const found = await ctx.internalAdapter.findSession(cookieToken(cookies[0]));
    expect(found?.session.token).toBe(cookieToken(cookies[0])); // the caller's token comes back, not the hash
    // A pattern match cannot be answered from hashes: refused, never matched by prefix.
    await expect(
      ctx.adapter.findMany({
        model: "session",
        where: [{ field: "token", operator: "starts_with", value: cookieToken(cookies[0]).slice(0, 4) }],
      }),
    ).rejects.toThrow(/stored hashed/);
  });

  it("a pending sign-in link: no table holds its token in any form, and nothing stored in its row redeems it", async () => {
    await t.app.inject({ method: "POST", url: "/auth/magic-link", headers: t.json, payload: { email: "bob@example.com" } });
    const token = t.mailer.lastToken("bob@example.com");
    const text = await wholeDatabaseText(t.db());
    for (const trace of tokenTraces(token)) expect(text.includes(trace), `stored: ${trace}`).toBe(false);
    const rows = (await t.db().execute(sql`SELECT * FROM "verification"`)).rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    const stored = candidateTokens(rows).flatMap((v) => [v, v.replace(/^magic-link:/, "")]);
    for (const value of stored) {
      const res = await t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token: value } });
      expect(res.statusCode, value).toBe(400);
    }
    const spent = await t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token } });
    expect(spent.statusCode).toBe(200); // control: the mailed token itself still works
  });

  it("a session refreshed by updateAge keeps only its hash and goes on working", async () => {
    const { cookie, user } = await t.signUp("refresh@example.com", "Ray");
    // Two days left: older than updateAge (1 day), so the next request extends it to 30 days.
    await t
      .db()
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '2 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(row.token).toBe(hashSessionToken(cookieToken(cookie)));
    expect((await wholeDatabaseText(t.db())).includes(cookieToken(cookie))).toBe(false);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("logout ends only its own session and account deletion ends them all", async () => {
    const laptop = await t.signUp("leaving@example.com", "Lea");
    const phone = await t.signUp("leaving@example.com");
    const out = await t.as(laptop.cookie)("POST", "/api/logout");
    expect(out.statusCode).toBe(200);
    expect((await me(laptop.cookie)).statusCode).toBe(401);
    expect((await me(phone.cookie)).statusCode).toBe(200);
    expect(await t.db().select().from(sessions).where(eq(sessions.userId, laptop.user.id))).toHaveLength(1);

    const again = await t.signUp("leaving@example.com");
    const gone = await t.as(phone.cookie)("DELETE", "/api/account");
    expect(gone.statusCode).toBe(200);
    for (const c of [phone.cookie, again.cookie]) expect((await me(c)).statusCode).toBe(401);
    expect(await t.db().select().from(sessions).where(eq(sessions.userId, laptop.user.id))).toEqual([]);
  });

  it("a session row stored before the upgrade (raw token) signs nobody in, and migration 0009 removes it", async () => {
    const { cookie, user } = await t.signUp("old@example.com", "Olga");
    const token = "pre-upgrade-token-0123456789abcd";
    await t
      .db()
      .insert(sessions)
      .values({ token, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await me(forgedCookie(token, await storedSecret()))).statusCode).toBe(401);
    const migration = readFileSync(new URL("../../db/migrations/0009_session-token-hash.sql", import.meta.url), "utf8");
    await t.db().execute(sql.raw(migration));
    expect((await sessionRows()).filter((r) => r.token === token)).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(401); // every session is signed out, once
  });
});
