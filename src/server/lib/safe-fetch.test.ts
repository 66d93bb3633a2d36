import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSafeFetch, isPublicAddress, PUBLIC_INTERNET_ONLY, safeFetch, SafeFetchError } from "./safe-fetch";

let server: Server;
let base: string;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/json") return res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    if (url.pathname === "/big") return res.writeHead(200, { "content-length": String(2 * 1024 * 1024) }).end(Buffer.alloc(2 * 1024 * 1024));
    if (url.pathname === "/big-chunked") {
      res.writeHead(200);
      for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024));
      return res.end();
    }
    if (url.pathname === "/slow") return; // never answers
    if (url.pathname === "/redirect") return res.writeHead(302, { location: url.searchParams.get("to")! }).end();
    if (url.pathname === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (url.pathname === "/missing") return res.writeHead(404).end("nope");
    res.writeHead(200, { "content-type": "text/plain" }).end("hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Like production, except that the test server (127.0.0.1 on its port) is reachable. */
const fetchAdmittingTestServer = createSafeFetch({
  allowAddress: (ip) => ip === "127.0.0.1" || PUBLIC_INTERNET_ONLY.allowAddress(ip),
  allowPort: (p) => p === port || PUBLIC_INTERNET_ONLY.allowPort(p),
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (err) {
    expect(err).toBeInstanceOf(SafeFetchError);
    return (err as SafeFetchError).code;
  }
}

describe("address rules", () => {
  it("only public unicast addresses count as public", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1", "224.0.0.1", "255.255.255.255"]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ["::1", "::", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "fe80::1", "fc00::1", "fd12::1", "ff02::1", "2001:db8::1", "64:ff9b::a00:1"]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isPublicAddress(ip), ip).toBe(true);
    expect(isPublicAddress("not an ip")).toBe(false);
  });

  it("refuses private, loopback, link-local and mapped addresses before connecting", async () => {
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      "http://127.0.0.1/",
      "http://10.0.0.1/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://0.0.0.0/",
      "http://0x7f.1/",
      "http://2130706433/",
    ]) {
      expect(await codeOf(safeFetch(url, { timeoutMs: 2000 })), url).toBe("blocked_address");
    }
    expect(hits).toBe(before);
  });

  it("refuses a host name that resolves to loopback (checked in the connection's own lookup)", async () => {
    const before = hits;
    expect(await codeOf(safeFetch("http://localhost/", { timeoutMs: 2000 }))).toBe("blocked_address");
    expect(await codeOf(safeFetch(`http://localhost:8080/`, { timeoutMs: 2000 }))).toBe("blocked_address");
    expect(hits).toBe(before);
  });

  it("refuses other schemes, credentials and unusual ports", async () => {
    for (const url of ["ftp://example.com/", "file:///etc/passwd", "http://user:pw@example.com/", "not a url", "gopher://x/"]) {
      expect(await codeOf(safeFetch(url)), url).toBe("bad_url");
    }
    expect(await codeOf(safeFetch("http://example.com:22/"))).toBe("blocked_address");
  });

  it("re-checks every redirect hop", async () => {
    const to = (target: string) => `${base}/redirect?to=${encodeURIComponent(target)}`;
    expect((await fetchAdmittingTestServer(to(`${base}/json`))).json()).toEqual({ ok: true });
    for (const target of ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "http://[::ffff:a9fe:a9fe]/"]) {
      expect(await codeOf(fetchAdmittingTestServer(to(target), { timeoutMs: 2000 })), target).toBe("blocked_address");
    }
    expect(await codeOf(fetchAdmittingTestServer(to("file:///etc/passwd")))).toBe("bad_url");
    expect(await codeOf(fetchAdmittingTestServer(`${base}/loop`, { maxRedirects: 3 }))).toBe("too_many_redirects");
  });
});

describe("limits (trusted mode reaches the loopback server)", () => {
  it("fetches text and JSON and reports the final URL", async () => {
    const res = await safeFetch(`${base}/redirect?to=%2Fjson`, { trusted: true });
    expect(res).toMatchObject({ status: 200, ok: true, url: `${base}/json` });
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.json()).toEqual({ ok: true });
    expect((await safeFetch(`${base}/`, { trusted: true })).text()).toBe("hello");
  });

  it("returns non-2xx answers; assertOk turns them into http_error", async () => {
    const res = await safeFetch(`${base}/missing`, { trusted: true });
    expect(res.status).toBe(404);
    expect(() => res.assertOk()).toThrow(SafeFetchError);
    expect(() => res.json()).toThrow(/could not be read/);
  });

  it("caps the body size, declared or streamed", async () => {
    expect(await codeOf(safeFetch(`${base}/big`, { trusted: true, maxBytes: 1024 * 1024 }))).toBe("too_large");
    expect(await codeOf(safeFetch(`${base}/big-chunked`, { trusted: true, maxBytes: 1024 * 1024 }))).toBe("too_large");
    expect((await safeFetch(`${base}/big`, { trusted: true, maxBytes: 3 * 1024 * 1024 })).body.length).toBe(2 * 1024 * 1024);
  });

  it("gives up after the timeout", async () => {
    const started = Date.now();
    expect(await codeOf(safeFetch(`${base}/slow`, { trusted: true, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a refused connection as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await codeOf(safeFetch(`http://127.0.0.1:${deadPort}/`, { trusted: true }))).toBe("network");
  });
});
