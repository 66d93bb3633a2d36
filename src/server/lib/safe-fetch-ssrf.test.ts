/**
 * SSRF table (issue 5 acceptance): hostile links given to the untrusted safeFetch are all refused
 * with the one same user-facing error, and none of them reaches the loopback "internal" server.
 *
 * The fetch under test has the production address rule; its port rule also admits the internal
 * server's port, so a hole in the address checks would show as a request counted there. A second
 * loopback server on 127.0.0.2 (admitted by the policy) plays a public site that redirects.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSafeFetch,
  describeFetchError,
  isPublicAddress,
  REFUSED_LINK_MESSAGE,
  safeFetch,
  SafeFetchError,
  UNTRUSTED_PORTS,
  type Resolver,
} from "./safe-fetch";

let internal: Server;
let redirector: Server;
let port = 0;
let redirectorPort = 0;
const internalHits: string[] = [];

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" }).end("internal secret");
  });
  redirector = createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to");
    if (to) return res.writeHead(302, { location: to }).end();
    res.writeHead(200).end("public page");
  });
  port = await listen(internal, "127.0.0.1");
  redirectorPort = await listen(redirector, "127.0.0.2");
});
afterAll(async () => {
  for (const s of [internal, redirector]) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** Public-looking names and what a hostile DNS answers for them; anything else is unknown. */
const FAKE_DNS: Record<string, string[]> = {
  "intranet.example.com": ["127.0.0.1"],
  "rebind.example.net": ["93.184.216.34", "127.0.0.1"],
  "metadata.example.org": ["169.254.169.254"],
  "v6.example.com": ["::1"],
};
const fakeResolver: Resolver = (hostname, _options, callback) => {
  const list = FAKE_DNS[hostname.toLowerCase()];
  if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
  callback(
    null,
    list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  );
};

/** Production address rules; ports: the usual four plus the internal server's. */
const hostileFetch = createSafeFetch(
  {
    allowAddress: (ip) => ip === "127.0.0.2" || isPublicAddress(ip),
    allowPort: (p) => p === port || p === redirectorPort || UNTRUSTED_PORTS.has(p),
  },
  { resolve: fakeResolver },
);

/** The links (built after the servers listen). `via` picks the production fetch where the rule under test is the port rule. */
function hostileLinks(): { name: string; url: string; via?: "production" }[] {
  const p = port;
  const hop = (target: string) => `http://127.0.0.2:${redirectorPort}/go?to=${encodeURIComponent(target)}`;
  return [
    { name: "decimal IPv4", url: `http://2130706433:${p}/` },
    { name: "octal IPv4", url: `http://0177.0.0.1:${p}/` },
    { name: "hex IPv4", url: `http://0x7f000001:${p}/` },
    { name: "short IPv4", url: `http://127.1:${p}/` },
    { name: "trailing dot", url: `http://127.0.0.1.:${p}/` },
    { name: "full-width digits", url: `http://\uff10x7f.1:${p}/` },
    { name: "IPv6 loopback", url: `http://[::1]:${p}/` },
    { name: "IPv4-mapped, dotted", url: `http://[::ffff:127.0.0.1]:${p}/` },
    { name: "IPv4-mapped, hex", url: `http://[::ffff:7f00:1]:${p}/` },
    { name: "IPv4-mapped, long form", url: `http://[0:0:0:0:0:ffff:7f00:1]:${p}/` },
    { name: "IPv4-compatible (deprecated ::/96)", url: `http://[::7f00:1]:${p}/` },
    { name: "NAT64", url: `http://[64:ff9b::7f00:1]:${p}/` },
    { name: "unspecified", url: `http://0.0.0.0:${p}/` },
    { name: "cloud metadata", url: "http://169.254.169.254/latest/meta-data/" },
    { name: "CGNAT", url: "http://100.64.0.1/" },
    { name: "10/8", url: "http://10.0.0.1/" },
    { name: "192.168/16", url: "http://192.168.1.1/" },
    { name: "172.16/12", url: "http://172.16.0.1/" },
    { name: "multicast", url: "http://224.0.0.1/" },
    { name: "localhost", url: `http://localhost:${p}/` },
    { name: "name under localhost", url: `http://admin.localhost:${p}/` },
    { name: "public-looking name resolving to loopback", url: `http://intranet.example.com:${p}/` },
    { name: "name with one public and one loopback address", url: `http://rebind.example.net:${p}/` },
    { name: "name resolving to cloud metadata", url: "http://metadata.example.org/latest/meta-data/" },
    { name: "name resolving to ::1", url: `http://v6.example.com:${p}/` },
    { name: "redirect to loopback", url: hop(`http://127.0.0.1:${p}/admin`) },
    { name: "redirect to mapped loopback", url: hop(`http://[::ffff:7f00:1]:${p}/admin`) },
    { name: "redirect to a name resolving to loopback", url: hop(`http://intranet.example.com:${p}/admin`) },
    { name: "redirect to file:", url: hop("file:///etc/passwd") },
    { name: "file:", url: "file:///etc/passwd" },
    { name: "ftp:", url: `ftp://127.0.0.1:${p}/` },
    { name: "gopher:", url: `gopher://127.0.0.1:${p}/_GET%20/` },
    { name: "credentials", url: `http://admin:secret@127.0.0.2:${redirectorPort}/` },
    { name: "unusual port on a public name", url: "http://example.com:6379/", via: "production" },
    { name: "unusual port on loopback", url: `http://127.0.0.1:${p}/`, via: "production" },
  ];
}

async function failureOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  return null;
}

describe("untrusted safeFetch refuses hostile links", () => {
  it("the redirecting test site itself is reachable (so the redirect cases test the hop check)", async () => {
    const res = await hostileFetch(`http://127.0.0.2:${redirectorPort}/`);
    expect(res.text()).toBe("public page");
  });

  it("refuses every link with the same error and never reaches the internal server", async () => {
    const links = hostileLinks();
    expect(links.length).toBeGreaterThanOrEqual(20);
    const answers: Record<string, unknown> = {};
    for (const { name, url, via } of links) {
      const err = await failureOf((via === "production" ? safeFetch : hostileFetch)(url, { timeoutMs: 2000 }));
      expect(err, `${name}: ${url}`).toBeInstanceOf(SafeFetchError);
      const e = err as SafeFetchError;
      answers[name] = { message: e.message, described: describeFetchError(e) };
      // The precise reason stays available for logs.
      expect(["bad_url", "blocked_address"], name).toContain(e.code);
      expect(e.cause, name).toBeInstanceOf(Error);
    }
    const expected = { message: REFUSED_LINK_MESSAGE, described: { code: "refused", message: REFUSED_LINK_MESSAGE } };
    for (const [name, answer] of Object.entries(answers)) expect(answer, name).toEqual(expected);
    expect(internalHits).toEqual([]);
  });

  it("does not quote a link's credentials in the logged reason", async () => {
    const err = (await failureOf(hostileFetch("http://admin:hunter2@example.com/"))) as SafeFetchError;
    expect(String((err.cause as Error).message)).not.toContain("hunter2");
  });

  it("reports an unknown host as unreachable (not refused), without quoting addresses", async () => {
    const err = await failureOf(hostileFetch(`http://unknown-host.example.com:${port}/`, { timeoutMs: 2000 }));
    expect(describeFetchError(err).code).toBe("network");
    expect(describeFetchError(err).message).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(internalHits).toEqual([]);
  });
});
