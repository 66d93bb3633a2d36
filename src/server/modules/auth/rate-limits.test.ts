/**
 * Auth rate limits (issue 9 item 2; env.ts RateLimits): link sends per client IP and per e-mail
 * address, verifications per IP. The client IP is the socket's (trustProxy is off), so forged
 * X-Forwarded-For headers do not reset a limit; a refused request sends no mail and spends no token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ rateLimits: { sendPerIp: 3, sendPerEmail: 2, verifyPerIp: 3 } });
});
afterAll(async () => t?.close());

const send = (ip: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/auth/magic-link", remoteAddress: ip, headers: { ...t.json, ...headers }, payload });
const verify = (ip: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/auth/verify", remoteAddress: ip, headers: { ...t.json, ...headers }, payload: { token } });
const TOO_MANY = /Too many requests/;

describe("link sends per IP", () => {
  it("one IP gets 3 sends for any mix of addresses, then 429; forged X-Forwarded-For does not help; another IP is unaffected", async () => {
    const ip = "10.0.0.1";
    const codes = [];
    for (const email of ["ip1@example.com", "nobody-ip@example.com", "ip3@example.com"]) {
      codes.push((await send(ip, { email, firstName: "Ip" })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200]);
    const mailsBefore = t.mailer.sent.length;
    const refused = await send(ip, { email: "ip4@example.com", firstName: "Ip" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED", error: expect.stringMatching(TOO_MANY) });
    for (const xff of ["10.9.9.9", "1.2.3.4, 10.0.0.1"]) {
      expect((await send(ip, { email: "ip5@example.com", firstName: "Ip" }, { "x-forwarded-for": xff, "x-real-ip": xff })).statusCode).toBe(
        429,
      );
    }
    expect(t.mailer.sent.length).toBe(mailsBefore);
    expect((await send("10.0.0.2", { email: "ip4@example.com", firstName: "Ip" })).statusCode).toBe(200);
  });
});

describe("link sends per e-mail address", () => {
  it("an address gets 2 links whatever the IP and spelling, then 429 — known and unknown alike", async () => {
    for (const [email, firstName] of [
      ["victim@example.com", "Victim"],
      ["ghost@example.com", undefined],
    ] as const) {
      const codes = [];
      codes.push((await send("10.1.0.1", { email, firstName })).statusCode);
      codes.push((await send("10.1.0.2", { email: email.toUpperCase() })).statusCode);
      const third = await send("10.1.0.3", { email });
      codes.push(third.statusCode);
      codes.push((await send("10.1.0.4", { email: email.replace("victim", "Victim").replace("ghost", "Ghost") })).statusCode);
      expect(codes, email).toEqual([200, 200, 429, 429]);
      expect(third.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    }
    expect(t.mailer.sent.filter((m) => m.to === "victim@example.com")).toHaveLength(2);
    expect(t.mailer.sent.filter((m) => m.to === "ghost@example.com")).toHaveLength(0);
    // Another address from one of those IPs still works.
    expect((await send("10.1.0.3", { email: "bystander@example.com", firstName: "By" })).statusCode).toBe(200);
  });
});

describe("verifications per IP", () => {
  it("3 tries per IP (bad tokens count), then 429 even for a valid token — which stays unspent and works from another IP", async () => {
    await send("10.2.0.1", { email: "guess@example.com", firstName: "Guess" });
    const token = t.mailer.lastToken("guess@example.com");
    const ip = "10.2.0.9";
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await verify(ip, `guessed-token-${i}-xxxxxxxxxxxx`)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const blocked = await verify(ip, token, { "x-forwarded-for": "10.7.7.7" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["set-cookie"]).toBeUndefined();
    expect(blocked.json()).toMatchObject({ success: false, error: expect.stringMatching(TOO_MANY) });
    const elsewhere = await verify("10.2.0.10", token);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ success: true, isNewUser: true });
  });
});
