/**
 * Test support: a tiny round-robin HTTP load balancer on 127.0.0.1 for the scale-out test. Each
 * request goes to the next backend in turn; the answer carries `x-backend: <index>` so a test
 * can tell which process served it. A backend that refuses the connection (its process is gone)
 * is marked dead and the same request goes to the next live one, as a real balancer's health
 * check would arrange; any other failure mid-request answers 502 (the write may or may not have
 * happened, so the client must not count it as acknowledged).
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  /** The proxy's origin, e.g. "http://127.0.0.1:41234" (the backends' PUBLIC_URL). */
  url: string;
  /** Backend origins, in the order requests rotate through them. Set them once the ports are known. */
  backends: string[];
  /** Indexes of backends found dead (connection refused). */
  dead: Set<number>;
  /** How many requests each backend answered. */
  served: number[];
  close(): Promise<void>;
}

/** Forward one buffered request to `origin`; resolves with the answer or rejects with the socket error. */
function forward(origin: string, req: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const target = new URL(req.url ?? "/", origin);
    const out = request(target, { method: req.method, headers: req.headers, agent: false }, resolve);
    out.once("error", reject);
    out.end(body);
  });
}

/**
 * Start the proxy on a free loopback port with no backends yet (`proxy.backends = [...]` later:
 * the backends need the proxy's URL as their PUBLIC_URL before they start).
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const state = { backends: [] as string[], dead: new Set<number>(), served: [] as number[] };
  const pick = (): number | null => {
    for (let i = 0; i < state.backends.length; i++) {
      const n = (next + i) % state.backends.length;
      if (!state.dead.has(n)) {
        next = n + 1;
        return n;
      }
    }
    return null;
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    for (let n = pick(); n !== null; n = pick()) {
      let answer: IncomingMessage;
      try {
        answer = await forward(state.backends[n], req, body);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ECONNREFUSED") {
          state.dead.add(n);
          continue;
        }
        res.writeHead(502).end();
        return;
      }
      state.served[n] = (state.served[n] ?? 0) + 1;
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-backend": String(n) });
      answer.pipe(res);
      answer.once("error", () => res.destroy());
      return;
    }
    res.writeHead(503).end();
  };
  const server: Server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
