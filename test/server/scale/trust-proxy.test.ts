/**
 * TRUST_PROXY (deploying behind a reverse proxy or load balancer): requests from a listed proxy
 * are counted against the client address its X-Forwarded-For names, so one household's sign-ins
 * do not use up everyone's per-IP limit; the header of any other sender is still ignored (the
 * auth rate-limit tests cover the default, where nobody's header counts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/kernel/config/env";
import { getTestServer, PUBLIC_URL, type TestServer } from "../test-server";

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ rateLimits: { sendPerIp: 2 }, config: { trustProxy: ["127.0.0.1", "10.8.0.0/16"] } });
});
afterAll(async () => t?.close());

const send = (from: string, email: string, xff?: string) =>
  t.app.inject({
    method: "POST",
    url: "/auth/magic-link",
    remoteAddress: from,
    headers: { ...t.json, ...(xff ? { "x-forwarded-for": xff } : {}) },
    payload: { email },
  });

describe("TRUST_PROXY", () => {
  it("counts per client behind a trusted proxy: each client gets its own 2 sends", async () => {
    const codes = [];
    for (const client of ["198.51.100.1", "198.51.100.1", "198.51.100.1", "198.51.100.2", "198.51.100.2"]) {
      codes.push((await send("10.8.3.4", `tp-${codes.length}@example.com`, client)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429, 200, 200]);
  });

  it("ignores X-Forwarded-For from an address that is not a listed proxy", async () => {
    const codes = [];
    for (const client of ["198.51.100.7", "198.51.100.8", "198.51.100.9"]) {
      codes.push((await send("203.0.113.5", `tq-${codes.length}@example.com`, client)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it("still builds sign-in links from PUBLIC_URL when a trusted proxy forwards another host", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/auth/magic-link",
      remoteAddress: "127.0.0.1",
      headers: { ...t.json, "x-forwarded-for": "198.51.100.20", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https", host: "evil.test" },
      payload: { email: "tp-host@example.com", firstName: "Host" },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.sent.find((m) => m.to === "tp-host@example.com")!;
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
    expect(mail.text).not.toContain("evil.test");
  });

  it("reads TRUST_PROXY as a list of IPs, ranges and proxy-addr names, and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,loopback" }).trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "loopback"]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    for (const bad of ["proxy.example.com", "10.0.0.0/33", "*", "10.0.0.1/8/2"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a comma-separated list/);
    }
  });
});
