import autocannon from "autocannon";
import { requestHeaders, userSequence, type UserState } from "./mix";

/** Answers and latencies of one kind of call in one run. */
export interface RouteStats {
  name: string;
  /** Status code → count ("error" for a request that got no answer: timeout, reset). */
  statuses: Record<string, number>;
  /** Latency of every answer, ms (request written → answer read). */
  latencies: number[];
}

/** What one run gave: per-route answers, requests that got no answer, and how long it ran. */
export interface DriveResult {
  routes: Map<string, RouteStats>;
  /** Requests without an answer (connection errors and timeouts). */
  errors: number;
  /** Of those, timeouts (no answer within 10 s). */
  timeouts: number;
  /** Seconds the run lasted. */
  elapsedSec: number;
}

/** A per-route recorder: `record(route, status, ms)` fills `routes`. */
export function routeRecorder() {
  const routes = new Map<string, RouteStats>();
  const record = (name: string, status: number | "error", ms: number | null) => {
    let r = routes.get(name);
    if (!r) routes.set(name, (r = { name, statuses: {}, latencies: [] }));
    r.statuses[status] = (r.statuses[status] ?? 0) + 1;
    if (ms !== null) r.latencies.push(ms);
  };
  return { routes, record };
}

/**
 * Closed loop (capacity): one autocannon connection per user for `durationSec` seconds, each user
 * sending its next call as soon as the last is answered. Each connection is one user:
 * `setupClient` gives it that user's own request list (its cookie, its household's ids;
 * autocannon's documented per-client API), played in the user's shuffled mix order, round and
 * round. Targets are taken in turn (connection i → targets[i % n]). Every answer is counted per
 * route (status and autocannon's latency: request written → answer read).
 */
export async function driveClosedLoop(opts: {
  targets: string[];
  origin: string;
  states: UserState[];
  durationSec: number;
}): Promise<DriveResult> {
  const { routes, record } = routeRecorder();
  let next = 0;
  const requestsFor = (s: UserState): autocannon.Request[] =>
    userSequence(s).map((kind) => ({
      setupRequest: (req: autocannon.Request) => {
        const call = kind.build(s);
        s.inFlight = kind.name;
        const body = call.body === undefined ? undefined : JSON.stringify(call.body);
        return { ...req, method: call.method, path: call.path, headers: requestHeaders(s, call, opts.origin), body };
      },
      onResponse: (status: number, body: string) => kind.answer?.(s, status, body),
    }));
  const started = Date.now();
  const result = await autocannon({
    url: opts.targets as unknown as string,
    connections: opts.states.length,
    duration: opts.durationSec,
    timeout: 10,
    setupClient: (client) => {
      const s = opts.states[next++ % opts.states.length];
      client.setRequests(requestsFor(s));
      client.on("response", (status, _bytes, ms) => {
        if (s.inFlight) record(s.inFlight, status, ms);
      });
    },
  });
  return { routes, errors: result.errors, timeouts: result.timeouts, elapsedSec: (Date.now() - started) / 1000 };
}
