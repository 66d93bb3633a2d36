import autocannon from "autocannon";
import { userSequence, type UserState } from "./mix";

/** Answers and latencies of one kind of call in one run. */
export interface RouteStats {
  name: string;
  /** Status code → count. */
  statuses: Record<string, number>;
  /** Latency of every answer, ms (autocannon's own measure: request written → answer read). */
  latencies: number[];
}

/** What one autocannon run gave. */
export interface DriveResult {
  result: autocannon.Result;
  routes: Map<string, RouteStats>;
}

/**
 * Drive `targets` with one autocannon connection per user for `durationSec` seconds. Each
 * connection is one user: `setupClient` gives it that user's own request list (its cookie, its
 * household's ids; autocannon's documented per-client API), played in the user's shuffled mix
 * order, round and round. Targets are taken in turn (connection i → targets[i % n]).
 * `rate` > 0 paces each user to that many requests per second; 0 = closed loop.
 * Every answer is counted per route (status codes and latency).
 */
export async function drive(opts: {
  targets: string[];
  origin: string;
  states: UserState[];
  durationSec: number;
  rate: number;
}): Promise<DriveResult> {
  const routes = new Map<string, RouteStats>();
  const record = (name: string, status: number, ms: number) => {
    let r = routes.get(name);
    if (!r) routes.set(name, (r = { name, statuses: {}, latencies: [] }));
    r.statuses[status] = (r.statuses[status] ?? 0) + 1;
    r.latencies.push(ms);
  };
  let next = 0;
  const requestsFor = (s: UserState): autocannon.Request[] => {
    const common = { cookie: s.user.cookie, accept: "application/json", "sec-fetch-site": "same-origin" };
    return userSequence(s).map((kind) => ({
      setupRequest: (req: autocannon.Request) => {
        const call = kind.build(s);
        s.inFlight = kind.name;
        const headers = call.body === undefined ? common : { ...common, origin: opts.origin, "content-type": "application/json" };
        return {
          ...req,
          method: call.method,
          path: call.path,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        };
      },
      onResponse: (status: number, body: string) => kind.answer?.(s, status, body),
    }));
  };
  const result = await autocannon({
    url: opts.targets as unknown as string,
    connections: opts.states.length,
    duration: opts.durationSec,
    timeout: 10,
    ...(opts.rate > 0 ? { connectionRate: opts.rate } : {}),
    setupClient: (client) => {
      const s = opts.states[next++ % opts.states.length];
      client.setRequests(requestsFor(s));
      client.on("response", (status, _bytes, ms) => {
        if (s.inFlight) record(s.inFlight, status, ms);
      });
    },
  });
  return { result, routes };
}
