/**
 * Magic-link rules beyond auth.test.ts (issue 9 item 2): single use under concurrent redemption,
 * the exact lifetime, newer links voiding older ones (also across users and invitations), GET/HEAD
 * of the confirm page never spending a token, and links built from PUBLIC_URL only.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { sessions, users, verifications } from "../../db/schema/auth";
import { cookieHeader, getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let webDir: string;
beforeAll(async () => {
  // A stand-in client build so GET /auth/confirm answers the SPA page as in production.
  webDir = mkdtempSync(path.join(tmpdir(), "pm-web-"));
  writeFileSync(path.join(webDir, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await getTestServer({ config: { webDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/auth/magic-link", headers: { ...t.json, ...headers }, payload });
const verify = (token: string) => t.app.inject({ method: "POST", url: "/auth/verify", headers: t.json, payload: { token } });
const sessionCount = async (userId: string) => (await t.db().select().from(sessions).where(eq(sessions.userId, userId))).length;
const userId = async (email: string) => (await t.db().select().from(users).where(eq(users.email, email)))[0].id;

describe("single use", () => {
  it("ten simultaneous redemptions of one link start exactly one session", async () => {
    const email = "race@example.com";
    await send({ email, firstName: "Race" });
    const token = t.mailer.lastToken(email);
    const id = await userId(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect(cookieHeader(winner.headers["set-cookie"])).toContain("pm.session_token=");
    for (const loser of answers.filter((a) => a.statusCode !== 200)) expect(loser.headers["set-cookie"]).toBeUndefined();
    expect(await sessionCount(id)).toBe(1);
  });

  it("a spent link stays spent: the token's row is gone and a later replay starts no session", async () => {
    const email = "replay@example.com";
    await send({ email, firstName: "Replay" });
    const token = t.mailer.lastToken(email);
    expect((await verify(token)).statusCode).toBe(200);
    const pending = await t
      .db()
      .select()
      .from(verifications)
      .where(sql`(${verifications.value})::jsonb->>'email' = ${email}`);
    expect(pending).toEqual([]);
    expect((await verify(token)).statusCode).toBe(400);
    expect(await sessionCount(await userId(email))).toBe(1);
  });
});

describe("lifetime", () => {
  it("a link lives MAGIC_LINK_TTL (15 minutes): valid one second before its end, refused one second after", async () => {
    const email = "ttl@example.com";
    const sentAt = Date.now();
    await send({ email, firstName: "Ttl" });
    const [row] = await t
      .db()
      .select()
      .from(verifications)
      .where(sql`(${verifications.value})::jsonb->>'email' = ${email}`);
    expect(Math.abs(row.expiresAt.getTime() - (sentAt + 15 * 60_000))).toBeLessThan(10_000);

    await t
      .db()
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.id, row.id));
    expect((await verify(t.mailer.lastToken(email))).statusCode).toBe(400);

    await send({ email });
    const fresh = t.mailer.lastToken(email);
    await t
      .db()
      .update(verifications)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(sql`(${verifications.value})::jsonb->>'email' = ${email}`);
    expect((await verify(fresh)).statusCode).toBe(200);
  });
});

describe("newer link voids older", () => {
  it("voids the sign-up link when a sign-in link follows, and leaves other people's links alone", async () => {
    await send({ email: "first@example.com", firstName: "First" });
    const signUpLink = t.mailer.lastToken("first@example.com");
    await send({ email: "other@example.com", firstName: "Other" });
    const othersLink = t.mailer.lastToken("other@example.com");
    expect((await send({ email: "First@Example.com" })).statusCode).toBe(200);
    const signInLink = t.mailer.lastToken("first@example.com");
    expect(signInLink).not.toBe(signUpLink);
    expect((await verify(signUpLink)).statusCode).toBe(400);
    expect((await verify(othersLink)).statusCode).toBe(200);
    expect((await verify(signInLink)).statusCode).toBe(200);
  });

  it("an unknown address asking for a link voids nothing of anyone else", async () => {
    await send({ email: "keep@example.com", firstName: "Keep" });
    const link = t.mailer.lastToken("keep@example.com");
    await send({ email: "keep@example.org" });
    expect((await verify(link)).statusCode).toBe(200);
  });
});

describe("the confirm page does not spend the link", () => {
  it("GET and HEAD /auth/confirm answer the page, set no cookie, and the link still signs in afterwards", async () => {
    await send({ email: "scanner@example.com", firstName: "Scan" });
    const token = t.mailer.lastToken("scanner@example.com");
    // A mail scanner prefetching the link several times.
    for (const method of ["GET", "HEAD", "GET"] as const) {
      const res = await t.app.inject({ method, url: `/auth/confirm?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["content-type"])).toContain("text/html");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(await sessionCount(await userId("scanner@example.com"))).toBe(0);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it("GET /auth/verify?token=… spends nothing either (only the POST does)", async () => {
    await send({ email: "getverify@example.com", firstName: "Get" });
    const token = t.mailer.lastToken("getverify@example.com");
    const res = await t.app.inject({ method: "GET", url: `/auth/verify?token=${encodeURIComponent(token)}` });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await verify(token)).statusCode).toBe(200);
  });
});

describe("links are built from PUBLIC_URL only", () => {
  const forged = {
    host: "evil.test",
    "x-forwarded-host": "evil.test",
    "x-forwarded-proto": "https",
    forwarded: "host=evil.test;proto=https",
  };
  const linkPrefix = `${PUBLIC_URL}/auth/confirm?token=`;

  it("a sign-in link (text and HTML) ignores forged Host, X-Forwarded-Host, X-Forwarded-Proto and Forwarded", async () => {
    await t.signUp("forged@example.com");
    await send({ email: "forged@example.com" }, forged);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe("forged@example.com");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(linkPrefix);
      expect(body).not.toContain("evil.test");
      expect(body).not.toContain("https://localhost");
    }
  });

  it("a household invitation's link ignores them too", async () => {
    const { cookie } = await t.signUp("inviter@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/households/invites",
      headers: { ...t.json, ...forged, cookie },
      payload: { email: "invitee@example.com" },
    });
    expect(res.statusCode).toBe(200);
    const links = t.mailer.sent.filter((m) => m.to === "invitee@example.com").map((m) => `${m.text}\n${m.html}`);
    expect(links.join("\n")).toContain(`${PUBLIC_URL}/invite?token=`);
    expect(links.join("\n")).not.toContain("evil.test");
  });

  it("on an https PUBLIC_URL with a path, links use exactly that base", async () => {
    const s = await getTestServer({ config: { publicUrl: "https://pantry.example/app" } });
    try {
      const res = await s.app.inject({
        method: "POST",
        url: "/auth/magic-link",
        headers: { "content-type": "application/json", origin: "https://pantry.example", ...forged, "x-forwarded-proto": "http" },
        payload: { email: "base@example.com", firstName: "Base" },
      });
      expect(res.statusCode).toBe(200);
      expect(s.mailer.sent.at(-1)!.text).toContain("https://pantry.example/app/auth/confirm?token=");
      expect(s.mailer.sent.at(-1)!.text).not.toContain("evil.test");
    } finally {
      await s.close();
    }
  });
});
