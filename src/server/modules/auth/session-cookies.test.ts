/**
 * Session cookie and session lifetime rules (issue 9 item 2): cookie flags on http and https
 * PUBLIC_URLs, logout revocation server-side, and cookies that were tampered with or outlived
 * their session row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { sessions } from "../../db/schema/auth";
import { cookieHeader, getTestServer, type TestServer } from "../../../../test/server/test-server";
import { hashSessionToken } from "../../lib/auth/session-token-hash";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => t?.close());

/** Sign in (again) through the real flow; returns the raw Set-Cookie lines. */
async function signIn(s: TestServer, email: string, firstName?: string): Promise<string[]> {
  const origin = new URL(s.app.deps.config.publicUrl).origin;
  const h = { "content-type": "application/json", origin };
  await s.app.inject({ method: "POST", url: "/auth/magic-link", headers: h, payload: { email, firstName } });
  const res = await s.app.inject({ method: "POST", url: "/auth/verify", headers: h, payload: { token: s.mailer.lastToken(email) } });
  expect(res.statusCode).toBe(200);
  return ([] as string[]).concat(res.headers["set-cookie"] ?? []);
}

/** Attributes of one Set-Cookie line, lower-cased names. */
function attributes(line: string): Map<string, string> {
  const parts = line.split(";").map((p) => p.trim());
  return new Map(parts.slice(1).map((p) => [p.split("=")[0].toLowerCase(), p.split("=").slice(1).join("=")]));
}

const me = (s: TestServer, cookie: string) => s.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

describe("cookie flags", () => {
  it("http PUBLIC_URL: every cookie is HttpOnly, SameSite=Lax, Path=/, no Domain, lives at most 30 days", async () => {
    const lines = await signIn(t, "flags@example.com", "Flags");
    expect(lines.some((l) => l.startsWith("pm.session_token="))).toBe(true);
    for (const line of lines) {
      const a = attributes(line);
      expect(a.has("httponly"), line).toBe(true);
      expect(a.get("samesite")?.toLowerCase(), line).toBe("lax");
      expect(a.get("path"), line).toBe("/");
      expect(a.has("domain"), line).toBe(false);
      expect(Number(a.get("max-age")), line).toBeLessThanOrEqual(30 * 24 * 3600);
    }
  });

  it("https PUBLIC_URL: a __Secure- cookie, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, which signs the user in", async () => {
    const s = await getTestServer({ config: { publicUrl: "https://pantry.example" } });
    try {
      const lines = await signIn(s, "secure@example.com", "Sec");
      const session = lines.find((l) => l.startsWith("__Secure-pm.session_token="));
      expect(session, lines.join("\n")).toBeDefined();
      for (const line of lines) {
        const a = attributes(line);
        expect(a.has("secure"), line).toBe(true);
        expect(a.has("httponly"), line).toBe(true);
        expect(a.get("samesite")?.toLowerCase(), line).toBe("lax");
        expect(a.get("path"), line).toBe("/");
        expect(a.has("domain"), line).toBe(false);
      }
      expect((await me(s, cookieHeader(lines))).statusCode).toBe(200);
      // The unprefixed name an http deployment uses is not accepted in its place.
      const unprefixed = cookieHeader(lines).replace("__Secure-pm.", "pm.");
      expect((await me(s, unprefixed)).statusCode).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe("logout and revocation", () => {
  // The row is found by the token's hash: that is all the database keeps (session-at-rest.test.ts).
  it("logout deletes this session's row, clears the cookie, and a replay of the old cookie gets 401; other devices stay signed in", async () => {
    const laptop = cookieHeader(await signIn(t, "two-devices@example.com", "Two"));
    const phone = cookieHeader(await signIn(t, "two-devices@example.com"));
    const token = (c: string) => decodeURIComponent(c.split("pm.session_token=")[1].split(";")[0]).split(".")[0];
    expect(
      await t
        .db()
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashSessionToken(token(laptop)))),
    ).toHaveLength(1);

    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { ...t.json, cookie: laptop } });
    expect(out.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(out.headers["set-cookie"] ?? []).find((l) => l.startsWith("pm.session_token="))!;
    expect(cleared).toBeDefined();
    expect(attributes(cleared).get("max-age")).toBe("0");
    expect(cleared.split(";")[0]).toBe("pm.session_token=");

    expect(
      await t
        .db()
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashSessionToken(token(laptop)))),
    ).toHaveLength(0);
    expect((await me(t, laptop)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/logout", headers: { ...t.json, cookie: laptop } })).statusCode).toBe(401);
    expect((await me(t, phone)).statusCode).toBe(200);
  });

  it("a session whose row expired answers 401", async () => {
    const cookie = cookieHeader(await signIn(t, "expired-session@example.com", "Exp"));
    expect((await me(t, cookie)).statusCode).toBe(200);
    const userId = (await me(t, cookie)).json().id as string;
    await t
      .db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, userId));
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it("a cookie whose signature or token was altered answers 401", async () => {
    const cookie = cookieHeader(await signIn(t, "tamper@example.com", "Tam"));
    const value = decodeURIComponent(cookie.split("pm.session_token=")[1]);
    const [tok, sig] = value.split(".");
    // Change the first character: every bit of it counts. (The last base64 character before "="
    // carries unused low bits, so changing "A" to "B" there could leave the bytes as they were.)
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    for (const forged of [`${tok}.${flip(sig)}`, `${flip(tok)}.${sig}`, tok]) {
      expect((await me(t, `pm.session_token=${encodeURIComponent(forged)}`)).statusCode, forged).toBe(401);
    }
    expect((await me(t, cookie)).statusCode).toBe(200);
  });
});
